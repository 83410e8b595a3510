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

function brandProjects(db: DB, scope: Scope) {
  const query = db.selectFrom('brand_projects as p');
  if (scope.role === 'brand') return query.where('p.brand_id', '=', scope.userId);
  if (scope.role === 'wall_owner') return query.where(sql<boolean>`false`);
  return query.where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.brand_project_id', '=', 'p.id')
          .where('a.artist_id', '=', scope.userId)
          .where('a.status', '=', 'accepted'),
      ),
      eb.exists(
        eb
          .selectFrom('invitations as i')
          .select('i.id')
          .whereRef('i.brand_project_id', '=', 'p.id')
          .where('i.artist_id', '=', scope.userId)
          .where('i.status', '=', 'accepted'),
      ),
    ]),
  );
}

function wallProjects(db: DB, scope: Scope) {
  const query = db.selectFrom('wall_projects as p');
  if (scope.role === 'wall_owner') {
    return query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('walls as w')
          .select('w.id')
          .whereRef('w.id', '=', 'p.wall_id')
          .where('w.owner_id', '=', scope.userId),
      ),
    );
  }
  if (scope.role === 'brand') return query.where(sql<boolean>`false`);
  return query.where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select('a.id')
          .whereRef('a.wall_project_id', '=', 'p.id')
          .where('a.artist_id', '=', scope.userId)
          .where('a.status', '=', 'accepted'),
      ),
      eb.exists(
        eb
          .selectFrom('invitations as i')
          .select('i.id')
          .whereRef('i.wall_project_id', '=', 'p.id')
          .where('i.artist_id', '=', scope.userId)
          .where('i.status', '=', 'accepted'),
      ),
    ]),
  );
}

export type ProjectType = 'brand_project' | 'wall_project';

/**
 * One page of the user's projects of both kinds with the given statuses, newest first: keyset on
 * (created_at desc, id desc) over a UNION ALL of the two kinds, so the cursor works across both.
 */
export function projectRefs(db: DB, scope: Scope, statuses: TProjectStatus[], request: TPageRequest) {
  const kind = (type: ProjectType) => sql<ProjectType>`${type}::text`.as('project_type');
  const brand = brandProjects(db, scope)
    .select([kind('brand_project'), 'p.id', 'p.created_at'])
    .where('p.status', 'in', statuses);
  const wall = wallProjects(db, scope)
    .select([kind('wall_project'), 'p.id', 'p.created_at'])
    .where('p.status', 'in', statuses);
  const both = db.selectFrom(brand.unionAll(wall).as('u')).select(['u.project_type', 'u.id']);
  return page(both, {
    sort: [
      ['u.created_at', 'desc'],
      ['u.id', 'desc'],
    ],
    cursor: request.cursor,
    limit: request.limit,
  });
}

export type StatusTotal = { status: TProjectStatus; projects: number; budgetCents: number };

/** Count and budget sum per status over both kinds (for insights: no list is loaded to add it up). */
export async function statusTotals(db: DB, scope: Scope): Promise<StatusTotal[]> {
  const columns = [
    sql<TProjectStatus>`p.status`.as('status'),
    sql<number>`count(*)::int`.as('projects'),
    sql<number>`coalesce(sum(p.budget_cents), 0)::bigint`.as('budget_cents'),
  ];
  const rows = [
    ...(await brandProjects(db, scope).select(columns).groupBy('p.status').execute()),
    ...(await wallProjects(db, scope).select(columns).groupBy('p.status').execute()),
  ];
  const byStatus = new Map<TProjectStatus, StatusTotal>();
  for (const row of rows) {
    const total = byStatus.get(row.status) ?? { status: row.status, projects: 0, budgetCents: 0 };
    total.projects += Number(row.projects);
    total.budgetCents += Number(row.budget_cents);
    byStatus.set(row.status, total);
  }
  return [...byStatus.values()];
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
