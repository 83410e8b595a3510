import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

/** "First Last" of a users row (by its alias), or the email when both names are missing. */
export function personName(alias: 'users' | 'payer' | 'recipient') {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${column('first_name')}, ${column('last_name')})), ''), ${column('email')})`;
}

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
      eb.selectFrom('projects').select(eb.fn.countAll<number>().as('n')).as('total_projects'),
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
    totalProjects: Number(row.total_projects),
    totalTransactions: Number(row.total_transactions),
    platformFeeCents: Number(row.platform_fee),
  };
}
