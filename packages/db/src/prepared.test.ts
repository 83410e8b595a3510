import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { STATEMENTS_PER_CONNECTION, statementName } from './prepared';
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
