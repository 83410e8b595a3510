import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as accountData from './migrations/2026_11_28_0500_account_data';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const columnCount = async (db: Kysely<any>, table: string, column: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = ${table} AND column_name = ${column}`.execute(db)
  ).rows[0]!.n;

describe('the account data migration', () => {
  it('keeps one pending export per person, and goes back (exports and their notifications gone) and forward again', async () => {
    const db = handle.db as Kysely<any>;
    const user = await db
      .insertInto('users')
      .values({ email: 'leaver@example.com', password_hash: 'x', deleted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('data_exports').values({ user_id: user.id }).execute();
    await expect(db.insertInto('data_exports').values({ user_id: user.id }).execute()).rejects.toThrow(/unique/i);
    await db.insertInto('data_exports').values({ user_id: user.id, status: 'ready' }).execute();
    await expect(db.insertInto('data_exports').values({ user_id: user.id, status: 'lost' }).execute()).rejects.toThrow(
      /check/i,
    );
    const notify = (type: string) =>
      db.insertInto('notifications').values({ user_id: user.id, type, title: type, message: type });
    await notify('data_export_ready').execute();
    await notify('application_received').execute();

    await accountData.down(db);
    expect(await db.selectFrom('notifications').select('type').execute()).toEqual([{ type: 'application_received' }]);
    await expect(notify('data_export_ready').execute()).rejects.toThrow(/check/i);
    expect(await columnCount(db, 'users', 'deleted_at')).toBe(0);
    expect(await columnCount(db, 'data_exports', 'id')).toBe(0);

    await accountData.up(db);
    await notify('data_export_ready').execute();
    await db.insertInto('data_exports').values({ user_id: user.id }).execute();
    // Deleting the user (never done by the app, which erases in place) takes the exports with it.
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('data_exports').select('id').execute()).toEqual([]);
  });
});
