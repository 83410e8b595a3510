import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import {
  addArtistProfile,
  addBrandProfile,
  createBrandProject,
  createPerson,
  createWall,
  createWallProject,
} from '../recently-viewed/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  // Many people sign up in this file: lift the per-IP sign-up limit.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000' });
});
afterAll(async () => t.close());
// Matches are global (every artist, wall and brand is a candidate): each test starts without users,
// so a constructed ranking never sees another test's rows (walls, profiles and projects cascade).
beforeEach(async () => {
  await t.database.db.deleteFrom('users').execute();
});

// Houston and points at known distances from it.
const HOUSTON = { location: 'Houston, TX', latitude: 29.7604, longitude: -95.3698 };
const KATY = { location: 'Katy, TX', latitude: 29.7858, longitude: -95.8245 }; // about 27 miles
const AUSTIN = { location: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 }; // about 146 miles
const NEARBY = { location: 'Midtown', latitude: 29.745, longitude: -95.38 }; // about 1.2 miles

const matches = (cookie: string) => call(t.app, cookie, { method: 'GET', url: '/api/dashboard/matches' });
type Match = {
  type: string;
  name: string;
  distanceMiles: number | null;
  sharedStyles: number;
  subtitle: string | null;
};

async function artist(name: string, place: object, specialties: string[] = []) {
  const person = await createPerson(t.app, t.database.db, 'artist', { firstName: name, lastName: 'Artist', ...place });
  await addArtistProfile(t.database.db, person.id, { specialties });
  return person;
}

describe('GET /api/dashboard/matches', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/matches' })).statusCode).toBe(401);
  });

  it('ranks artists for a brand nearest first, items without coordinates last, with great-circle miles', async () => {
    const brand = await createPerson(t.app, t.database.db, 'brand', HOUSTON);
    await addBrandProfile(t.database.db, brand.id);
    await artist('Far', AUSTIN);
    await artist('Nowhere', {});
    await artist('Near', NEARBY);
    await artist('Mid', KATY);
    const body = (await matches(brand.cookie)).json();
    expect(body.heading).toBe('Artists For You');
    expect(body.items.map((item: Match) => item.name)).toEqual([
      'Near Artist',
      'Mid Artist',
      'Far Artist',
      'Nowhere Artist',
    ]);
    const [near, mid, far, nowhere] = body.items as Match[];
    expect(near?.distanceMiles).toBeCloseTo(1.2, 0);
    expect(mid?.distanceMiles).toBeGreaterThan(25);
    expect(mid?.distanceMiles).toBeLessThan(30);
    expect(far?.distanceMiles).toBeGreaterThan(140);
    expect(nowhere?.distanceMiles).toBeNull();
  });

  it('within the same distance bucket puts the artist sharing more styles first, case-insensitively', async () => {
    const db = t.database.db;
    const brand = await createPerson(t.app, db, 'brand', HOUSTON);
    await addBrandProfile(db, brand.id, { preferredStyles: ['Murals', 'Abstract'] });
    await createBrandProject(db, brand.id, { preferredStyles: ['Lettering'] });
    await artist('Closest', HOUSTON, ['Portraits']);
    await artist('One', NEARBY, ['murals']);
    await artist('Three', NEARBY, ['MURALS', 'abstract', 'Lettering']);
    await artist('Distant', AUSTIN, ['Murals', 'Abstract', 'Lettering']);
    const items = (await matches(brand.cookie)).json().items as Match[];
    // All of Closest, One and Three are under 5 miles: shared styles decide among them; Austin's full overlap does not beat distance.
    expect(items.map((item) => item.name)).toEqual(['Three Artist', 'One Artist', 'Closest Artist', 'Distant Artist']);
    expect(items.map((item) => item.sharedStyles)).toEqual([3, 1, 0, 3]);
  });

  it('without a viewer location ranks by shared styles, then a stable order', async () => {
    const db = t.database.db;
    const owner = await createPerson(t.app, db, 'wall_owner');
    const wall = await createWall(db, owner.id);
    await createWallProject(db, wall.id, { preferredStyles: ['Graffiti'] });
    await createWallProject(db, wall.id, { preferredStyles: ['Realism'], status: 'completed' });
    await artist('Plain', NEARBY, ['Realism']);
    await artist('Tagger', AUSTIN, ['Graffiti']);
    const first = (await matches(owner.cookie)).json().items as Match[];
    expect(first.map((item) => item.name)).toEqual(['Tagger Artist', 'Plain Artist']);
    expect(first.every((item) => item.distanceMiles === null)).toBe(true);
    expect((await matches(owner.cookie)).json().items).toEqual(first);
  });

  it('never includes the viewer, and shows at most 8 artists', async () => {
    const db = t.database.db;
    const viewer = await createPerson(t.app, db, 'brand', HOUSTON);
    // The viewer also holds an artist profile: still not their own match.
    await call(t.app, viewer.cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    for (let i = 0; i < 10; i += 1) await artist(`A${i}`, NEARBY);
    const items = (await matches(viewer.cookie)).json().items as (Match & { id: string })[];
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.id)).not.toContain(viewer.id);
  });

  it('gives an artist up to 4 available walls then up to 4 brands, ranked, with the wall subtitle', async () => {
    const db = t.database.db;
    const viewer = await artist('Viewer', HOUSTON, ['Murals']);
    const owner = await createPerson(t.app, db, 'wall_owner', { firstName: 'Wanda', lastName: 'Walls' });
    for (let i = 0; i < 5; i += 1) await createWall(db, owner.id, { title: `Far wall ${i}`, ...AUSTIN });
    const near = await createWall(db, owner.id, { title: 'Near wall', ...NEARBY });
    await createWall(db, owner.id, { title: 'Booked wall', ...HOUSTON, status: 'booked' });
    const styled = await createWall(db, owner.id, { title: 'Mural wall', ...AUSTIN });
    await createWallProject(db, styled.id, { preferredStyles: ['murals'] });
    for (let i = 0; i < 5; i += 1) {
      const brand = await createPerson(t.app, db, 'brand', i === 0 ? NEARBY : {});
      await addBrandProfile(db, brand.id, { companyName: `Brand ${i}` });
    }
    const body = (await matches(viewer.cookie)).json();
    expect(body.heading).toBe('Projects For You');
    const items = body.items as (Match & { id: string })[];
    expect(items.map((item) => item.type)).toEqual([
      'wall',
      'wall',
      'wall',
      'wall',
      'brand',
      'brand',
      'brand',
      'brand',
    ]);
    expect(items[0]).toMatchObject({ id: near.id, subtitle: 'Listed by Wanda Walls', href: `/walls/${near.id}` });
    expect(items[1]).toMatchObject({ id: styled.id, sharedStyles: 1 });
    expect(items.map((item) => item.name)).not.toContain('Booked wall');
    expect(items[4]?.name).toBe('Brand 0');
  });

  it("never shows an artist their own walls, and falls back to 'Wall Owner' for an unnamed owner", async () => {
    const db = t.database.db;
    const viewer = await artist('Viewer', {});
    await createWall(db, viewer.id, { title: 'My own wall' });
    const owner = await createPerson(t.app, db, 'wall_owner');
    await db.updateTable('users').set({ first_name: null, last_name: null }).where('id', '=', owner.id).execute();
    await createWall(db, owner.id, { title: 'Their wall' });
    const items = (await matches(viewer.cookie)).json().items as Match[];
    expect(items.map((item) => [item.name, item.subtitle])).toEqual([['Their wall', 'Listed by Wall Owner']]);
  });

  it('answers an empty list when there is nothing to match', async () => {
    const viewer = await registerUser(t.app);
    const body = (await matches(viewer.cookie)).json();
    expect(body).toEqual({ viewerType: null, heading: 'Artists For You', items: [] });
  });
});
