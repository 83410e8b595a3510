import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerAs } from '../../../test/fixtures';
import { addArtistProfile, addBrandProfile, createPerson, createWall } from '../recently-viewed/test-fixtures';

/** A person's home to 6 decimals, and what everyone else may see of it (2 decimals, about 1 km). */
const HOME = { location: 'Houston, TX', latitude: 29.764123, longitude: -95.367891 };
const COARSE = { latitude: 29.76, longitude: -95.37 };
const EXACT = { latitude: HOME.latitude, longitude: HOME.longitude };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => call(t.app, cookie, { method: 'GET', url });
const position = (body: { latitude: number | null; longitude: number | null }) => ({
  latitude: body.latitude,
  longitude: body.longitude,
});

describe("others see a person's coordinates to about 1 km; the person sees their own exactly", () => {
  it('GET /api/users/{id}', async () => {
    const person = await createPerson(t.app, t.database.db, 'artist', HOME);
    const stranger = await registerAs(t.app, 'brand');
    expect(position((await get(`/api/users/${person.id}`)).json())).toEqual(COARSE);
    expect(position((await get(`/api/users/${person.id}`, stranger.cookie)).json())).toEqual(COARSE);
    expect(position((await get(`/api/users/${person.id}`, person.cookie)).json())).toEqual(EXACT);
    // The own record keeps the exact values.
    expect(position((await get('/api/auth/user', person.cookie)).json().user)).toEqual(EXACT);
  });

  it('GET /api/users (the list), to about 1 km even for the person', async () => {
    const person = await createPerson(t.app, t.database.db, 'artist', { ...HOME, firstName: 'Listed' });
    const listed = (await get(`/api/users?search=Listed&userType=artist&limit=100`, person.cookie)).json().items;
    expect(position(listed.find((user: { id: string }) => user.id === person.id))).toEqual(COARSE);
  });

  it('GET /api/brands/{id}', async () => {
    const brand = await createPerson(t.app, t.database.db, 'brand', HOME);
    const stranger = await registerAs(t.app, 'artist');
    expect(position((await get(`/api/brands/${brand.id}`)).json())).toEqual(COARSE);
    expect(position((await get(`/api/brands/${brand.id}`, stranger.cookie)).json())).toEqual(COARSE);
    expect(position((await get(`/api/brands/${brand.id}`, brand.cookie)).json())).toEqual(EXACT);
  });

  it("a brand project without a position of its own stands at its brand's home to about 1 km, for everyone", async () => {
    const brand = await createPerson(t.app, t.database.db, 'brand', HOME);
    const created = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { title: 'Home project', location: 'Houston, TX' },
    });
    expect(created.statusCode).toBe(201);
    expect(position((await get(`/api/projects/${created.json().id}`)).json())).toEqual(COARSE);
    expect(position((await get(`/api/projects/${created.json().id}`, brand.cookie)).json())).toEqual(COARSE);
  });

  it('a position just below 0 rounds to 0, never to -0', async () => {
    const person = await createPerson(t.app, t.database.db, 'artist', { latitude: -0.004, longitude: 0.004 });
    expect(position((await get(`/api/users/${person.id}`)).json())).toEqual({ latitude: 0, longitude: 0 });
    expect(Object.is((await get(`/api/users/${person.id}`)).json().latitude, -0)).toBe(false);
  });
});

describe('GET /api/discover', () => {
  type Item = Outputs['discover']['search']['items'][number];
  const search = async (params: Record<string, string | number>, cookie?: string) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await get(`/api/discover?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return json<Outputs['discover']['search']>(response).items;
  };
  const byId = (items: Item[], id: string) => items.find((item) => item.id === id);

  it("cards and pins of artists and brands are coarse for others, walls keep their exact pin, and a person's distance is whole miles", async () => {
    const artist = await createPerson(t.app, t.database.db, 'artist', { ...HOME, firstName: 'Coarse' });
    await addArtistProfile(t.database.db, artist.id);
    const brand = await createPerson(t.app, t.database.db, 'brand', { ...HOME, firstName: 'Coarse' });
    await addBrandProfile(t.database.db, brand.id);
    const wall = await createWall(t.database.db, brand.id, { ...HOME, title: 'Coarse test wall' });
    const viewer = { lat: 29.9, lng: -95.5 };
    const items = await search({ ...viewer, search: 'coarse', limit: 100 });

    for (const id of [artist.id, brand.id]) {
      const item = byId(items, id);
      expect(position(item!)).toEqual(COARSE);
      expect(Number.isInteger(item!.distanceMiles)).toBe(true);
    }
    const wallItem = byId(items, wall.id);
    expect(position(wallItem!)).toEqual(EXACT);
    expect(Number.isInteger(wallItem!.distanceMiles)).toBe(false);
    // The person is not shown their own card (discover leaves it out), and sees the brand's coarse like anyone.
    const own = await search({ search: 'coarse', limit: 100 }, artist.cookie);
    expect(byId(own, artist.id)).toBeUndefined();
    expect(position(byId(own, brand.id)!)).toEqual(COARSE);
  });

  it('sorts people by their exact distance, not the rounded one', async () => {
    // Both round to a cell whose centre is nearer for `second`; the exact positions put `first` nearer.
    const first = await createPerson(t.app, t.database.db, 'artist', {
      firstName: 'Sortexact',
      latitude: 40.764,
      longitude: -73.98,
    });
    const second = await createPerson(t.app, t.database.db, 'artist', {
      firstName: 'Sortexact',
      latitude: 40.767,
      longitude: -73.98,
    });
    await addArtistProfile(t.database.db, first.id);
    await addArtistProfile(t.database.db, second.id);
    const items = await search({ lat: 40.7654, lng: -73.98, search: 'sortexact' });
    expect(items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(items.map(position)).toEqual([
      { latitude: 40.76, longitude: -73.98 },
      { latitude: 40.77, longitude: -73.98 },
    ]);
  });
});

describe('GET /api/dashboard/matches', () => {
  it('gives the distance to other people in whole miles', async () => {
    const brand = await createPerson(t.app, t.database.db, 'brand', HOME);
    await addBrandProfile(t.database.db, brand.id);
    const artist = await createPerson(t.app, t.database.db, 'artist', {
      latitude: HOME.latitude + 0.01,
      longitude: HOME.longitude,
    });
    await addArtistProfile(t.database.db, artist.id);
    const response = await get('/api/dashboard/matches', brand.cookie);
    const item = response.json().items.find((i: { id: string }) => i.id === artist.id);
    expect(item.distanceMiles).toBe(1);
  });
});
