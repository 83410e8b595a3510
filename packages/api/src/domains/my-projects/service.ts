import type { DB } from '@wallcraft/db';
import type { TProjectStatus } from '@wallcraft/shared';
import { getActiveUserType } from '../accounts/service';
import { getProjectsByIds } from '../projects/service';
import { getWallProjectsByIds } from '../wall-projects/service';
import * as queries from './queries';
import type { TBucket, TBucketResponse } from './schemas';

/** The bucketing rule (see BUCKET_DESCRIPTION): one status set per tab. */
export const BUCKET_STATUSES: Record<TBucket, TProjectStatus[]> = {
  current: ['in_progress'],
  future: ['open'],
  past: ['completed', 'cancelled'],
};

/** The user's scope by their active profile; null before onboarding (no projects at all). */
export async function scopeOf(db: DB, userId: string): Promise<queries.Scope | null> {
  const role = await getActiveUserType(db, userId);
  return role ? { role, userId } : null;
}

export async function listBucket(db: DB, userId: string, bucket: TBucket, page: { limit: number; offset: number }): Promise<TBucketResponse> {
  const scope = await scopeOf(db, userId);
  if (!scope) return { brandProjects: [], wallProjects: [] };
  const statuses = BUCKET_STATUSES[bucket];
  const [brandIds, wallIds] = await Promise.all([
    queries.brandProjectIds(db, scope, { statuses, ...page }),
    queries.wallProjectIds(db, scope, { statuses, ...page }),
  ]);
  const [brandProjects, wallProjects] = await Promise.all([getProjectsByIds(db, brandIds), getWallProjectsByIds(db, wallIds)]);
  return { brandProjects, wallProjects };
}

export function statusTotals(db: DB, scope: queries.Scope) {
  return queries.statusTotals(db, scope);
}

export function artistCounts(db: DB, artistId: string) {
  return queries.artistCounts(db, artistId);
}
