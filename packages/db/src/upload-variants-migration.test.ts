import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_25_1620_upload_variants';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

describe('the upload variants migration', () => {
  it('leaves photos uploaded before it waiting for their copies, and GIFs and unfinished uploads without', async () => {
    const db = handle.db;
    await down(db);
    const { id: ownerId } = await db
      .insertInto('users')
      .values({ email: 'photos@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const upload = (key: string, status: 'uploaded' | 'pending' | 'rejected') =>
      db
        .insertInto('uploads')
        .values({ owner_id: ownerId, object_key: key, content_type: 'image/png', status, expires_at: new Date() })
        .execute();
    await upload('a.png', 'uploaded');
    await upload('b.jpg', 'uploaded');
    await upload('c.webp', 'uploaded');
    await upload('d.gif', 'uploaded');
    await upload('e.png', 'pending');
    await upload('f.png', 'rejected');

    await up(db);

    const rows = await db.selectFrom('uploads').select(['object_key', 'variants']).orderBy('object_key').execute();
    expect(rows).toEqual([
      { object_key: 'a.png', variants: 'pending' },
      { object_key: 'b.jpg', variants: 'pending' },
      { object_key: 'c.webp', variants: 'pending' },
      { object_key: 'd.gif', variants: null },
      { object_key: 'e.png', variants: null },
      { object_key: 'f.png', variants: null },
    ]);
  });
});
