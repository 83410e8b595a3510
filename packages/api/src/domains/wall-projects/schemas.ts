import { ZProjectStatus, ZTimeline } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPageRequest } from '@wallcraft/shared/schemas';
import { ZBudget, ZOwner, ZSearch } from '../../lib/content';
import { ZWallSummary } from '../walls/schemas';

export const ZWallProject = z
  .object({
    id: z.string().uuid(),
    wallId: z.string().uuid(),
    ownerId: z.string().uuid().nullable().describe("The wall's owner"),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    latitude: z.number().nullable().describe('Copied from the wall when posted'),
    longitude: z.number().nullable(),
    budget: ZBudget,
    timeline: ZTimeline.nullable().describe('urgent (1-2 weeks), moderate (1-2 months), flexible (3+ months)'),
    preferredStyles: z.array(z.string()),
    images: z.array(z.string()),
    status: ZProjectStatus,
    featured: z.boolean(),
    viewCount: z.number().int(),
    hidden: z
      .boolean()
      .describe(
        'True only in answers to the owner: an operator hid the wall project, or its wall, after a report, so nobody else sees it',
      ),
    createdAt: z.string().describe('ISO 8601'),
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

export { ZCreateWallProjectRequest, type TCreateWallProjectRequest } from '@wallcraft/shared/schemas';

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
