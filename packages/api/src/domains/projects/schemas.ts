import { PROJECT_TIMELINE_LABELS, ZProjectStatus, ZProjectTimeline } from '@wallcraft/shared';
import { z } from 'zod';
import { ZDecision, ZPageRequest, ZUpdateProjectRequest, ZUpdateWallProjectRequest } from '@wallcraft/shared/schemas';
import { ZBudget, ZOwner, ZSearch } from '../../lib/content';
import { ZWallSummary } from '../walls/schemas';

export const ZWallRequest = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    wallId: z.string().uuid(),
    status: z
      .enum(['pending', 'accepted', 'rejected', 'withdrawn'])
      .describe("pending until the wall's owner decides; withdrawn when the brand changed or cleared the wall"),
    createdAt: z.string().describe('ISO 8601'),
    decidedAt: z.string().nullable().describe('ISO 8601; null while pending'),
    wall: ZWallSummary.nullable().describe('The wall asked for'),
  })
  .meta({ id: 'WallRequest' });
export type TWallRequest = z.infer<typeof ZWallRequest>;

const TIMELINE_DESCRIPTION = Object.entries(PROJECT_TIMELINE_LABELS)
  .map(([value, label]) => `${value} (${label})`)
  .join(', ');

/** What both kinds of project answer with; each kind adds its owner, its wall and its own wording. */
const projectFields = {
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  longitude: z.number().nullable(),
  budget: ZBudget,
  preferredStyles: z.array(z.string()),
  images: z.array(z.string()),
  status: ZProjectStatus.describe(
    'hired: an artist is hired and the project takes no more applications (an open one may have hired some too: hiredCount)',
  ),
  hiredCount: z.number().int().describe('How many artists are hired on it (accepted applications and invitations)'),
  featured: z.boolean(),
  viewCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  streetAddress: z
    .string()
    .nullable()
    .describe('Where the work happens: only for the owner and the hired artists (null for anyone else)'),
  siteLatitude: z.number().nullable().describe("The site's pin: only for the owner and the hired artists"),
  siteLongitude: z.number().nullable(),
};

export const ZBrandProject = z
  .object({
    ...projectFields,
    brandId: z.string().uuid(),
    latitude: z.number().nullable(),
    timeline: ZProjectTimeline.nullable().describe(TIMELINE_DESCRIPTION),
    hidden: z
      .boolean()
      .describe(
        'True only in answers to the brand: an operator hid the project after a report, so nobody else sees it',
      ),
    owner: ZOwner.nullable().describe('The brand; null when that user is gone'),
    wallId: z.string().uuid().nullable().describe("The wall the project shows: only once that wall's owner accepted"),
    wall: ZWallSummary.nullable().describe("The wall the project shows (wallId's), if any"),
    wallRequest: ZWallRequest.nullable().describe(
      "Only for the project's brand: its latest request to show someone else's wall, while pending or declined",
    ),
  })
  .meta({ id: 'BrandProject' });
export type TBrandProject = z.infer<typeof ZBrandProject>;

export const ZWallProject = z
  .object({
    ...projectFields,
    wallId: z.string().uuid(),
    ownerId: z.string().uuid().nullable().describe("The wall's owner"),
    latitude: z.number().nullable().describe('Copied from the wall when posted'),
    timeline: ZProjectTimeline.nullable().describe(TIMELINE_DESCRIPTION),
    hidden: z
      .boolean()
      .describe(
        'True only in answers to the owner: an operator hid the wall project, or its wall, after a report, so nobody else sees it',
      ),
    owner: ZOwner.nullable().describe("The wall's owner; null when that user is gone"),
    wall: ZWallSummary.describe('Dimensions in feet, surface type, wall type, visibility and images of the wall'),
  })
  .meta({ id: 'WallProject' });
export type TWallProject = z.infer<typeof ZWallProject>;

export const ZListWallProjectsRequest = ZPageRequest.extend({
  search: ZSearch,
  status: ZProjectStatus.default('open').describe('Only wall projects with this status (default open)'),
  wallId: z.string().uuid().optional().describe('Only projects on this wall'),
  ownerId: z.string().uuid().optional().describe("Only projects on this owner's walls"),
});
export type TListWallProjectsRequest = z.infer<typeof ZListWallProjectsRequest>;

export const ZMyWallProjectsRequest = ZPageRequest.extend({
  status: ZProjectStatus.optional().describe('Only this status; every status when omitted'),
});

export const ZListProjectsRequest = ZPageRequest.extend({
  search: ZSearch,
  status: ZProjectStatus.default('open').describe('Only projects with this status (default open)'),
  brandId: z.string().uuid().optional().describe("Only this brand's projects"),
});
export type TListProjectsRequest = z.infer<typeof ZListProjectsRequest>;

export const ZMyProjectsRequest = ZPageRequest.extend({
  status: ZProjectStatus.optional().describe('Only this status; every status when omitted'),
});

export {
  ZCreateProjectRequest,
  ZCreateWallProjectRequest,
  type TCreateProjectRequest,
  type TCreateWallProjectRequest,
} from '@wallcraft/shared/schemas';

const ZProjectId = z.string().uuid('The id must be a UUID');

/** PATCH /projects/{id}: the shared edit request (the web form's) with the project's id. */
export const ZUpdateProjectRequestWithId = ZUpdateProjectRequest.extend({ id: ZProjectId });
export const ZUpdateWallProjectRequestWithId = ZUpdateWallProjectRequest.extend({ id: ZProjectId });

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });

export const ZWallRequestId = z.object({ id: z.string().uuid('id must be a wall request id') });

export const ZDecideWallRequest = z.object({
  id: z.string().uuid('id must be a wall request id'),
  status: ZDecision,
  notificationId: z
    .string()
    .uuid('notificationId must be a notification id')
    .optional()
    .describe('The notification decided from; it is marked read too'),
});

export const ZSetProjectWallRequest = z.object({
  id: z.string().uuid('The id must be a UUID'),
  wallId: z
    .string()
    .uuid('wallId must be a wall id')
    .nullable()
    .describe("The wall to show; null clears it. Someone else's wall is asked for, not shown, until its owner accepts"),
});
