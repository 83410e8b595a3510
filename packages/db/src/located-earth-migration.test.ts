import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrations } from './migrations';
import { down, up } from './migrations/2026_11_27_0100_located_earth';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
/**
 * Whether a row's stored point is ll_to_earth of its coordinates raised by less than a tenth of a millimetre (migration
 * 2026_11_28_0900): straight up, so as far from the ground point as above the sphere. NULL without coordinates.
 */
const samePoint = sql<boolean>`cube_distance(earth, ll_to_earth(latitude, longitude)) < 0.0001
  AND abs(cube_distance(earth, ll_to_earth(latitude, longitude)) - (cube_distance(earth, '(0,0,0)'::cube) - earth())) < 1e-6`;

describe('the stored point of located rows', () => {
  it('is the point of the coordinates, follows their updates, and is NULL without them', async () => {
    const db = handle.db;
    const owner = await db
      .insertInto('users')
      .values({ email: 'earth-owner@example.com', password_hash: 'x', ...HOUSTON })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [located, unlocated] = await db
      .insertInto('walls')
      .values([
        { owner_id: owner.id, title: 'Located', ...HOUSTON },
        { owner_id: owner.id, title: 'Unlocated' },
      ])
      .returning('id')
      .execute();
    const pointsMatch = (id: string) =>
      db
        .selectFrom('walls')
        .select(['earth', samePoint.as('same')])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    expect(await pointsMatch(located!.id)).toMatchObject({ same: true });
    expect(await pointsMatch(unlocated!.id)).toEqual({ earth: null, same: null });

    const before = (await pointsMatch(located!.id)).earth;
    await db
      .updateTable('walls')
      .set({ latitude: 30.2672, longitude: -97.7431 })
      .where('id', '=', located!.id)
      .execute();
    const after = await pointsMatch(located!.id);
    expect(after).toMatchObject({ same: true });
    expect(after.earth).not.toEqual(before);
    const user = await db
      .selectFrom('users')
      .select(samePoint.as('same'))
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user.same).toBe(true);
  });

  it('is what the GiST index holds, so a nearest-first walk reads the index', async () => {
    const db = handle.db;
    await sql`SET enable_seqscan = off`.execute(db);
    try {
      // Projects keep one index per kind (discover reads one kind a branch).
      const walks = [
        { table: 'users', where: sql``, index: 'users_earth_idx' },
        { table: 'walls', where: sql``, index: 'walls_earth_idx' },
        { table: 'projects', where: sql`kind = 'brand' AND`, index: 'projects_brand_earth_idx' },
        { table: 'projects', where: sql`kind = 'wall' AND`, index: 'projects_wall_earth_idx' },
      ];
      for (const { table, where, index } of walks) {
        const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM ${sql.table(table)}
          WHERE ${where} latitude IS NOT NULL AND longitude IS NOT NULL
          ORDER BY earth <-> ll_to_earth(${HOUSTON.latitude}::float8, ${HOUSTON.longitude}::float8) LIMIT 5`.execute(
          db,
        );
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(`Index Scan using ${index}`);
      }
    } finally {
      await sql`RESET enable_seqscan`.execute(db);
    }
  });

  it('goes back to the index on the expression and forward again with the rows in place', async () => {
    // The migration ran on two project tables: no table types to check against.
    const db = handle.db as Kysely<any>;
    const back = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    const { error } = await back.migrateTo('2026_11_27_0100_located_earth');
    if (error) throw error instanceof Error ? error : new Error(String(error));
    await down(db);
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'walls' AND column_name = 'earth'`.execute(db);
    expect(columns.rows).toEqual([]);
    await up(db);
    const { count } = await db
      .selectFrom('walls')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<boolean>`earth::cube IS DISTINCT FROM ll_to_earth(latitude, longitude)::cube`)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
