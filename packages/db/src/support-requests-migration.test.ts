import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_25_1700_support_requests';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the support requests migration', () => {
  it('carries the first schema’s feedback and contact messages over, and back on the way down', async () => {
    const db = handle.db;
    await down(db);
    const user = await db
      .insertInto('users')
      .values({ email: 'writer@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO feedback (user_id, feedback) VALUES (${user.id}, 'Nice map')`.execute(db);
    await sql`INSERT INTO contact_messages (user_id, subject, comments) VALUES (${user.id}, 'Billing', 'A question'),
      (NULL, NULL, 'No subject given')`.execute(db);

    await up(db);

    const rows = await db
      .selectFrom('support_requests')
      .select(['kind', 'user_id', 'subject', 'body', 'status'])
      .orderBy('body')
      .execute();
    expect(rows).toEqual([
      { kind: 'contact', user_id: user.id, subject: 'Billing', body: 'A question', status: 'open' },
      { kind: 'feedback', user_id: user.id, subject: null, body: 'Nice map', status: 'open' },
      { kind: 'contact', user_id: null, subject: '(no subject)', body: 'No subject given', status: 'open' },
    ]);
    const { rows: old } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE tablename IN ('feedback', 'contact_messages')`.execute(db);
    expect(old).toEqual([]);

    await down(db);
    const { rows: back } = await sql<{ count: number }>`
      SELECT (SELECT count(*) FROM feedback) + (SELECT count(*) FROM contact_messages) AS count`.execute(db);
    expect(Number(back[0]?.count)).toBe(3);
    await up(db);
  });
});
