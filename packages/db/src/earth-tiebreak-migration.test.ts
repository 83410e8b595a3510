import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { down, up } from './migrations/2026_11_28_0900_earth_tiebreak';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => handle.close());

const SPOT = { latitude: 29.7604, longitude: -95.3698 };
/** 0, 1 and 5 miles north of the spot (a degree of latitude is 69.05 miles on earthdistance's sphere). */
const VIEWERS = [0, 1, 5].map((miles) => ({ latitude: SPOT.latitude + miles / 69.05, longitude: SPOT.longitude }));

/** Great-circle miles from a chord, as discover works them out (milesOf), to the micro-mile. */
const miles = (chord: ReturnType<typeof sql>) =>
  sql`round((2 * 3959 * asin(least(1, ${chord} / (2 * earth()))))::numeric, 6)::float8`;

/** From a viewer to each wall: the chord to its stored point, and the miles to it and to its ground point. */
async function distances(db: Kysely<any>, viewer: { latitude: number; longitude: number }) {
  const from = sql`ll_to_earth(${viewer.latitude}::float8, ${viewer.longitude}::float8)::cube`;
  const { rows } = await sql<{ id: string; chord: number; miles: number; groundMiles: number }>`
    SELECT id, earth <-> ${from} AS chord, ${miles(sql`(earth <-> ${from})`)} AS miles,
      ${miles(sql`(ll_to_earth(latitude, longitude) <-> ${from})`)} AS "groundMiles"
    FROM walls WHERE latitude IS NOT NULL ORDER BY id`.execute(db);
  return rows;
}

/**
 * The i-th of 40 ids whose first 32 bits (the raise) are far apart, none of them zero (a row left on the ground).
 * With random ids this test failed now and then (39 distances of 40): a point's coordinates are doubles of the
 * Earth's radius, so the raise, under a tenth of a millimetre, comes in about 100,000 steps, and two of 40 random
 * ids land on one about once in a hundred runs.
 */
const spreadId = (i: number) =>
  `${((i + 1) * 0x06000000).toString(16).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('the stored points raised apart', () => {
  it('puts rows at one spot at different distances from any viewer, without moving them by a micro-mile', async () => {
    const db = handle.db as Kysely<any>;
    const owner = await db
      .insertInto('users')
      .values({ email: 'tiebreak@example.com', password_hash: 'x', ...SPOT })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('walls')
      .values(
        Array.from({ length: 40 }, (_, i) => ({ id: spreadId(i), owner_id: owner.id, title: `Wall ${i}`, ...SPOT })),
      )
      .execute();

    for (const viewer of VIEWERS) {
      const raised = await distances(db, viewer);
      expect(new Set(raised.map((r) => r.chord)).size).toBe(40);
      // The distance shown and the buckets' ends are those of the ground point, to the micro-mile.
      for (const row of raised) expect(Math.abs(row.miles - row.groundMiles)).toBeLessThanOrEqual(0.000001);
    }

    // A nearest-first walk of the index stops at its page: the 5th row is nearer than the 6th.
    const { rows } = await sql<{ chord: number }>`SELECT earth <-> ll_to_earth(${SPOT.latitude}::float8,
        ${SPOT.longitude}::float8)::cube AS chord
      FROM walls WHERE latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY 1 LIMIT 6`.execute(db);
    expect(rows[4]!.chord).toBeLessThan(rows[5]!.chord);
    expect(rows[5]!.chord).toBeLessThan(0.0001);
  });

  it('goes back to the ground points and forward again, with the indexes a walk reads', async () => {
    const db = handle.db as Kysely<any>;
    const indexes = async () =>
      (
        await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname LIKE '%earth_idx'
          ORDER BY indexname`.execute(db)
      ).rows.map((r) => r.indexdef);
    const before = await indexes();
    expect(before).toHaveLength(4);
    const onTheGround = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM walls
          WHERE earth::cube = ll_to_earth(latitude, longitude)::cube`.execute(db)
      ).rows[0]!.n;

    await down(db);
    expect(await onTheGround()).toBe(40);
    expect(new Set((await distances(db, SPOT)).map((r) => r.chord)).size).toBe(1);
    expect(await indexes()).toEqual(before);

    await up(db);
    expect(await onTheGround()).toBe(0);
    expect(await indexes()).toEqual(before);
  });
});
