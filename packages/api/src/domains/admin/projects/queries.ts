import type { DB, SortKey } from '@wallcraft/db';
import type { TProjectType } from '@wallcraft/shared';
import type { TAdminProjectsRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../../lib/fields';
import { countUpTo, page } from '../../../lib/paging';
import { personName } from '../queries';

const ownerName = personName('users');
type Kind = TProjectType;

const SORTS: Record<TAdminProjectsRequest['sort'], SortKey[]> = {
  newest: [
    ['p.created_at', 'desc'],
    ['p.id', 'desc'],
  ],
  oldest: [
    ['p.created_at', 'asc'],
    ['p.id', 'asc'],
  ],
  title: [
    ['p.title_key', 'asc'],
    ['p.id', 'asc'],
  ],
  budget: [
    ['p.budget_key', 'desc'],
    ['p.id', 'asc'],
  ],
};

/** Projects of both kinds with the owner and the sort keys as columns; `kind` as the API names it. */
function withOwner(db: DB) {
  const projects = db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select([
      sql<TProjectType>`CASE projects.kind WHEN 'brand' THEN 'brand_project' ELSE 'wall_project' END`.as('kind'),
      'projects.id',
      'projects.title',
      'projects.status',
      'projects.description',
      'projects.location',
      'projects.budget_cents',
      'projects.created_at',
      sql<string>`lower(projects.title)`.as('title_key'),
      // A missing budget sorts after every real one.
      sql<number>`coalesce(projects.budget_cents, -1)`.as('budget_key'),
      'users.id as owner_id',
      'users.email as owner_email',
      ownerName.as('owner_name'),
    ]);
  return db.selectFrom(projects.as('p'));
}

function matching(db: DB, filter: TAdminProjectsRequest) {
  let query = withOwner(db).selectAll();
  if (filter.kind) query = query.where('p.kind', '=', filter.kind);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('p.title', 'ilike', like), eb('p.owner_name', 'ilike', like), eb('p.owner_email', 'ilike', like)]),
    );
  }
  return query;
}

export async function listProjects(db: DB, filter: TAdminProjectsRequest) {
  const query = matching(db, filter);
  const [items, total] = await Promise.all([
    page(query, { sort: SORTS[filter.sort], cursor: filter.cursor, limit: filter.limit }),
    countUpTo(db, query),
  ]);
  return { ...items, total };
}

export function findProject(db: DB, kind: Kind, id: string) {
  return withOwner(db).selectAll().where('p.kind', '=', kind).where('p.id', '=', id).executeTakeFirst();
}

export async function applicationCounts(db: DB, id: string) {
  const rows = await db
    .selectFrom('applications')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('project_id', '=', id)
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: of('pending'),
    accepted: of('accepted'),
    rejected: of('rejected'),
  };
}

/** Artists accepted on the project by application or invitation, each once. */
export function acceptedArtists(db: DB, id: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('artist_id').where('project_id', '=', id).where('status', '=', 'accepted');
  return db
    .selectFrom(accepted('applications').union(accepted('invitations')).as('a'))
    .innerJoin('users', 'users.id', 'a.artist_id')
    .select(['users.id', ownerName.as('name')])
    .orderBy('name')
    .execute();
}

export function paymentsOf(db: DB, id: string) {
  return db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.recipient_id')
    .select([
      'transactions.id',
      'transactions.amount_cents',
      'transactions.payment_status',
      'transactions.created_at',
      ownerName.as('recipient_name'),
    ])
    .where('transactions.project_id', '=', id)
    .orderBy('transactions.created_at', 'desc')
    .execute();
}

/** Locks the project while an operator moves its money (a payment being created share-locks it meanwhile). */
export function lockProject(trx: DB, id: string) {
  return trx.selectFrom('projects').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
}
