import { ensurePlaces } from '@wallcraft/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, registerAs, registerUser } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Towns of 10,000 or more: every city these tests name, in a fifth of the load time.
  await ensurePlaces(t.database.db, { minPopulation: 10_000 });
}, 120_000);
afterAll(async () => t.close());

type Place = { label: string; latitude: number; longitude: number; countryCode: string; region: string | null };

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/places?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const labels = async (q: string, limit = 8) =>
  ((await search(`q=${encodeURIComponent(q)}&limit=${limit}`)).body.items as Place[]).map((p) => p.label);

describe('GET /api/places', () => {
  it('offers the cities that start with the text, the most populous first, to anyone', async () => {
    const { status, body } = await search('q=portl');
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({
      name: 'Portland',
      region: 'OR',
      country: 'United States',
      countryCode: 'US',
      label: 'Portland, OR, United States',
    });
    expect(body.items[0].latitude).toBeCloseTo(45.52, 1);
    expect(body.items[0].longitude).toBeCloseTo(-122.68, 1);
    expect((await labels('portland')).slice(0, 2)).toEqual([
      'Portland, OR, United States',
      'Portland, ME, United States',
    ]);
  });

  it('narrows by what follows a comma: a region code or name, a country code or name', async () => {
    expect((await labels('Portland, ME'))[0]).toBe('Portland, ME, United States');
    expect((await labels('portland, maine'))[0]).toBe('Portland, ME, United States');
    expect(await labels('Lyon, France', 3)).toEqual(['Lyon, France']);
    expect((await labels('Toronto, CA'))[0]).toBe('Toronto, ON, Canada');
    expect(await labels('Portland, Narnia')).toEqual([]);
  });

  it('finds names without their accents, and misspelt ones', async () => {
    expect((await labels('montreal'))[0]).toBe('Montréal, QC, Canada');
    expect((await labels('Portlnd')).slice(0, 2)).toContain('Portland, OR, United States');
  });

  it('keeps to the limit and refuses text too short or too long to search', async () => {
    expect(await labels('san', 3)).toHaveLength(3);
    const short = await search('q=a');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Type at least 2 letters of a city');
    expect((await search(`q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await search('q=port&limit=50')).status).toBe(400);
    // LIKE's own characters are text here.
    expect((await search('q=%25%25')).body.items).toEqual([]);
  });
});

describe('GET /api/places/nearest', () => {
  it('names the city nearest a position, or none far from any', async () => {
    const houston = await t.app.inject({ method: 'GET', url: '/api/places/nearest?latitude=29.76&longitude=-95.37' });
    expect(houston.statusCode).toBe(200);
    expect(houston.json().place.label).toBe('Houston, TX, United States');
    const ocean = await t.app.inject({ method: 'GET', url: '/api/places/nearest?latitude=0&longitude=-140' });
    expect(ocean.json()).toEqual({ place: null });
    // Across the antimeridian: Fiji's Labasa sits at 179.4°E.
    const fiji = await t.app.inject({ method: 'GET', url: '/api/places/nearest?latitude=-16.43&longitude=-179.9' });
    expect(fiji.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/places/nearest?latitude=91&longitude=0' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a location written without coordinates', () => {
  it("takes its city's coordinates; coordinates sent win; an unknown place stands at its brand's", async () => {
    // The brand onboarded in Houston (registerAs), so it has Houston's coordinates too.
    const brand = await registerAs(t.app, 'brand');
    const located = await createProject(t.app, brand.cookie, { location: 'Austin, TX' });
    expect(located.latitude).toBeCloseTo(30.27, 1);
    expect(located.longitude).toBeCloseTo(-97.74, 1);
    const pinned = await createProject(t.app, brand.cookie, { location: 'Austin, TX', latitude: 30, longitude: -97 });
    expect(pinned).toMatchObject({ latitude: 30, longitude: -97 });
    const unknown = await createProject(t.app, brand.cookie, { location: 'Nowhere Special' });
    expect(unknown.latitude).toBeCloseTo(29.76, 1);
    expect(unknown.longitude).toBeCloseTo(-95.36, 1);
  });

  it('places a wall listed with a city and no pin at that city', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { location: 'Boise, ID' });
    expect(wall.latitude).toBeCloseTo(43.61, 1);
    expect(wall.longitude).toBeCloseTo(-116.2, 1);
  });

  it('locates a person who onboards with a city, and again when they move', async () => {
    const person = await registerUser(t.app);
    const me = async () =>
      (await call(t.app, person.cookie, { method: 'GET', url: `/api/users/${person.user.id}` })).json();
    const patch = (payload: object) =>
      call(t.app, person.cookie, { method: 'PATCH', url: `/api/users/${person.user.id}`, payload });
    expect((await patch({ userType: 'artist', location: 'Boise, ID, United States' })).statusCode).toBe(200);
    expect((await me()).latitude).toBeCloseTo(43.61, 1);
    expect((await patch({ location: 'Spokane, WA' })).statusCode).toBe(200);
    expect((await me()).latitude).toBeCloseTo(47.66, 1);
  });
});
