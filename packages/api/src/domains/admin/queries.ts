import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../lib/fields';
import { page } from '../../lib/paging';

/** "First Last" of a users row (by its alias), or the email when both names are missing. */
function personName(alias: 'users' | 'payer' | 'recipient') {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${column('first_name')}, ${column('last_name')})), ''), ${column('email')})`;
}
const fullName = personName('users');

export function findAdminByUsername(db: DB, username: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'role', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAdmin(
  db: DB,
  values: { username: string; passwordHash: string; role: 'superadmin' | 'operator' },
) {
  return db
    .insertInto('admins')
    .values({ username: values.username, password_hash: values.passwordHash, role: values.role })
    .execute();
}

export async function metrics(db: DB) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('total_users'),
      eb.selectFrom('brand_projects').select(eb.fn.countAll<number>().as('n')).as('brand_projects'),
      eb.selectFrom('wall_projects').select(eb.fn.countAll<number>().as('n')).as('wall_projects'),
      eb.selectFrom('transactions').select(eb.fn.countAll<number>().as('n')).as('total_transactions'),
      eb
        .selectFrom('transactions')
        .select(sql<number>`coalesce(sum(platform_fee_cents), 0)::int`.as('n'))
        .where('payment_status', 'in', ['escrowed', 'completed'])
        .as('platform_fee'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(row.total_users),
    totalProjects: Number(row.brand_projects) + Number(row.wall_projects),
    totalTransactions: Number(row.total_transactions),
    platformFee: Number(row.platform_fee),
  };
}

export async function listUsers(db: DB, input: TPageRequest, search?: string) {
  let query = db.selectFrom('users');
  if (search) {
    const like = likePattern(search);
    query = query.where((eb) => eb.or([eb('users.email', 'ilike', like), eb(fullName, 'ilike', like)]));
  }
  const [items, total] = await Promise.all([
    page(
      query.select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.verified',
        'users.created_at',
        sql<
          TUserType[]
        >`coalesce((SELECT array_agg(a.user_type ORDER BY a.created_at) FROM accounts a WHERE a.user_id = users.id), '{}')`.as(
          'user_types',
        ),
      ]),
      {
        sort: [
          ['users.created_at', 'desc'],
          ['users.id', 'asc'],
        ],
        cursor: input.cursor,
        limit: input.limit,
      },
    ),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ...items, total: Number(total.n) };
}

export async function listProjects(db: DB, input: TPageRequest) {
  const brand = db
    .selectFrom('brand_projects')
    .innerJoin('users', 'users.id', 'brand_projects.brand_id')
    .select([
      'brand_projects.id',
      sql<'brand_project' | 'wall_project'>`'brand_project'`.as('kind'),
      'brand_projects.title',
      fullName.as('owner_name'),
      'brand_projects.status',
      'brand_projects.budget_cents',
      'brand_projects.created_at',
    ]);
  const wall = db
    .selectFrom('wall_projects')
    .innerJoin('walls', 'walls.id', 'wall_projects.wall_id')
    .innerJoin('users', 'users.id', 'walls.owner_id')
    .select([
      'wall_projects.id',
      sql<'brand_project' | 'wall_project'>`'wall_project'`.as('kind'),
      'wall_projects.title',
      fullName.as('owner_name'),
      'wall_projects.status',
      'wall_projects.budget_cents',
      'wall_projects.created_at',
    ]);
  const [items, counts] = await Promise.all([
    page(db.selectFrom(brand.unionAll(wall).as('p')).selectAll(), {
      sort: [
        ['p.created_at', 'desc'],
        ['p.id', 'asc'],
      ],
      cursor: input.cursor,
      limit: input.limit,
    }),
    metrics(db),
  ]);
  return { ...items, total: counts.totalProjects };
}

export async function listTransactions(db: DB, input: TPageRequest) {
  const [items, total] = await Promise.all([
    page(
      db
        .selectFrom('transactions')
        .innerJoin('users as payer', 'payer.id', 'transactions.payer_id')
        .innerJoin('users as recipient', 'recipient.id', 'transactions.recipient_id')
        .leftJoin('brand_projects', 'brand_projects.id', 'transactions.brand_project_id')
        .leftJoin('wall_projects', 'wall_projects.id', 'transactions.wall_project_id')
        .select([
          'transactions.id',
          'transactions.amount_cents',
          'transactions.platform_fee_cents',
          'transactions.net_amount_cents',
          'transactions.payment_status',
          'transactions.created_at',
          sql<string | null>`coalesce(brand_projects.title, wall_projects.title)`.as('project_title'),
          personName('payer').as('payer_name'),
          personName('recipient').as('recipient_name'),
        ]),
      {
        sort: [
          ['transactions.created_at', 'desc'],
          ['transactions.id', 'asc'],
        ],
        cursor: input.cursor,
        limit: input.limit,
      },
    ),
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...items, total: Number(total.n) };
}
