import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createServer } from '../../server';
import { discoverStatement } from './queries';
import { ZDiscoverSearchRequest } from './schemas';
import { toDiscoverQuery } from './service';
import { VIEWER, addArtist, addBrand, addBrandProject, addUser, addWall, discover, northOf } from './test-fixtures';

/**
 * On Postgres every query with parameters is a named prepared statement (packages/db/src/prepared.ts): the
 * discover statement is parsed once per connection and, after five runs planned for their values, served by one
 * generic plan, which Postgres keeps only when it costs no more than those (queries.ts: the viewer's point as one
 * value, the category filters in the text). A text search too: its plan holds every way of finding its words,
 * and which one runs is decided as it runs (queries.ts, `ranked`), so it does not depend on the words.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('discover as a prepared statement on Postgres', () => {
  let database: DatabaseHandle;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const owner = await addUser(db, ['wall_owner'], { first_name: 'Olive' });
    for (let i = 0; i < 5; i += 1) {
      await addArtist(db, { first_name: `Mural ${i}`, specialties: ['Murals'], ...northOf(i) });
      await addBrandProject(db, await addBrand(db, { company_name: `Mural Co ${i}` }), { title: `Mural ${i}` });
    }
    // Enough walls that a plan reading a whole branch, or computing the viewer's point on every row, costs more
    // than one that merges the branches' first rows: Postgres then plans every call unless the generic plan is as good.
    for (let i = 0; i < 60; i += 1) await addWall(db, owner, { title: `Mural wall ${i}`, ...northOf(i / 4 + 0.5) });
    // A word held by one item: Postgres must not plan for it (queries.ts, `textChecks`).
    await addWall(db, owner, { title: 'Zephyr wall', ...northOf(200) });
    await sql`ANALYZE`.execute(db);
    // One connection, so what the statements' table shows is the connection the API used.
    handle = await openDatabase({ kind: 'postgres', connectionString: database.connectionString!, maxConnections: 1 });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', VERIFICATION_TICK_SECONDS: '0' });
    app = await createServer({ env, database: handle, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.close();
  });

  const statements = async () =>
    (
      await sql<{
        statement: string;
        generic_plans: number;
        custom_plans: number;
      }>`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'wc_%'`.execute(
        handle.db,
      )
    ).rows.filter((row) => /AS sort_time/.test(row.statement));

  it('parses each shape once and keeps its generic plan after five runs, with the same rows on every run, text searches included', async () => {
    const near = { lat: VIEWER.lat, lng: VIEWER.lng };
    const shapes: Record<string, string | number>[] = [
      { limit: 5 },
      { search: 'mural', limit: 4 },
      { search: 'mural wall', ...near, limit: 3 },
      { search: 'mural', ...near, distance: '5-10', limit: 3 },
      { search: 'a', limit: 3 },
      { search: 'zephyr', limit: 3 },
      { search: 'zephyr', ...near, distance: 'over-50', limit: 3 },
      { ...near, limit: 3 },
      { ...near, distance: 'under-5', limit: 3 },
      { ...near, tab: 'walls', limit: 100 },
      { specialties: 'MURALS', limit: 3 },
      { projectStatus: 'OPEN', limit: 3 },
    ];
    for (const params of shapes) {
      const first = await discover(app, params);
      expect(first.items.length).toBeGreaterThan(0);
      // Postgres plans the first five runs for their values, then may switch to one generic plan.
      for (let run = 0; run < 8; run += 1) expect(await discover(app, params)).toEqual(first);
    }
    const discovers = await statements();
    expect(discovers).toHaveLength(shapes.length);
    for (const row of discovers)
      expect({ custom: row.custom_plans, generic: row.generic_plans }).toEqual({ custom: 5, generic: 4 });
  });

  it('merges the walks of a distance filter from the viewer before cutting them, so each type gives only the rows the page takes', async () => {
    const plan = async (params: object) => {
      const statement = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse(params)))!;
      const { sql: text, parameters } = statement.compile(handle.db);
      const explained = await handle.db.executeQuery<{ 'QUERY PLAN': string }>({
        sql: `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${text}`,
        parameters,
        query: statement.toOperationNode(),
      } as never);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const near = { lat: VIEWER.lat, lng: VIEWER.lng, tab: 'all', limit: 3 };
    // The same merge as the plain nearest-first page: no part's page is appended and sorted whole.
    for (const params of [
      { ...near, distance: 'under-5' },
      { ...near, distance: ['under-5', '5-10'] },
    ]) {
      const text = await plan(params);
      expect(text).toContain('Merge Append');
      expect(text).not.toMatch(/-> +Append/);
    }
    // Cut after the merge, the page is the nearest page's items that are inside, in its order.
    const nearest = (await discover(app, { ...near, limit: 100 })).items;
    const inside = (await discover(app, { ...near, distance: 'under-5', limit: 100 })).items;
    expect(inside.length).toBeGreaterThan(3);
    // The buckets read distances rounded to micro-miles (queries.ts, `bucketCheck`): Mural wall 18, 5 miles north,
    // is 5 miles whether its sum comes out at 4.99999999999993 or 5.00000000000001.
    const underFive = (miles: number | null) => miles !== null && Math.round(miles * 1e6) / 1e6 < 5;
    expect(inside).toEqual(nearest.filter((item) => underFive(item.distanceMiles)));
  });

  it("estimates a text search alike whatever its words, so a plan for a call's words never looks cheaper than the one plan", async () => {
    const estimate = async (search: string) => {
      const statement = discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse({ search, limit: 3 })))!;
      const { sql: text, parameters } = statement.compile(handle.db);
      const explained = await handle.db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>({
        sql: `EXPLAIN (FORMAT JSON) ${text}`,
        parameters,
        query: statement.toOperationNode(),
      } as never);
      return explained.rows[0]!['QUERY PLAN'][0].Plan['Total Cost'];
    };
    // One item holds "zephyr", 70 hold "mural": Postgres's statistics tell them apart, the plan must not.
    expect(await estimate('zephyr')).toBe(await estimate('mural'));
  });
});
