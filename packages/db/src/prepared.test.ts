import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { isNamed, PLAN_EACH_TIME, STATEMENTS_PER_CONNECTION, statementName } from './prepared';
import { createTestDatabase } from './testing';

describe('which statements are named', () => {
  it('names any with parameters and a single read without any; never BEGIN, several statements or PLAN_EACH_TIME', () => {
    expect(isNamed('insert into t (a) values ($1)', [1])).toBe(true);
    expect(isNamed('select "id" from "walls" order by "id" limit 21', [])).toBe(true);
    expect(isNamed('WITH a AS (SELECT 1) SELECT * FROM a', [])).toBe(true);
    expect(isNamed('begin', [])).toBe(false);
    expect(isNamed('SELECT 1; SELECT 2', [])).toBe(false);
    expect(isNamed('selection_is_not_a_keyword', [])).toBe(false);
    expect(isNamed(`${PLAN_EACH_TIME}SELECT $1::text`, ['x'])).toBe(false);
    expect(isNamed(`${PLAN_EACH_TIME}SELECT 1`, [])).toBe(false);
  });
});

describe("pg's internals that named statements set (NamedQuery in prepared.ts)", () => {
  it('are where pg 8 keeps them: a query result, and the parsers a row as an array is read with', () => {
    const query = new pg.Query('SELECT $1::int AS n', [1]) as unknown as Record<string, unknown>;
    expect(query._result).toBeInstanceOf(pg.Result);
    expect(query._results).toBe(query._result);
    const result = new pg.Result('array', pg.types) as unknown as Record<string, unknown> & {
      parseRow: (row: unknown[]) => unknown;
    };
    result._parsers = [(value: string) => `${value}!`, Number];
    expect(result.parseRow(['a', '2'])).toEqual(['a!', 2]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on Postgres', () => {
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

  // Itself a read without parameters, so named too (isNamed).
  const NAMES = 'SELECT name FROM pg_prepared_statements ORDER BY name';
  const named = async () => (await sql.raw<{ name: string }>(NAMES).execute(handle.db)).rows.map((row) => row.name);

  it('names a query with parameters, and a read without any, by its text; BEGIN and a script stay unnamed', async () => {
    const row = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'nobody@example.com')
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(0);
    const compiled = handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'other@example.com')
      .compile();
    // A list's first page has its limits in its text and no parameter: planned once all the same.
    const bare = 'select count(*)::int as n from users';
    for (let run = 0; run < 3; run += 1)
      expect((await sql.raw<{ n: number }>(bare).execute(handle.db)).rows).toEqual([{ n: 0 }]);
    await sql.raw('SELECT 1; SELECT 2').execute(handle.db);
    await handle.db.transaction().execute(async (trx) => sql.raw('SELECT 3 AS three').execute(trx));
    expect(await named()).toEqual([compiled.sql, bare, 'SELECT 3 AS three', NAMES].map(statementName).sort());
  });

  it("answers a named statement's rows as objects with their types, as pg's unnamed ones", async () => {
    const query = sql<Record<string, unknown>>`SELECT 1::int8 AS n, ${'2026-11-29'}::date AS d,
      now() AS at, ARRAY['a', 'b'] AS tags, '{"x": 1}'::jsonb AS doc, NULL AS nothing, 'first' AS twice, 'last' AS twice`;
    const [named] = (await query.execute(handle.db)).rows;
    expect(named).toEqual({
      n: 1,
      d: '2026-11-29',
      at: expect.any(Date),
      tags: ['a', 'b'],
      doc: { x: 1 },
      nothing: null,
      twice: 'last',
    });
    expect(Object.keys(named!)).toEqual(['n', 'd', 'at', 'tags', 'doc', 'nothing', 'twice']);
  });

  it("rejects with Postgres's error, and the connection answers the next statement", async () => {
    const failing = sql`SELECT ${'not a number'}::int AS n`.execute(handle.db);
    await expect(failing).rejects.toMatchObject({ code: '22P02', message: expect.stringContaining('integer') });
    expect((await sql<{ n: number }>`SELECT ${'7'}::int AS n`.execute(handle.db)).rows).toEqual([{ n: 7 }]);
  });

  it('leaves a statement marked PLAN_EACH_TIME unnamed, planned for its values on every run', async () => {
    const before = await named();
    const query = (word: string) => sql<{ v: string }>`${sql.raw(PLAN_EACH_TIME)}SELECT ${word}::text AS v`;
    // Past five runs Postgres would have switched a named statement to its generic plan.
    for (let run = 0; run < 7; run += 1)
      expect((await query(`run ${run}`).execute(handle.db)).rows[0]?.v).toBe(`run ${run}`);
    expect(await named()).toEqual(before);
  });

  it('keeps at most its bound per connection, deallocating the least recently used', async () => {
    // Past the bound the oldest names go; one used again is prepared again.
    for (let i = 0; i < STATEMENTS_PER_CONNECTION + 5; i += 1)
      await sql`SELECT ${i}::int AS v, ${String(i)}::text AS ${sql.raw(`shape_${i}`)}`.execute(handle.db);
    const names = await named();
    expect(names).toHaveLength(STATEMENTS_PER_CONNECTION);
    const again = await sql<{ v: number }>`SELECT ${0}::int AS v, ${'0'}::text AS shape_0`.execute(handle.db);
    expect(again.rows[0]?.v).toBe(0);
    expect(await named()).toHaveLength(STATEMENTS_PER_CONNECTION);
  });
});
