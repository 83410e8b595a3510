import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as systemHealth from './migrations/2026_11_28_0800_system_health';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const TABLES = ['ledger_checks', 'server_errors', 'backup_runs'];

const tablesPresent = async (db: Kysely<any>) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables
    WHERE table_name IN ('ledger_checks', 'server_errors', 'backup_runs')`.execute(db);
  return rows[0]?.n;
};

describe('the system health migration', () => {
  it('keeps ledger checks, server errors and backup runs, refusing what is not one, and goes back and forth', async () => {
    const db = handle.db;
    await db
      .insertInto('ledger_checks')
      .values({ ledger_sum_cents: 0, escrow_held_cents: 5_000_000_000, escrow_expected_cents: 5_000_000_000, ok: true })
      .execute();
    const check = await db.selectFrom('ledger_checks').selectAll().executeTakeFirstOrThrow();
    // bigint sums beyond 2^31 cents come back as numbers.
    expect(check).toMatchObject({ escrow_held_cents: 5_000_000_000, ok: true });
    await db
      .insertInto('server_errors')
      .values({ request_id: 'req-1', method: 'GET', route: '/api/projects/:id', status: 500, message: 'boom' })
      .execute();
    await expect(
      db.insertInto('server_errors').values({ request_id: 'req-2', method: 'GET', route: '/x', status: 404 }).execute(),
    ).rejects.toThrow(/check/i);
    await db.insertInto('backup_runs').values({ kind: 'manual', ok: true, bytes: 1024 }).execute();
    await expect(
      (db as Kysely<any>).insertInto('backup_runs').values({ kind: 'nightly', ok: true }).execute(),
    ).rejects.toThrow(/check/i);

    await systemHealth.down(db as Kysely<any>);
    expect(await tablesPresent(db as Kysely<any>)).toBe(0);
    await systemHealth.up(db as Kysely<any>);
    expect(await tablesPresent(db as Kysely<any>)).toBe(TABLES.length);
  });
});
