import { MAX_PAGE_SIZE, ZSurfaceType, ZVisibility, ZWallStatus } from '@wallcraft/shared';
import { z } from 'zod';
import { pageRequest, ZPageRequest } from '@wallcraft/shared/schemas';
import { ZOwner, ZSearch } from '../../lib/content';

/** What a wall project shows of its wall, and a brand project of the wall it names. */
export const ZWallSummary = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    location: z.string().nullable(),
    width: z.number().nullable().describe('Feet'),
    height: z.number().nullable().describe('Feet'),
    surfaceType: ZSurfaceType.nullable(),
    wallType: z.string().nullable(),
    visibility: ZVisibility.nullable(),
    status: ZWallStatus,
    images: z.array(z.string()),
  })
  .meta({ id: 'WallSummary' });
export type TWallSummary = z.infer<typeof ZWallSummary>;

export const ZWall = z
  .object({
    id: z.string().uuid(),
    ownerId: z.string().uuid(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    width: z.number().nullable().describe('Feet'),
    height: z.number().nullable().describe('Feet'),
    surfaceType: ZSurfaceType.nullable(),
    wallType: z.string().nullable(),
    visibility: ZVisibility.nullable(),
    status: ZWallStatus,
    images: z.array(z.string()),
    viewCount: z.number().int().describe('Distinct viewers per day, summed (GET /walls/{id} counts)'),
    featured: z.boolean(),
    hidden: z
      .boolean()
      .describe('True only in answers to the owner: an operator hid the wall after a report, so nobody else sees it'),
    createdAt: z.string().describe('ISO 8601'),
    owner: ZOwner.nullable().describe('The wall owner; null when that user is gone'),
  })
  .meta({ id: 'Wall' });
export type TWall = z.infer<typeof ZWall>;

export const ZListWallsRequest = ZPageRequest.extend({
  search: ZSearch,
  status: ZWallStatus.optional().describe('Only walls with this status; all statuses when omitted'),
  ownerId: z.string().uuid().optional().describe("Only this owner's walls"),
});
export type TListWallsRequest = z.infer<typeof ZListWallsRequest>;

/** The wall project form lists every wall of its owner: 100 per page by default. */
export const ZMyWallsRequest = pageRequest(MAX_PAGE_SIZE);

export {
  ZCreateWallRequest,
  ZUpdateWallRequest,
  type TCreateWallRequest,
  type TUpdateWallRequest,
} from '@wallcraft/shared/schemas';

export const ZIdRequest = z.object({ id: z.string().uuid('The id must be a UUID') });
