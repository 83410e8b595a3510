import type { DB } from '@wallcraft/db';
import { personName, USER_TYPE_LABELS, type TUserType } from '@wallcraft/shared';
import { AppError } from '../../trpc/errors';
import {
  findAccount,
  findAccountByType,
  findActiveUserType,
  insertAccount,
  listAccountRows,
  setActiveAccountId,
  type AccountRow,
} from './queries';
import type { TAccount } from './schemas';

type AccountHolder = Pick<AccountRow, 'first_name' | 'last_name' | 'business_name' | 'email'>;

/** "Jane Doe · ARTIST"; a wall owner or brand with a business name shows that name instead. */
function accountLabel(userType: TUserType, holder: AccountHolder): string {
  const name =
    userType !== 'artist' && holder.business_name
      ? holder.business_name
      : personName({ firstName: holder.first_name, lastName: holder.last_name, email: holder.email });
  return `${name} · ${USER_TYPE_LABELS[userType]}`;
}

/** A user's profiles (id and type, oldest first) as the account switcher shows them. */
export function toAccounts(accounts: { id: string; user_type: TUserType }[], holder: AccountHolder): TAccount[] {
  return accounts.map((account) => ({
    id: account.id,
    userType: account.user_type,
    displayName: accountLabel(account.user_type, holder),
  }));
}

export async function listAccounts(db: DB, userId: string): Promise<TAccount[]> {
  const rows = await listAccountRows(db, userId);
  return rows.map((row) => ({ id: row.id, userType: row.user_type, displayName: accountLabel(row.user_type, row) }));
}

export function getActiveUserType(db: DB, userId: string): Promise<TUserType | null> {
  return findActiveUserType(db, userId);
}

/** The user's profile of this type, created when missing (onboarding). */
export async function ensureAccount(db: DB, userId: string, userType: TUserType): Promise<{ id: string }> {
  const created = await insertAccount(db, userId, userType);
  if (created) return created;
  const existing = await findAccountByType(db, userId, userType);
  if (!existing) throw new Error('account vanished between insert and select');
  return existing;
}

/**
 * POST /accounts: adds a profile of a type the user does not hold yet (409 otherwise). The first profile
 * becomes the active one; later ones are switched to explicitly (the setup screen does it).
 */
export async function createAccount(db: DB, userId: string, userType: TUserType): Promise<TAccount> {
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertAccount(trx, userId, userType);
    if (!created)
      throw new AppError('CONFLICT', `You already have a ${USER_TYPE_LABELS[userType].toLowerCase()} profile`);
    const active = await findActiveUserType(trx, userId);
    if (!active) await setActiveAccountId(trx, userId, created.id);
    return created.id;
  });
  const account = (await listAccounts(db, userId)).find((a) => a.id === id);
  if (!account) throw new Error('created account not found');
  return account;
}

/** Switches among one's own profiles only: anyone else's id is simply not found. */
export async function setActiveAccount(db: DB, userId: string, accountId: string): Promise<void> {
  const account = await findAccount(db, userId, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'No such profile on your account');
  await setActiveAccountId(db, userId, account.id);
}
