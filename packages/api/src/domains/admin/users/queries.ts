import type { DB, SortKey } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import type { TAdminUsersRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../../lib/fields';
import { countUpTo, page } from '../../../lib/paging';
import { personName } from '../queries';

const fullName = personName('users');

const SORTS: Record<TAdminUsersRequest['sort'], SortKey[]> = {
  newest: [
    ['u.created_at', 'desc'],
    ['u.id', 'desc'],
  ],
  oldest: [
    ['u.created_at', 'asc'],
    ['u.id', 'asc'],
  ],
  email: [
    ['u.email_key', 'asc'],
    ['u.id', 'asc'],
  ],
  name: [
    ['u.name_key', 'asc'],
    ['u.id', 'asc'],
  ],
};

/**
 * The users matching the filters, with their sort keys as columns (the keyset pager orders by columns, and a
 * name may be missing: the key falls back to the email, as the console shows it).
 */
function matching(db: DB, filter: TAdminUsersRequest) {
  let query = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.verified',
      'users.suspended_at',
      'users.suspended_reason',
      'users.created_at',
      sql<string>`lower(users.email)`.as('email_key'),
      sql<string>`lower(${fullName})`.as('name_key'),
      sql<
        TUserType[]
      >`coalesce((SELECT array_agg(a.user_type ORDER BY a.created_at) FROM accounts a WHERE a.user_id = users.id), '{}')`.as(
        'user_types',
      ),
    ]);
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) => eb.or([eb('users.email', 'ilike', like), eb(fullName, 'ilike', like)]));
  }
  if (filter.status === 'active') query = query.where('users.suspended_at', 'is', null);
  if (filter.status === 'suspended') query = query.where('users.suspended_at', 'is not', null);
  const { userType } = filter;
  if (userType)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('accounts')
          .select('accounts.id')
          .whereRef('accounts.user_id', '=', 'users.id')
          .where('accounts.user_type', '=', userType),
      ),
    );
  return db.selectFrom(query.as('u')).selectAll();
}

export async function listUsers(db: DB, filter: TAdminUsersRequest) {
  const query = matching(db, filter);
  const [items, total] = await Promise.all([
    page(query, { sort: SORTS[filter.sort], cursor: filter.cursor, limit: filter.limit }),
    countUpTo(db, query),
  ]);
  return { ...items, total };
}

export function findUser(db: DB, id: string) {
  return db
    .selectFrom('users')
    .leftJoin('accounts as active', 'active.id', 'users.active_account_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.verified',
      'users.location',
      'users.phone',
      'users.business_name',
      'users.suspended_at',
      'users.suspended_reason',
      'users.created_at',
      'active.user_type as active_user_type',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export function accountsOf(db: DB, userId: string) {
  return db
    .selectFrom('accounts')
    .select(['user_type', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** What the user has on the platform, counted in one round trip. */
export async function countsOf(db: DB, userId: string) {
  const count = (n: number | string | bigint | null) => Number(n ?? 0);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('walls').select(eb.fn.countAll<number>().as('n')).where('owner_id', '=', userId).as('walls'),
      eb
        .selectFrom('projects')
        .select(eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where('kind', '=', 'brand')
        .as('brand_projects'),
      eb
        .selectFrom('projects')
        .select(eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where('kind', '=', 'wall')
        .as('wall_projects'),
      eb
        .selectFrom('applications')
        .select(eb.fn.countAll<number>().as('n'))
        .where('artist_id', '=', userId)
        .as('applications'),
    ])
    .executeTakeFirstOrThrow();
  return {
    walls: count(row.walls),
    brandProjects: count(row.brand_projects),
    wallProjects: count(row.wall_projects),
    applications: count(row.applications),
  };
}

/** Money that moved to and from the user: payments that reached escrow (held or released), not refunded ones. */
export async function paymentFlowsOf(db: DB, userId: string) {
  const rows = await db
    .selectFrom('transactions')
    .select([
      sql<'in' | 'out'>`CASE WHEN recipient_id = ${userId} THEN 'in' ELSE 'out' END`.as('direction'),
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(amount_cents), 0)::int`.as('amount_cents'),
    ])
    .where((eb) => eb.or([eb('payer_id', '=', userId), eb('recipient_id', '=', userId)]))
    .where('payment_status', 'in', ['escrowed', 'completed'])
    .groupBy('direction')
    .execute();
  const flow = (direction: 'in' | 'out') => {
    const row = rows.find((r) => r.direction === direction);
    return { count: row?.count ?? 0, amountCents: row?.amount_cents ?? 0 };
  };
  return { in: flow('in'), out: flow('out') };
}
