import { z } from 'zod';
import { ZArtistAvailability, ZCompanySize, ZTimeline, ZUserType } from '../enums';
import {
  ZLatitude,
  ZLongitude,
  ZPathId,
  requiredDollarsToCents,
  labelList,
  styleList,
  optionalText,
  requiredText,
  wholeNumber,
} from './fields';
import { LENGTH_UNITS } from '../units';
import { ZImageUrl, imageList, optionalHandle, optionalLink } from './urls';

/** Requests of the profile forms: the basics every user has, and the artist and brand profiles. */

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

export const ZUpdateUserRequest = z.object({
  id: z.string().uuid(),
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  userType: ZUserType.optional().describe('Onboarding: adds this profile if missing and makes it the active one'),
  location: optionalText('Location', 200),
  latitude: ZLatitude,
  longitude: ZLongitude,
  bio: optionalText('Bio', 5000),
  website: optionalLink('Website', { bareHost: true }),
  instagramHandle: optionalHandle('Instagram handle'),
  twitterHandle: optionalHandle('Twitter handle'),
  facebookHandle: optionalHandle('Facebook handle'),
  tiktokHandle: optionalHandle('TikTok handle'),
  businessName: optionalText('Business name', 200),
  dba: optionalText('DBA', 200),
  address: optionalText('Address', 500),
  phone: optionalText('Phone', 50),
  businessEmail: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(254, 'Business email must be at most 254 characters')
        .email('Business email must be a valid email address'),
    ])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  emergencyContactName: optionalText('Emergency contact name', 200),
  emergencyContactPhone: optionalText('Emergency contact phone', 50),
  lengthUnit: z
    .enum(LENGTH_UNITS, { error: 'Units must be ft (feet) or m (metres)' })
    .optional()
    .describe('The unit wall sizes are shown in: ft or m'),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZSetImagesRequest = z
  .object({
    id: z.string().uuid(),
    profileImageUrl: ZImageUrl.nullable().optional().describe('null removes it; leave out to keep it'),
    heroImageUrl: ZImageUrl.nullable().optional().describe('null removes it; leave out to keep it'),
  })
  .refine(
    (v) => v.profileImageUrl !== undefined || v.heroImageUrl !== undefined,
    'Send profileImageUrl, heroImageUrl or both',
  );
export type TSetImagesRequest = z.infer<typeof ZSetImagesRequest>;

export const MAX_GALLERY_IMAGES = 30;
export const MAX_UNAVAILABLE_DATES = 366;

/** The fields an artist writes (POST: all optional; PATCH: only those sent change). */
export const artistProfileFields = {
  specialties: styleList('Specialty', 30, 50, true).optional(),
  preferredStyles: styleList('Style', 20, 50).optional(),
  whatIOffer: labelList('Offer', 20, 200).optional(),
  story: optionalText('Story', 5000),
  funFact: optionalText('Fun fact', 1000),
  portfolioImages: imageList(MAX_GALLERY_IMAGES).optional(),
  portfolioUrl: optionalLink('Portfolio URL'),
  hourlyRate: wholeNumber('Hourly rate', 100_000),
  projectRate: wholeNumber('Project rate', 1_000_000),
  yearsExperience: wholeNumber('Years of experience', 100),
  availability: ZArtistAvailability.optional().describe('Default available'),
};

export const ZArtistProfileRequest = z.object({ id: ZPathId, ...artistProfileFields });
export type TArtistProfileRequest = z.infer<typeof ZArtistProfileRequest>;

export const ZSetGalleryRequest = z.object({
  id: ZPathId,
  images: imageList(MAX_GALLERY_IMAGES).describe(
    `The whole gallery, in order (replaces it); at most ${MAX_GALLERY_IMAGES}`,
  ),
});
export type TSetGalleryRequest = z.infer<typeof ZSetGalleryRequest>;

export const ZSetUnavailableDatesRequest = z.object({
  id: ZPathId,
  dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'))
    .max(MAX_UNAVAILABLE_DATES, `At most ${MAX_UNAVAILABLE_DATES} dates`)
    .describe('The whole list of days the artist is unavailable (replaces it)'),
});
export type TSetUnavailableDatesRequest = z.infer<typeof ZSetUnavailableDatesRequest>;

export const MAX_BRAND_IMAGES = 30;

/** Fields every brand write may carry; the three required on creation are added below. */
export const brandProfileFields = {
  companySize: ZCompanySize.optional().describe('Default medium'),
  timeline: ZTimeline.optional().describe('Default moderate'),
  preferredStyles: styleList('Style', 20, 50).optional(),
  pastProjects: wholeNumber('Past projects', 100_000),
  story: optionalText('Story', 5000),
  funFact: optionalText('Fun fact', 1000),
  whatIOffer: labelList('Offer', 20, 200).optional(),
  companyLogo: ZImageUrl.nullable().optional(),
  brandImages: imageList(MAX_BRAND_IMAGES).optional(),
  website: optionalLink('Website'),
};

const budget = requiredDollarsToCents('Budget').describe('US dollars: a number or text such as "5000" or "$5,000.50"');

export const ZCreateBrandProfileRequest = z.object({
  id: ZPathId,
  companyName: requiredText('Company name', 200),
  industry: requiredText('Industry', 100),
  budget,
  ...brandProfileFields,
});
export type TCreateBrandProfileRequest = z.infer<typeof ZCreateBrandProfileRequest>;

export const ZUpdateBrandProfileRequest = z.object({
  id: ZPathId,
  companyName: requiredText('Company name', 200).optional(),
  industry: requiredText('Industry', 100).optional(),
  budget: budget.optional(),
  ...brandProfileFields,
});
export type TUpdateBrandProfileRequest = z.infer<typeof ZUpdateBrandProfileRequest>;
