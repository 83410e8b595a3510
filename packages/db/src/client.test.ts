import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { PLAN_EACH_TIME } from './prepared';
import { createTestDatabase } from './testing';

const parserOf = (oid: number) => pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;

describe("Postgres's arrays as the pg client reads them", () => {
  it('reads text, varchar and uuid arrays entry by entry: NULL as null, quoted entries as written', () => {
    const text = String.raw`{plain,NULL,"","NULL","say \"hi\"","back\\slash","comma, {brace}",é✓}`;
    const expected = ['plain', null, '', 'NULL', 'say "hi"', String.raw`back\slash`, 'comma, {brace}', 'é✓'];
    for (const oid of [1009, 1015]) expect(parserOf(oid)(text)).toEqual(expected);
    expect(parserOf(2951)('{5f0c1b7e-0b7e-4e3e-9a0c-1b7e0b7e4e3e,NULL}')).toEqual([
      '5f0c1b7e-0b7e-4e3e-9a0c-1b7e0b7e4e3e',
      null,
    ]);
    expect(parserOf(1009)('{}')).toEqual([]);
    expect(parserOf(1009)('{{a,b},{c,NULL}}')).toEqual([
      ['a', 'b'],
      ['c', null],
    ]);
  });

  it('reads integer arrays as numbers', () => {
    expect(parserOf(1007)('{1,-20,NULL,300}')).toEqual([1, -20, null, 300]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('arrays read from Postgres', () => {
  let database: DatabaseHandle;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({ kind: 'postgres', connectionString: database.connectionString!, maxConnections: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.close();
  });

  it('come back as they were written, named statement or not', async () => {
    const values = ['plain', null, '', 'NULL', 'say "hi"', String.raw`back\slash`, 'comma, {brace}', 'é✓'];
    const named = sql<{ texts: unknown; ints: unknown; none: unknown }>`SELECT ${values}::text[] AS texts,
      ARRAY[1, NULL, 3]::int4[] AS ints, '{}'::text[] AS none`;
    // Marked to be planned each time, so sent unnamed: pg's own path, rows as objects.
    const unnamed = sql<{ texts: unknown }>`${sql.raw(PLAN_EACH_TIME)}SELECT ARRAY['plain', NULL, '', 'NULL',
      'say "hi"', 'back\\slash', 'comma, {brace}', 'é✓']::varchar[] AS texts`;
    expect((await named.execute(handle.db)).rows).toEqual([{ texts: values, ints: [1, null, 3], none: [] }]);
    expect((await unnamed.execute(handle.db)).rows).toEqual([{ texts: values }]);
  });
});

describe('arrays read from the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => handle?.close());

  it('come back as they were written, as on Postgres', async () => {
    const values = ['plain', null, '', 'NULL', 'say "hi"', String.raw`back\slash`, 'comma, {brace}', 'é✓'];
    const query = sql<{ texts: unknown; ids: unknown; ints: unknown }>`SELECT ${values}::text[] AS texts,
      ARRAY['5f0c1b7e-0b7e-4e3e-9a0c-1b7e0b7e4e3e', NULL]::uuid[] AS ids, ARRAY[1, NULL, -3]::int4[] AS ints`;
    expect((await query.execute(handle.db)).rows).toEqual([
      { texts: values, ids: ['5f0c1b7e-0b7e-4e3e-9a0c-1b7e0b7e4e3e', null], ints: [1, null, -3] },
    ]);
  });
});
