import { MAX_PAGE_SIZE } from '@wallcraft/shared';
import { z } from 'zod';
import { ZBrandProject } from '../projects/schemas';
import { ZWallProject } from '../wall-projects/schemas';

export const ZBucket = z.enum(['current', 'future', 'past']);
export type TBucket = z.infer<typeof ZBucket>;

export const ZBucketRequest = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE).describe(`Per kind: default and at most ${MAX_PAGE_SIZE}`),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZBucketResponse = z
  .object({
    brandProjects: z.array(ZBrandProject),
    wallProjects: z.array(ZWallProject),
  })
  .meta({ id: 'MyProjectsBucket' });
export type TBucketResponse = z.infer<typeof ZBucketResponse>;

export const BUCKET_DESCRIPTION =
  "Decided by the server from the active profile and project status. Brands: their brand projects; wall owners: the projects on their walls; artists: projects where their application or an invitation to them was accepted (pending ones are on My Network, not here). current = in_progress, future = open, past = completed or cancelled. Newest first; each list at most 100 (limit, offset).";
