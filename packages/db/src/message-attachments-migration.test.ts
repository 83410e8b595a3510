import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as attachments from './migrations/2026_11_28_0640_message_attachments';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const tableExists = async (db: Kysely<any>) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables
    WHERE table_name = 'message_attachments'`.execute(db);
  return rows[0]?.n === 1;
};

describe('the message attachments migration', () => {
  it('allows files-only messages, and goes back (their text says the file is gone) and forward again', async () => {
    const db = handle.db as Kysely<any>;
    const user = (email: string) =>
      db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const [ava, bea] = [await user('ava@example.com'), await user('bea@example.com')];
    const upload = await db
      .insertInto('uploads')
      .values({ owner_id: ava.id, object_key: 'att-x.pdf', expires_at: new Date(), file_name: 'quote.pdf' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('messages')
      .values({ sender_id: ava.id, receiver_id: bea.id, content: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('message_attachments')
      .values({ message_id: message.id, upload_id: upload.id, position: 0 })
      .execute();
    await expect(
      db
        .insertInto('message_attachments')
        .values({ message_id: message.id, upload_id: upload.id, position: 1 })
        .execute(),
    ).rejects.toThrow(/unique/i);

    await attachments.down(db);
    expect(await tableExists(db)).toBe(false);
    const kept = await db
      .selectFrom('messages')
      .select('content')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(kept.content).toBe('(a file that is no longer available)');
    await expect(
      db.insertInto('messages').values({ sender_id: ava.id, receiver_id: bea.id, content: '' }).execute(),
    ).rejects.toThrow(/messages_content_check/);

    await attachments.up(db);
    expect(await tableExists(db)).toBe(true);
    await db.insertInto('messages').values({ sender_id: ava.id, receiver_id: bea.id, content: '' }).execute();
  });
});
