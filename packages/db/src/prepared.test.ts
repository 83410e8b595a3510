import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { PLAN_EACH_TIME, STATEMENTS_PER_CONNECTION, statementName } from './prepared';
import { createTestDatabase } from './testing';

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

  const named = async () =>
    (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(handle.db)).rows.map(
      (row) => row.name,
    );

  it('names a query with parameters by its text, and leaves one without any unnamed', async () => {
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
    expect(await named()).toEqual([statementName(compiled.sql)]);
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
