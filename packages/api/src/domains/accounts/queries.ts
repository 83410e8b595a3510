import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';

export type AccountRow = Awaited<ReturnType<typeof listAccountRows>>[number];

export function listAccountRows(db: DB, userId: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'accounts.id',
      'accounts.user_type',
      'users.first_name',
      'users.last_name',
      'users.business_name',
      'users.email',
    ])
    .where('accounts.user_id', '=', userId)
    .orderBy('accounts.created_at')
    .execute();
}

export function findAccount(db: DB, userId: string, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'user_type'])
    .where('user_id', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export function findAccountByType(db: DB, userId: string, userType: TUserType) {
  return db
    .selectFrom('accounts')
    .select(['id', 'user_type'])
    .where('user_id', '=', userId)
    .where('user_type', '=', userType)
    .executeTakeFirst();
}

/** Inserts the profile unless the user already holds that type; returns the new row or undefined. */
export function insertAccount(db: DB, userId: string, userType: TUserType) {
  return db
    .insertInto('accounts')
    .values({ user_id: userId, user_type: userType })
    .onConflict((oc) => oc.columns(['user_id', 'user_type']).doNothing())
    .returning(['id', 'user_type'])
    .executeTakeFirst();
}

export async function findActiveUserType(db: DB, userId: string): Promise<TUserType | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.active_account_id')
    .select('accounts.user_type')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.user_type ?? null;
}

export async function setActiveAccountId(db: DB, userId: string, accountId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ active_account_id: accountId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
