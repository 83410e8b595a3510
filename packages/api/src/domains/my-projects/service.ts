import type { DB } from '@wallcraft/db';
import type { TProjectKind, TProjectStatus } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { getActiveUserType } from '../accounts/service';
import { getProjectsByIds, getWallProjectsByIds } from '../projects/service';
import * as queries from './queries';
import type { TBucket, TBucketResponse, TMyProjectCard } from './schemas';

/** The bucketing rule (see BUCKET_DESCRIPTION): one status set per tab. */
export const BUCKET_STATUSES: Record<TBucket, TProjectStatus[]> = {
  current: ['hired', 'in_progress'],
  future: ['open'],
  past: ['completed', 'cancelled', 'closed'],
};

/** The user's scope by their active profile; null before onboarding (no projects at all). */
export async function scopeOf(db: DB, userId: string): Promise<queries.Scope | null> {
  const role = await getActiveUserType(db, userId);
  return role ? { role, userId } : null;
}

/** One page of a tab: both kinds newest first, each card read by its own domain and tagged with its kind. */
export async function listBucket(
  db: DB,
  userId: string,
  bucket: TBucket,
  request: TPageRequest,
): Promise<TBucketResponse> {
  const scope = await scopeOf(db, userId);
  if (!scope) return { items: [], nextCursor: null };
  const refs = await queries.projectRefs(db, scope, BUCKET_STATUSES[bucket], request);
  const idsOf = (kind: TProjectKind) => refs.items.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [brandProjects, wallProjects] = await Promise.all([
    getProjectsByIds(db, idsOf('brand')),
    getWallProjectsByIds(db, idsOf('wall')),
  ]);
  const brandById = new Map(brandProjects.map((project) => [project.id, project]));
  const wallById = new Map(wallProjects.map((project) => [project.id, project]));
  const items = refs.items.flatMap((ref): TMyProjectCard[] => {
    if (ref.kind === 'brand') {
      const project = brandById.get(ref.id);
      return project ? [{ ...project, projectType: 'brand_project' }] : [];
    }
    const project = wallById.get(ref.id);
    return project ? [{ ...project, projectType: 'wall_project' }] : [];
  });
  return { items, nextCursor: refs.nextCursor };
}

export function statusTotals(db: DB, scope: queries.Scope) {
  return queries.statusTotals(db, scope);
}

export function artistCounts(db: DB, artistId: string) {
  return queries.artistCounts(db, artistId);
}
