import { ZProjectStatus, ZProjectType, ZSurfaceType, ZTimeline, ZVisibility, ZWallStatus } from '@wallcraft/shared';
import { z } from 'zod';
import { ZArtistProfile } from '../artists/schemas';
import { ZBrandProfile } from '../brands/schemas';
import { ZPublicUser } from './schemas';

/** How many walls, projects and reviews a profile lists (newest first); the stats count them all. */
export const PROFILE_LIST_LIMIT = 50;

const money = z.string().nullable().describe('US dollars as a decimal string, e.g. "5000.00"; null when not given');

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
  timeline: ZTimeline.nullable(),
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
  reviewer: z.object({ id: z.string().uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), profileImageUrl: z.string().nullable() }),
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
  brandProfile: ZBrandProfile.nullable(),
  walls: z.array(ZProfileWall).describe(`Newest ${PROFILE_LIST_LIMIT}, featured first`),
  wallProjects: z.array(ZProfileWallProject).describe(`Newest ${PROFILE_LIST_LIMIT}`),
  projects: z.array(ZProfileProject).describe(`Brand projects, newest ${PROFILE_LIST_LIMIT}`),
  receivedReviews: z.array(ZProfileReview).describe(`Newest ${PROFILE_LIST_LIMIT}`),
  stats: ZProfileStats,
}).meta({ id: 'PublicProfile' });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
