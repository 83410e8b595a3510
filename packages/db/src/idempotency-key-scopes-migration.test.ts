import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_28_0100_idempotency_key_scopes';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the idempotency key scopes migration', () => {
  it("keeps a client's key and the server's of the same text apart, and its down keeps the client's", async () => {
    const db = handle.db;
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const [owner, artist] = [await user('owner@example.com'), await user('artist@example.com')];
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock mural' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await db
      .insertInto('transactions')
      .values({
        project_id: project.id,
        payer_id: owner.id,
        recipient_id: artist.id,
        amount_cents: 40_000,
        platform_fee_cents: 2_000,
        net_amount_cents: 38_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = { payer_id: owner.id, key: 'milestone-1', request_hash: 'h', transaction_id: payment.id };
    await db
      .insertInto('idempotency_keys')
      .values([
        { ...key, scope: 'client' },
        { ...key, scope: 'milestone' },
      ])
      .execute();

    await down(db);
    const { rows } = await sql<{ key: string }>`SELECT key FROM idempotency_keys WHERE payer_id = ${owner.id}`.execute(
      db,
    );
    expect(rows).toEqual([{ key: 'milestone-1' }]);
    await up(db);
    expect(
      await db.selectFrom('idempotency_keys').select(['scope', 'key']).where('payer_id', '=', owner.id).execute(),
    ).toEqual([{ scope: 'client', key: 'milestone-1' }]);
  });
});
