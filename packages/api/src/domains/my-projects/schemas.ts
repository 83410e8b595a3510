import { PAGE_DESCRIPTION, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZBrandProject, ZWallProject } from '../projects/schemas';

export const ZBucket = z.enum(['current', 'future', 'past']);
export type TBucket = z.infer<typeof ZBucket>;

export const ZBucketRequest = ZPageRequest;

/** A card of either kind, told apart by projectType. */
export const ZMyProjectCard = z
  .discriminatedUnion('projectType', [
    ZBrandProject.extend({ projectType: z.literal('brand_project') }),
    ZWallProject.extend({ projectType: z.literal('wall_project') }),
  ])
  .meta({ id: 'MyProjectCard' });
export type TMyProjectCard = z.infer<typeof ZMyProjectCard>;

export const ZBucketResponse = ZPage(ZMyProjectCard).meta({ id: 'MyProjectsBucket' });
export type TBucketResponse = z.infer<typeof ZBucketResponse>;

export const BUCKET_DESCRIPTION = `Decided by the server from the active profile and project status. Brands: their brand projects; wall owners: the projects on their walls; artists: projects where their application or an invitation to them was accepted (pending ones are on My Network, not here). current = hired or in_progress, future = open, past = completed, cancelled or closed. Brand and wall projects in one list, newest first, each item with its projectType. ${PAGE_DESCRIPTION}`;
