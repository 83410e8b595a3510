import {
  LENGTH_UNITS,
  ZArtistAvailability,
  ZCompanySize,
  ZProjectStatus,
  ZProjectTimeline,
  ZProjectType,
  ZSurfaceType,
  ZTimeline,
  ZUserType,
  ZVisibility,
  ZWallStatus,
} from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * The records of people and their profiles, shared by the users, artists and brands domains (which
 * import them from here, never from each other) and by the public profile that composes them.
 */

/** The signed-in user's own record: private fields included, never the password hash. */
export const ZUser = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userType: ZUserType.nullable().describe("The active profile's type; null until the user picks one"),
    verified: z.boolean(),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    bio: z.string().nullable(),
    website: z.string().nullable(),
    instagramHandle: z.string().nullable(),
    twitterHandle: z.string().nullable(),
    facebookHandle: z.string().nullable(),
    tiktokHandle: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    businessName: z.string().nullable(),
    dba: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    businessEmail: z.string().nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
    lengthUnit: z.enum(LENGTH_UNITS).describe('The unit wall sizes are shown in (ft or m); sizes are stored in feet'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/** What anyone may see of a user: never email, phone, address, business email or emergency contacts. */
export const ZPublicUser = ZUser.omit({
  email: true,
  dba: true,
  address: true,
  phone: true,
  businessEmail: true,
  emergencyContactName: true,
  emergencyContactPhone: true,
  lengthUnit: true,
})
  .extend({
    latitude: z
      .number()
      .nullable()
      .describe('Exact for the user themselves; to 2 decimals (about 1 km) for anyone else'),
    longitude: z
      .number()
      .nullable()
      .describe('Exact for the user themselves; to 2 decimals (about 1 km) for anyone else'),
    userType: ZUserType.nullable().describe("The active profile's type"),
    userTypes: z.array(ZUserType).describe('Every profile type the user holds, oldest first'),
    hidden: z
      .boolean()
      .describe('True only in answers to the user themselves: an operator hid the profile after a report'),
  })
  .meta({ id: 'PublicUser' });
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUserSummary = ZPublicUser.pick({
  id: true,
  firstName: true,
  lastName: true,
  userType: true,
  verified: true,
  location: true,
  latitude: true,
  longitude: true,
  profileImageUrl: true,
  heroImageUrl: true,
  businessName: true,
}).meta({ id: 'UserSummary' });
export type TUserSummary = z.infer<typeof ZUserSummary>;

/** What an artist charges, each null when they have not said. */
export const ZArtistRates = z
  .object({
    hourly: ZMoney.nullable().describe('Per hour; null when not given'),
    project: ZMoney.nullable().describe('Per project; null when not given'),
  })
  .meta({ id: 'ArtistRates' });
export type TArtistRates = z.infer<typeof ZArtistRates>;

/** The rates as they were first served, numbers of dollars: kept until the next major SDK version. */
const deprecatedRate = (replacement: string) =>
  z
    .number()
    .nullable()
    .meta({ deprecated: true, description: `Deprecated: use ${replacement}. US dollars as a number` });

export const ZArtistProfile = z
  .object({
    userId: z.string().uuid(),
    specialties: z.array(z.string()).describe('Sorted, case-insensitively unique'),
    preferredStyles: z.array(z.string()),
    whatIOffer: z.array(z.string()),
    story: z.string().nullable(),
    funFact: z.string().nullable(),
    portfolioImages: z.array(z.string()),
    portfolioUrl: z.string().nullable(),
    completedProjects: z.number().int(),
    rating: z.number().nullable().describe('Average review rating 0-5; null before the first review'),
    rates: ZArtistRates,
    hourlyRate: deprecatedRate('rates.hourly'),
    projectRate: deprecatedRate('rates.project'),
    yearsExperience: z.number().int().nullable(),
    availability: ZArtistAvailability,
    unavailableDates: z.array(z.string()).describe('YYYY-MM-DD, ascending'),
  })
  .meta({ id: 'ArtistProfile' });
export type TArtistProfile = z.infer<typeof ZArtistProfile>;

export const ZBrandProfile = z
  .object({
    userId: z.string().uuid(),
    companyName: z.string().nullable(),
    industry: z.string().nullable(),
    budget: ZMoney.nullable(),
    companySize: ZCompanySize,
    timeline: ZTimeline,
    preferredStyles: z.array(z.string()),
    pastProjects: z.number().int(),
    story: z.string().nullable(),
    funFact: z.string().nullable(),
    whatIOffer: z.array(z.string()),
    companyLogo: z.string().nullable(),
    brandImages: z.array(z.string()),
    website: z.string().nullable(),
  })
  .meta({ id: 'BrandProfile' });
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

/**
 * A brand profile as others see it: the budget is the brand's own business and never leaves for anyone else. The field
 * stays in the answer, always null, so clients written when it was filled keep reading the same shape.
 */
export const ZPublicBrandProfile = ZBrandProfile.extend({
  budget: z.null().describe('Private to the brand: always null here (the brand reads its own from GET /users/me)'),
}).meta({ id: 'PublicBrandProfile' });
export type TPublicBrandProfile = z.infer<typeof ZPublicBrandProfile>;

export const ZBrandWithUser = ZPublicUser.extend({ brandProfile: ZPublicBrandProfile.nullable() }).meta({
  id: 'BrandUser',
});

/** How many walls, projects and reviews a profile lists (newest first); the stats count them all. */
export const PROFILE_LIST_LIMIT = 50;

const money = ZMoney.nullable().describe('Null when not given');

export const ZProfileWall = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  images: z.array(z.string()),
  status: ZWallStatus,
  widthFt: z.number().nullable(),
  heightFt: z.number().nullable(),
  surfaceType: ZSurfaceType.nullable(),
  visibility: ZVisibility.nullable(),
  viewCount: z.number().int(),
  featured: z.boolean(),
});

const projectShape = {
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  budget: money,
  timeline: ZProjectTimeline.nullable(),
  preferredStyles: z.array(z.string()),
  images: z.array(z.string()),
  status: ZProjectStatus,
  createdAt: z.string().describe('ISO 8601'),
};
export const ZProfileWallProject = z.object({ ...projectShape, wallId: z.string().uuid() });
export const ZProfileProject = z.object({ ...projectShape, wallId: z.string().uuid().nullable() });

export const ZProfileReview = z.object({
  id: z.string().uuid(),
  rating: z.number().int().min(1).max(5),
  projectType: ZProjectType.nullable(),
  comment: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  reviewer: z.object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z
      .string()
      .describe(
        "As the reviewer acted on the project: a brand's company name, a wall owner's business name, else the person",
      ),
    profileImageUrl: z.string().nullable(),
    avatarUrl: z.string().nullable().describe("A brand's company logo, else the profile image; null for initials"),
  }),
});

export const ZProfileStats = z.object({
  totalWalls: z.number().int(),
  availableWalls: z.number().int(),
  totalViews: z.number().int().describe("Sum of the walls' view counts"),
  featuredWalls: z.number().int(),
  wallProjects: z.number().int().describe('Wall projects posted on their walls'),
  projectsPosted: z.number().int().describe('Brand projects posted'),
  reviewCount: z.number().int(),
  averageRating: z.number().nullable().describe('Mean of the received reviews, 1 decimal; null without reviews'),
});

export const ZPublicProfile = ZPublicUser.extend({
  artistProfile: ZArtistProfile.nullable(),
  brandProfile: ZPublicBrandProfile.nullable(),
  walls: z.array(ZProfileWall).describe(`Newest ${PROFILE_LIST_LIMIT}, featured first`),
  wallProjects: z.array(ZProfileWallProject).describe(`Newest ${PROFILE_LIST_LIMIT}`),
  projects: z.array(ZProfileProject).describe(`Brand projects, newest ${PROFILE_LIST_LIMIT}`),
  receivedReviews: z.array(ZProfileReview).describe(`Newest ${PROFILE_LIST_LIMIT}`),
  stats: ZProfileStats,
}).meta({ id: 'PublicProfile' });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
