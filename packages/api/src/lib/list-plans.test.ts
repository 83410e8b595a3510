import { openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { createTestDatabase } from '@wallcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createServer } from '../server';
import {
  addArtist,
  addBrand,
  addBrandProject,
  addUser,
  addWall,
  addWallProject,
  northOf,
} from '../domains/discover/test-fixtures';

/**
 * The browse lists on Postgres are planned once per shape: their page sizes, caps, kinds and statuses are written in
 * the text (packages/db paging.ts, lib/paging.ts), so a first page binds no value and the generic plan of one with
 * values is estimated as a plan for them is. Bound, they made the generic plan look costlier at 100x data and
 * every call was planned again (42 of 42 runs); on this test's few rows Postgres takes it either way, hence the
 * check of what is bound.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('list statements on Postgres', () => {
  let database: DatabaseHandle;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const owner = await addUser(db, ['wall_owner']);
    for (let i = 0; i < 40; i += 1) {
      const wall = await addWall(db, owner, { title: `Wall ${i}`, ...northOf(i / 4) });
      await addWallProject(db, wall, { status: i % 3 ? 'open' : 'completed' });
      await addArtist(db, { first_name: `Artist ${i}`, ...northOf(i / 3) });
      const brand = await addBrand(db, { company_name: `Brand ${i}` });
      await addBrandProject(db, brand, { status: i % 3 ? 'open' : 'completed' });
    }
    // More brand projects than a list's total counts to (1,000), so the count stops at its cap as on a large site.
    const brand = await addBrand(db, { company_name: 'Bulk Brand' });
    await sql`INSERT INTO projects (id, kind, owner_id, title, status, created_at)
      SELECT gen_random_uuid(), 'brand', ${brand}::uuid, 'Project ' || g, CASE WHEN g % 3 = 0 THEN 'completed' ELSE 'open' END,
        now() - g * interval '1 minute'
      FROM generate_series(1, 3000) g`.execute(db);
    await sql`ANALYZE`.execute(db);
    // One connection, so the statements' table shows what the API ran.
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

  it('plans each list five times for its values, then keeps the generic plan', async () => {
    const lists = [
      '/api/projects',
      '/api/wall-projects',
      '/api/walls',
      '/api/artists',
      '/api/brands',
      '/api/users?limit=5',
    ];
    for (const url of lists) {
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.json().items.length).toBeGreaterThan(0);
      for (let run = 0; run < 8; run += 1) expect((await app.inject({ method: 'GET', url })).body).toBe(first.body);
    }
    const { rows } = await sql<{ statement: string; types: string; custom_plans: number; generic_plans: number }>`
      SELECT statement, parameter_types::text AS types, custom_plans::int, generic_plans::int FROM pg_prepared_statements
      WHERE statement ~* '(from|join) "(projects|walls|accounts|users)"' AND generic_plans + custom_plans = 9`.execute(
      handle.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(lists.length);
    const replanned = rows.filter((row) => row.custom_plans > 5).map((row) => row.statement.slice(0, 80));
    expect(replanned).toEqual([]);
    // A first page without filters binds nothing at all: one plan, whatever Postgres estimates.
    expect(rows.filter((row) => row.types !== '{}').map((row) => `${row.types} ${row.statement.slice(0, 80)}`)).toEqual(
      [],
    );
  });
});
