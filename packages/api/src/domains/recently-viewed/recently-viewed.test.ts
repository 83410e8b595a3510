import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { MAX_RECENTLY_VIEWED_KEPT } from '@wallcraft/shared';
import {
  addArtistProfile,
  addBrandProfile,
  createBrandProject,
  createPerson,
  createWall,
  createWallProject,
} from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  // Many people sign up in this file: lift the per-IP sign-up limit.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000' });
});
afterAll(async () => t.close());

const record = (cookie: string, itemType: string, itemId: string) =>
  call(t.app, cookie, { method: 'POST', url: '/api/recently-viewed', payload: { itemType, itemId } });
const list = (cookie: string, query = '') =>
  call(t.app, cookie, { method: 'GET', url: `/api/recently-viewed${query}` });

describe('POST /api/recently-viewed', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recently-viewed',
      payload: { itemType: 'wall', itemId: crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an item that does not exist, and records nothing', async () => {
    const viewer = await registerUser(t.app);
    const response = await record(viewer.cookie, 'project', crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Project not found');
    expect((await list(viewer.cookie)).json()).toEqual([]);
  });

  it('answers 404 for a user viewed as a type of profile they do not hold', async () => {
    const viewer = await registerUser(t.app);
    const artist = await createPerson(t.app, t.database.db, 'artist');
    expect((await record(viewer.cookie, 'brand', artist.id)).statusCode).toBe(404);
    expect((await record(viewer.cookie, 'artist', artist.id)).statusCode).toBe(200);
  });

  it('refuses an unknown item type and a malformed id with 400', async () => {
    const viewer = await registerUser(t.app);
    expect((await record(viewer.cookie, 'spaceship', crypto.randomUUID())).statusCode).toBe(400);
    const badId = await record(viewer.cookie, 'wall', 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^itemId: /);
  });
});

describe('GET /api/recently-viewed', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recently-viewed' })).statusCode).toBe(401);
  });

  it('lists every kind of item newest first, with the card of each', async () => {
    const db = t.database.db;
    const viewer = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner', {
      firstName: 'Wanda',
      lastName: 'Walls',
      location: 'Houston, TX',
    });
    const brand = await createPerson(t.app, db, 'brand');
    await addBrandProfile(db, brand.id, { companyName: 'Fizz Co', industry: 'Food + Beverage' });
    const artist = await createPerson(t.app, db, 'artist', { firstName: 'Frida', lastName: 'K' });
    await addArtistProfile(db, artist.id, {
      specialties: ['Murals', 'Lettering', 'Abstract'],
      portfolioImages: ['/media/a.jpg'],
    });
    const wall = await createWall(db, owner.id, {
      title: 'Big Brick',
      images: ['/media/wall.jpg'],
      location: 'Houston, TX',
    });
    const wallProject = await createWallProject(db, wall.id, { title: 'Side mural' });
    const project = await createBrandProject(db, brand.id, { title: 'Summer campaign', images: ['/media/p.jpg'] });

    for (const [type, id] of [
      ['artist', artist.id],
      ['brand', brand.id],
      ['wall_owner', owner.id],
      ['wall', wall.id],
      ['wall_project', wallProject.id],
      ['project', project.id],
    ] as const) {
      expect((await record(viewer.cookie, type, id)).statusCode).toBe(200);
    }
    const entries = (await list(viewer.cookie)).json();
    expect(entries.map((entry: { itemType: string }) => entry.itemType)).toEqual([
      'project',
      'wall_project',
      'wall',
      'wall_owner',
      'brand',
      'artist',
    ]);
    const byType = Object.fromEntries(
      entries.map((entry: { itemType: string; item: unknown }) => [entry.itemType, entry.item]),
    );
    expect(byType.project).toEqual({
      id: project.id,
      name: 'Summer campaign',
      image: '/media/p.jpg',
      location: null,
      subtitle: 'Fizz Co',
      href: `/projects/${project.id}`,
    });
    // A wall project without images or location shows its wall's.
    expect(byType.wall_project).toMatchObject({
      name: 'Side mural',
      image: '/media/wall.jpg',
      location: 'Houston, TX',
      subtitle: 'Big Brick',
      href: `/wall-projects/${wallProject.id}`,
    });
    expect(byType.wall).toMatchObject({
      name: 'Big Brick',
      subtitle: 'Listed by Wanda Walls',
      href: `/walls/${wall.id}`,
    });
    expect(byType.wall_owner).toMatchObject({
      name: 'Wanda Walls',
      location: 'Houston, TX',
      href: `/profile/${owner.id}`,
    });
    expect(byType.brand).toMatchObject({ name: 'Fizz Co', subtitle: 'Food + Beverage', href: `/brands/${brand.id}` });
    expect(byType.artist).toMatchObject({
      name: 'Frida K',
      image: '/media/a.jpg',
      subtitle: 'Murals, Lettering',
      href: `/artists/${artist.id}`,
    });
  });

  it('keeps one entry per item: viewing it again moves it to the front', async () => {
    const db = t.database.db;
    const viewer = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner');
    const first = await createWall(db, owner.id, { title: 'First' });
    const second = await createWall(db, owner.id, { title: 'Second' });
    await record(viewer.cookie, 'wall', first.id);
    await record(viewer.cookie, 'wall', second.id);
    await record(viewer.cookie, 'wall', first.id);
    const names = (await list(viewer.cookie)).json().map((entry: { item: { name: string } }) => entry.item.name);
    expect(names).toEqual(['First', 'Second']);
  });

  it('shows 8 by default, takes a limit up to the maximum, and keeps only the newest entries', async () => {
    const db = t.database.db;
    const viewer = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner');
    const walls = [];
    for (let i = 0; i < MAX_RECENTLY_VIEWED_KEPT + 2; i += 1)
      walls.push(await createWall(db, owner.id, { title: `Wall ${i}` }));
    for (const wall of walls) await record(viewer.cookie, 'wall', wall.id);

    expect((await list(viewer.cookie)).json()).toHaveLength(8);
    const all = (await list(viewer.cookie, `?limit=${MAX_RECENTLY_VIEWED_KEPT}`)).json();
    expect(all).toHaveLength(MAX_RECENTLY_VIEWED_KEPT);
    expect(all[0].item.name).toBe(`Wall ${MAX_RECENTLY_VIEWED_KEPT + 1}`);
    const stored = await db
      .selectFrom('recently_viewed')
      .select('item_id')
      .where('user_id', '=', viewer.user.id)
      .execute();
    expect(stored).toHaveLength(MAX_RECENTLY_VIEWED_KEPT);
    expect(stored.map((row) => row.item_id)).not.toContain(walls[0]?.id);
    expect((await list(viewer.cookie, `?limit=${MAX_RECENTLY_VIEWED_KEPT + 1}`)).statusCode).toBe(400);
    expect((await list(viewer.cookie, '?limit=0')).statusCode).toBe(400);
  });

  it('leaves out items deleted since they were viewed', async () => {
    const db = t.database.db;
    const viewer = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner');
    const kept = await createWall(db, owner.id, { title: 'Kept' });
    const gone = await createWall(db, owner.id, { title: 'Gone' });
    await record(viewer.cookie, 'wall', kept.id);
    await record(viewer.cookie, 'wall', gone.id);
    await db.deleteFrom('walls').where('id', '=', gone.id).execute();
    const entries = (await list(viewer.cookie)).json();
    expect(entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([kept.id]);
  });

  it("shows only the signed-in user's own history", async () => {
    const db = t.database.db;
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner');
    const wall = await createWall(db, owner.id);
    await record(alice.cookie, 'wall', wall.id);
    expect((await list(bob.cookie)).json()).toEqual([]);
  });

  it('names a wall without a title "Wall " and the first 8 characters of its id', async () => {
    const db = t.database.db;
    const viewer = await registerUser(t.app);
    const owner = await createPerson(t.app, db, 'wall_owner');
    const wall = await createWall(db, owner.id, { title: '  ' });
    await record(viewer.cookie, 'wall', wall.id);
    expect((await list(viewer.cookie)).json()[0].item.name).toBe(`Wall ${wall.id.slice(0, 8)}`);
  });
});
