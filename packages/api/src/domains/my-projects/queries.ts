import type { DB } from '@wallcraft/db';
import type { TProjectStatus } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { page } from '../../lib/paging';

/**
 * Whose projects: a brand's own brand projects, a wall owner's projects on their walls, or for an artist
 * the projects of either kind where their application or an invitation to them was accepted.
 */
export type Scope = { role: 'brand' | 'wall_owner' | 'artist'; userId: string };

/** The scope's projects: a brand's or wall owner's own of their kind, an artist's accepted ones of either kind. */
function scoped(db: DB, scope: Scope) {
  const query = db.selectFrom('projects as p');
  if (scope.role !== 'artist')
    return query.where('p.owner_id', '=', scope.userId).where('p.kind', '=', scope.role === 'brand' ? 'brand' : 'wall');
  return query.where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.project_id', '=', 'p.id')
          .where('a.artist_id', '=', scope.userId)
          .where('a.status', '=', 'accepted'),
      ),
      eb.exists(
        eb
          .selectFrom('invitations as i')
          .select('i.id')
          .whereRef('i.project_id', '=', 'p.id')
          .where('i.artist_id', '=', scope.userId)
          .where('i.status', '=', 'accepted'),
      ),
    ]),
  );
}

/** One page of the user's projects of both kinds with the given statuses, newest first (keyset on created_at, id). */
export function projectRefs(db: DB, scope: Scope, statuses: TProjectStatus[], request: TPageRequest) {
  const query = scoped(db, scope).select(['p.kind', 'p.id']).where('p.status', 'in', statuses);
  return page(query, {
    sort: [
      ['p.created_at', 'desc'],
      ['p.id', 'desc'],
    ],
    cursor: request.cursor,
    limit: request.limit,
  });
}

export type StatusTotal = { status: TProjectStatus; projects: number; budgetCents: number };

/** Count and budget sum per status over both kinds (for insights: no list is loaded to add it up). */
export async function statusTotals(db: DB, scope: Scope): Promise<StatusTotal[]> {
  const rows = await scoped(db, scope)
    .select([
      'p.status',
      sql<number>`count(*)::int`.as('projects'),
      sql<number>`coalesce(sum(p.budget_cents), 0)::bigint`.as('budget_cents'),
    ])
    .groupBy('p.status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    projects: Number(row.projects),
    budgetCents: Number(row.budget_cents),
  }));
}

/** An artist's decisions waiting or made: the counts insights shows artists. */
export async function artistCounts(db: DB, artistId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('applications')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('artist_id', '=', artistId)
        .where('status', '=', 'pending')
        .as('pending_applications'),
      eb
        .selectFrom('applications')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('artist_id', '=', artistId)
        .where('status', '=', 'accepted')
        .as('accepted_applications'),
      eb
        .selectFrom('invitations')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('artist_id', '=', artistId)
        .where('status', '=', 'pending')
        .as('pending_invitations'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingApplications: Number(row.pending_applications),
    acceptedApplications: Number(row.accepted_applications),
    pendingInvitations: Number(row.pending_invitations),
  };
}
