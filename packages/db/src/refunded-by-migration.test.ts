import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down as oneTableDown } from './migrations/2026_11_28_0300_one_projects_table';
import { down as storedSearchTextDown } from './migrations/2026_11_29_2300_stored_search_text';
import { down, up } from './migrations/2026_11_28_0110_refunded_by';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the refunded-by migration', () => {
  it('names the operator of refunds made before it: from the audit log, or from the dispute that refunded them', async () => {
    // The migration ran on two project tables: no table types to check against.
    const db = handle.db as Kysely<any>;
    await storedSearchTextDown(db);
    await oneTableDown(db);
    await down(db);
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const [owner, artist] = [await user('owner@example.com'), await user('artist@example.com')];
    const admin = (username: string) =>
      db.insertInto('admins').values({ username, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const [refunder, decider] = [await admin('refunder'), await admin('decider')];
    const project = await db
      .insertInto('brand_projects')
      .values({ brand_id: owner.id, title: 'Dock mural' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resolvedAt = new Date(Date.UTC(2026, 10, 20, 12));

    /** A payment of $400, refunded (its fund and refund entries) at `at`. */
    const refunded = async (at: Date) => {
      const payment = await db
        .insertInto('transactions')
        .values({
          project_type: 'brand_project',
          brand_project_id: project.id,
          payer_id: owner.id,
          recipient_id: artist.id,
          amount_cents: 40_000,
          platform_fee_cents: 2_000,
          net_amount_cents: 38_000,
          payment_status: 'refunded',
          refunded_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = (movement: 'fund' | 'refund', account: 'payer' | 'escrow', cents: number) => ({
        transaction_id: payment.id,
        movement,
        account_type: account,
        user_id: account === 'payer' ? owner.id : null,
        amount_cents: cents,
        created_at: at,
      });
      await db
        .insertInto('ledger_entries')
        .values([
          entry('fund', 'payer', -40_000),
          entry('fund', 'escrow', 40_000),
          entry('refund', 'escrow', -40_000),
          entry('refund', 'payer', 40_000),
        ])
        .execute();
      return payment.id;
    };
    const [byConsole, byDispute, byPayer] = [
      await refunded(new Date(Date.UTC(2026, 10, 19))),
      await refunded(resolvedAt),
      await refunded(new Date(Date.UTC(2026, 10, 18))),
    ];
    await db
      .insertInto('audit_log')
      .values({ admin_id: refunder.id, action: 'transaction.refund', target_type: 'transaction', target_id: byConsole })
      .execute();
    await db
      .insertInto('project_disputes')
      .values({
        project_type: 'brand_project',
        brand_project_id: project.id,
        opened_by: owner.id,
        reason: 'Half of it is missing',
        status: 'resolved',
        outcome: 'refund',
        resolved_by_admin_id: decider.id,
        resolved_at: resolvedAt,
      })
      .execute();

    await up(db);
    const { rows } = await sql<{ id: string; refunded_by_admin_id: string | null }>`
      SELECT id, refunded_by_admin_id FROM transactions WHERE brand_project_id = ${project.id}`.execute(db);
    const by = new Map(rows.map((row) => [row.id, row.refunded_by_admin_id]));
    expect([by.get(byConsole), by.get(byDispute), by.get(byPayer)]).toEqual([refunder.id, decider.id, null]);
  });
});
