import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB, DatabaseHandle } from './client';
import { shapedStatement } from './statements';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const [email, first] of [
    ['ada@example.com', 'Ada'],
    ['bo@example.com', 'Bo'],
    ['cy@example.com', 'Cy'],
  ] as const)
    await handle.db.insertInto('users').values({ email, password_hash: 'x', first_name: first }).execute();
}, 120_000);
afterAll(async () => handle.close());

describe('a statement built once per shape', () => {
  let builds = 0;
  const named = shapedStatement((db: DB, order: 'asc' | 'desc', values: { first?: string; take: number }) => {
    builds += 1;
    let query = db.selectFrom('users').select(['first_name']).orderBy('first_name', order).limit(values.take);
    if (values.first !== undefined) query = query.where('first_name', '=', values.first);
    return query;
  });

  it('is built once for a shape and binds each call its own values', async () => {
    builds = 0;
    expect(await named.execute(handle.db, 'asc', { first: 'Bo', take: 5 })).toEqual([{ first_name: 'Bo' }]);
    expect(await named.execute(handle.db, 'asc', { first: 'Cy', take: 5 })).toEqual([{ first_name: 'Cy' }]);
    expect(builds).toBe(1);
    const a = named.compile(handle.db, 'asc', { first: 'Ada', take: 1 });
    expect(a.parameters).toEqual(['Ada', 1]);
    expect(a.sql).toBe(named.compile(handle.db, 'asc', { first: 'Bo', take: 2 }).sql);
  });

  it('builds another shape when a value is left out or the shape differs, and keeps the text Kysely gives', async () => {
    builds = 0;
    const all = await named.execute(handle.db, 'desc', { take: 2 });
    expect(all).toEqual([{ first_name: 'Cy' }, { first_name: 'Bo' }]);
    expect(await named.execute(handle.db, 'asc', { first: undefined, take: 1 })).toEqual([{ first_name: 'Ada' }]);
    expect(builds).toBe(2);
    const direct = handle.db
      .selectFrom('users')
      .select(['first_name'])
      .orderBy('first_name', 'desc')
      .limit(2)
      .compile();
    expect(named.compile(handle.db, 'desc', { take: 2 })).toMatchObject({ sql: direct.sql, parameters: [2] });
  });

  it('binds values inside sql templates, and keeps the shape constants it was built with', async () => {
    const count = shapedStatement((db: DB, domain: string, values: { like: string }) =>
      db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('email', 'like', sql<string>`${values.like} || ${domain}`),
    );
    expect(await count.execute(handle.db, '@example.com', { like: 'b%' })).toEqual([{ n: 1 }]);
    expect(await count.execute(handle.db, '@example.com', { like: '%' })).toEqual([{ n: 3 }]);
    expect(await count.execute(handle.db, '@elsewhere.com', { like: '%' })).toEqual([{ n: 0 }]);
  });
});
