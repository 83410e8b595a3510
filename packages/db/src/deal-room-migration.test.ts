import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as dealRoom from './migrations/2026_11_28_0600_deal_room';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const kindExists = async (db: Kysely<any>) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
    WHERE table_name = 'messages' AND column_name = 'kind'`.execute(db);
  return rows[0]?.n === 1;
};

describe('the deal room migration', () => {
  it('goes back (hired projects open again, message kinds gone) and forward again, with its rules in place', async () => {
    const db = handle.db as Kysely<any>;
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const owner = await user('owner@example.com');
    const artist = await user('artist@example.com');
    const project = await db
      .insertInto('projects')
      .values({ kind: 'brand', owner_id: owner.id, title: 'Dock mural', status: 'hired' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = { sender_id: owner.id, receiver_id: artist.id, content: 'Brenda hired Ava for Dock mural' };
    await db
      .insertInto('messages')
      .values({ ...message, kind: 'system' })
      .execute();
    const typed = await db.insertInto('messages').values(message).returning('kind').executeTakeFirstOrThrow();
    expect(typed.kind).toBe('text');

    await dealRoom.down(db);
    expect(await kindExists(db)).toBe(false);
    expect(await db.selectFrom('projects').select('status').where('id', '=', project.id).execute()).toEqual([
      { status: 'open' },
    ]);
    await expect(
      db.updateTable('projects').set({ status: 'hired' }).where('id', '=', project.id).execute(),
    ).rejects.toThrow(/check/i);

    await dealRoom.up(db);
    expect(await kindExists(db)).toBe(true);
    await db.updateTable('projects').set({ status: 'hired' }).where('id', '=', project.id).execute();
    await expect(
      db
        .insertInto('messages')
        .values({ ...message, kind: 'robot' })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
