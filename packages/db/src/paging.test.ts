import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { InvalidCursorError, paginate, type SortKey } from './paging';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a scratch table outside the schema

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  await sql`CREATE TABLE paging_items (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), created_at timestamptz NOT NULL, name text NOT NULL)`.execute(
    db,
  );
  // Timestamps a microsecond apart (a JavaScript Date would see them as one) and exact ties.
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 25; i += 1) {
    const micros = i % 5 === 0 ? 0 : i;
    await sql`INSERT INTO paging_items (created_at, name) VALUES (${new Date(base + Math.floor(i / 3) * 1000).toISOString()}::timestamptz + ${micros} * interval '1 microsecond', ${`n${i % 4}`})`.execute(
      db,
    );
  }
}, 120_000);
afterAll(async () => handle.close());

async function everyPage(sort: readonly SortKey[], limit: number) {
  const seen: { id: string }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: { items: { id: string }[]; nextCursor: string | null } = await paginate(
      db.selectFrom('paging_items').select(['id', 'name', 'created_at']),
      { sort, cursor, limit },
    );
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids: seen.map((row) => row.id), pages };
}

describe('paginate', () => {
  it('walks a list in its order, each row once, with null after the last page', async () => {
    const sort = [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ] as const;
    const all = await db
      .selectFrom('paging_items')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const { ids, pages } = await everyPage(sort, 7);
    expect(ids).toEqual(all.map((row) => row.id));
    expect(pages).toBe(4);
  });

  it('handles keys sorted in different directions', async () => {
    const sort = [
      ['name', 'asc'],
      ['created_at', 'desc'],
      ['id', 'asc'],
    ] as const;
    const all = await db
      .selectFrom('paging_items')
      .select('id')
      .orderBy('name', 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .execute();
    expect((await everyPage(sort, 4)).ids).toEqual(all.map((row) => row.id));
  });

  it('answers a page exactly the size of the list with no next cursor, and keeps the row shape', async () => {
    const page = await paginate(db.selectFrom('paging_items').select(['id', 'name']), {
      sort: [['id', 'asc']],
      limit: 25,
    });
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).toBeNull();
    expect(Object.keys(page.items[0]!).sort()).toEqual(['id', 'name']);
  });

  it('keeps the row shape with three sort keys, and refuses a fourth (the cursor columns it drops)', async () => {
    const query = db.selectFrom('paging_items').select(['id', 'name', 'created_at']);
    const page = await paginate(query, {
      sort: [
        ['name', 'asc'],
        ['created_at', 'desc'],
        ['id', 'asc'],
      ],
      limit: 3,
    });
    expect(Object.keys(page.items[0]!)).toEqual(['id', 'name', 'created_at']);
    await expect(
      paginate(query, {
        sort: [
          ['name', 'asc'],
          ['created_at', 'desc'],
          ['id', 'asc'],
          ['name', 'desc'],
        ],
        limit: 3,
      }),
    ).rejects.toThrow('paginate sorts by at most 3 keys');
  });

  it('refuses a cursor it did not make', async () => {
    const query = db.selectFrom('paging_items').select('id');
    for (const cursor of [
      'nope',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('["a","b"]').toString('base64url'),
      Buffer.from('["not-a-uuid"]').toString('base64url'),
    ]) {
      await expect(paginate(query, { sort: [['id', 'asc']], cursor, limit: 5 })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
    }
    const forgedTime = Buffer.from('["yesterday-ish","00000000-0000-4000-8000-000000000000"]').toString('base64url');
    await expect(
      paginate(query, {
        sort: [
          ['created_at', 'desc'],
          ['id', 'desc'],
        ],
        cursor: forgedTime,
        limit: 5,
      }),
    ).rejects.toBeInstanceOf(InvalidCursorError);
  });
});
