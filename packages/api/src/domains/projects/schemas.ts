import { ZProjectStatus, ZTimeline } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPageRequest } from '@wallcraft/shared/schemas';
import { ZBudget, ZOwner, ZSearch } from '../../lib/content';
import { ZWallSummary } from '../walls/schemas';

export const ZBrandProject = z
  .object({
    id: z.string().uuid(),
    brandId: z.string().uuid(),
    wallId: z.string().uuid().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    budget: ZBudget,
    timeline: ZTimeline.nullable().describe('urgent (ASAP), moderate (1-3 months), flexible (3+ months)'),
    preferredStyles: z.array(z.string()),
    images: z.array(z.string()),
    status: ZProjectStatus,
    featured: z.boolean(),
    viewCount: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
    owner: ZOwner.nullable().describe('The brand; null when that user is gone'),
    wall: ZWallSummary.nullable().describe('The wall the project names, if any'),
  })
  .meta({ id: 'BrandProject' });
export type TBrandProject = z.infer<typeof ZBrandProject>;

export const ZListProjectsRequest = ZPageRequest.extend({
  search: ZSearch,
  status: ZProjectStatus.default('open').describe('Only projects with this status (default open)'),
  brandId: z.string().uuid().optional().describe("Only this brand's projects"),
});
export type TListProjectsRequest = z.infer<typeof ZListProjectsRequest>;

export const ZMyProjectsRequest = ZPageRequest.extend({
  status: ZProjectStatus.optional().describe('Only this status; every status when omitted'),
});

export { ZCreateProjectRequest, type TCreateProjectRequest } from '@wallcraft/shared/schemas';

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
