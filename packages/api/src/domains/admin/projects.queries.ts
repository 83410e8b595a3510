import type { DB, SortKey } from '@wallcraft/db';
import type { TProjectStatus, TProjectType } from '@wallcraft/shared';
import type { TAdminProjectsRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../lib/fields';
import { countUpTo, page } from '../../lib/paging';
import { personName } from './queries';

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

/** Brand and wall projects as one list, with the owner and the sort keys as columns. */
function bothKinds(db: DB) {
  const common = (table: 'brand_projects' | 'wall_projects') =>
    [
      sql.ref<string>(`${table}.id`).as('id'),
      sql.ref<string>(`${table}.title`).as('title'),
      sql.ref<TProjectStatus>(`${table}.status`).as('status'),
      sql.ref<string | null>(`${table}.description`).as('description'),
      sql.ref<string | null>(`${table}.location`).as('location'),
      sql.ref<number | null>(`${table}.budget_cents`).as('budget_cents'),
      sql.ref<Date>(`${table}.created_at`).as('created_at'),
      sql<string>`lower(${sql.ref(`${table}.title`)})`.as('title_key'),
      // A missing budget sorts after every real one.
      sql<number>`coalesce(${sql.ref(`${table}.budget_cents`)}, -1)`.as('budget_key'),
      'users.id as owner_id',
      'users.email as owner_email',
      ownerName.as('owner_name'),
    ] as const;
  const brand = db
    .selectFrom('brand_projects')
    .innerJoin('users', 'users.id', 'brand_projects.brand_id')
    .select([sql<Kind>`'brand_project'`.as('kind'), ...common('brand_projects')]);
  const wall = db
    .selectFrom('wall_projects')
    .innerJoin('walls', 'walls.id', 'wall_projects.wall_id')
    .innerJoin('users', 'users.id', 'walls.owner_id')
    .select([sql<Kind>`'wall_project'`.as('kind'), ...common('wall_projects')]);
  return db.selectFrom(brand.unionAll(wall).as('p'));
}

function matching(db: DB, filter: TAdminProjectsRequest) {
  let query = bothKinds(db).selectAll();
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
  return bothKinds(db).selectAll().where('p.kind', '=', kind).where('p.id', '=', id).executeTakeFirst();
}

const projectColumn = (kind: Kind) => (kind === 'brand_project' ? 'brand_project_id' : 'wall_project_id');

export async function applicationCounts(db: DB, kind: Kind, id: string) {
  const rows = await db
    .selectFrom('applications')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where(projectColumn(kind), '=', id)
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
export function acceptedArtists(db: DB, kind: Kind, id: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('artist_id').where(projectColumn(kind), '=', id).where('status', '=', 'accepted');
  return db
    .selectFrom(accepted('applications').union(accepted('invitations')).as('a'))
    .innerJoin('users', 'users.id', 'a.artist_id')
    .select(['users.id', ownerName.as('name')])
    .orderBy('name')
    .execute();
}

export function paymentsOf(db: DB, kind: Kind, id: string) {
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
    .where(`transactions.${projectColumn(kind)}`, '=', id)
    .orderBy('transactions.created_at', 'desc')
    .execute();
}

/** The project's status, locked while an operator closes it (a payment cannot start meanwhile: it share-locks it). */
export function lockProject(trx: DB, kind: Kind, id: string) {
  const table = kind === 'brand_project' ? 'brand_projects' : 'wall_projects';
  return trx.selectFrom(table).select(['id', 'title', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What escrow holds on the project: escrowed payments, counted and summed. */
export async function escrowOf(db: DB, kind: Kind, id: string) {
  const row = await db
    .selectFrom('transactions')
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents')])
    .where(projectColumn(kind), '=', id)
    .where('payment_status', '=', 'escrowed')
    .executeTakeFirstOrThrow();
  return { count: row.count, cents: row.cents };
}

export function cancelProject(trx: DB, kind: Kind, id: string) {
  const table = kind === 'brand_project' ? 'brand_projects' : 'wall_projects';
  return trx
    .updateTable(table)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
}
