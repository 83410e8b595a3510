import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (cookie: string, itemType: string, itemId: string) =>
  call(t.app, cookie, { method: 'POST', url: '/api/saved', payload: { itemType, itemId } });
const list = async (cookie: string, query = '') =>
  (await call(t.app, cookie, { method: 'GET', url: `/api/saved${query}` })).json().items;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('POST /api/saved', () => {
  it('saves each kind of item, resolving name, image, location and subtitle', async () => {
    const me = await registerAs(t.app, 'artist');
    const artist = await registerAs(t.app, 'artist', { firstName: 'Frida' });
    await t.database.db
      .insertInto('artist_profiles')
      .values({
        user_id: artist.user.id,
        specialties: ['Graffiti', 'Realism', 'Mosaic'],
        portfolio_images: ['/p1.png'],
      })
      .execute();
    const brand = await registerAs(t.app, 'brand');
    await t.database.db
      .insertInto('brand_profiles')
      .values({
        user_id: brand.user.id,
        company_name: 'Fizz Co',
        industry: 'Food + Beverage',
        company_logo: '/logo.png',
      })
      .execute();
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { images: ['/media/wall.png'] });
    const wallProject = await createWallProject(t.app, owner.cookie, wall.id, { budget: 5000 });
    const project = await createProject(t.app, brand.cookie);

    expect((await save(me.cookie, 'artist', artist.user.id)).statusCode).toBe(201);
    await save(me.cookie, 'brand', brand.user.id);
    await save(me.cookie, 'wall', wall.id);
    await save(me.cookie, 'wall_project', wallProject.id);
    await save(me.cookie, 'brand_project', project.id);

    const items = await list(me.cookie);
    expect(items.map((i: { itemType: string }) => i.itemType)).toEqual([
      'brand_project',
      'wall_project',
      'wall',
      'brand',
      'artist',
    ]);
    const byType = Object.fromEntries(items.map((i: { itemType: string; item: unknown }) => [i.itemType, i.item]));
    expect(byType.artist).toEqual({
      name: 'Frida Lovelace',
      image: '/p1.png',
      location: 'Houston, TX',
      subtitle: 'Graffiti, Realism',
    });
    expect(byType.brand).toEqual({
      name: 'Fizz Co',
      image: '/logo.png',
      location: 'Houston, TX',
      subtitle: 'Food + Beverage',
    });
    expect(byType.wall).toEqual({
      name: 'Loading dock',
      image: '/media/wall.png',
      location: 'Houston, TX',
      subtitle: '40.5 × 12 FT',
    });
    expect(byType.wall_project).toMatchObject({
      name: 'Sunrise mural',
      image: '/media/wall.png',
      subtitle: 'Loading dock · Budget $5,000',
    });
    expect(byType.brand_project).toMatchObject({ name: 'Launch mural', subtitle: 'Fizz Co · Budget $12,500' });
  });

  it('answers 404 "Item not found" for a missing target or a person without that profile, storing nothing', async () => {
    const me = await registerAs(t.app, 'artist');
    const brandOnly = await registerAs(t.app, 'brand');
    for (const [type, id] of [
      ['wall', MISSING],
      ['brand_project', MISSING],
      ['artist', brandOnly.user.id],
    ] as const) {
      const response = await save(me.cookie, type, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Item not found');
    }
    expect(await list(me.cookie)).toEqual([]);
  });

  it('returns the existing entry when the same pair is saved twice', async () => {
    const me = await registerAs(t.app, 'artist');
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const first = (await save(me.cookie, 'wall', wall.id)).json();
    const second = (await save(me.cookie, 'wall', wall.id)).json();
    expect(second.id).toBe(first.id);
    expect(await list(me.cookie)).toHaveLength(1);
  });

  it('refuses saving your own profile, unknown types and malformed ids with 400', async () => {
    const me = await registerAs(t.app, 'artist');
    const own = await save(me.cookie, 'artist', me.user.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('itemId: You cannot save your own profile');
    expect((await save(me.cookie, 'planet', MISSING)).statusCode).toBe(400);
    expect((await save(me.cookie, 'wall', 'x')).json().message).toBe('itemId: itemId must be a UUID');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/saved', payload: { itemType: 'wall', itemId: MISSING } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved' })).statusCode).toBe(401);
  });
});

describe('GET /api/saved', () => {
  it('lists only your own items, filters by pair, and omits items whose target is gone', async () => {
    const me = await registerAs(t.app, 'artist');
    const someoneElse = await registerAs(t.app, 'artist');
    const owner = await registerAs(t.app, 'wall_owner');
    const kept = await createWall(t.app, owner.cookie);
    const gone = await createWall(t.app, owner.cookie);
    await save(me.cookie, 'wall', kept.id);
    await save(me.cookie, 'wall', gone.id);
    await save(someoneElse.cookie, 'wall', kept.id);
    await t.database.db.deleteFrom('walls').where('id', '=', gone.id).execute();
    expect((await list(me.cookie)).map((i: { itemId: string }) => i.itemId)).toEqual([kept.id]);
    expect(await list(me.cookie, `?itemType=wall&itemId=${gone.id}`)).toEqual([]);
    expect(await list(me.cookie, `?itemType=wall&itemId=${kept.id}`)).toHaveLength(1);
  });
});

describe('GET /api/saved/check', () => {
  const check = (cookie: string | undefined, query: string) =>
    call(t.app, cookie, { method: 'GET', url: `/api/saved/check${query}` });

  it("answers for a whole page of cards in one call: your entries among the ids, of any type, no one else's", async () => {
    const me = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    const [mineWall, theirWall] = [await createWall(t.app, owner.cookie), await createWall(t.app, owner.cookie)];
    const artist = await registerAs(t.app, 'artist');
    await t.database.db.insertInto('artist_profiles').values({ user_id: artist.user.id }).execute();
    const savedWall = (await save(me.cookie, 'wall', mineWall.id)).json();
    const savedArtist = (await save(me.cookie, 'artist', artist.user.id)).json();
    await save(other.cookie, 'wall', theirWall.id);

    const ids = [mineWall.id, theirWall.id, artist.user.id, MISSING];
    for (const query of [
      `?itemIds=${ids.join(',')}`,
      ids
        .map((id) => `itemIds=${id}`)
        .join('&')
        .replace(/^/, '?'),
    ]) {
      const response = await check(me.cookie, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().items).toHaveLength(2);
      expect(response.json().items).toEqual(
        expect.arrayContaining([
          { id: savedWall.id, itemType: 'wall', itemId: mineWall.id },
          { id: savedArtist.id, itemType: 'artist', itemId: artist.user.id },
        ]),
      );
    }
    // The web app asks over tRPC with an array.
    const trpc = await call(t.app, me.cookie, {
      method: 'GET',
      url: `/trpc/saved.check?input=${encodeURIComponent(JSON.stringify({ itemIds: [theirWall.id, mineWall.id] }))}`,
    });
    expect(trpc.json().result.data.items).toEqual([{ id: savedWall.id, itemType: 'wall', itemId: mineWall.id }]);
  });

  it('refuses malformed, missing or too many ids with 400, and a signed-out caller with 401', async () => {
    const me = await registerAs(t.app, 'artist');
    expect((await check(me.cookie, '?itemIds=not-a-uuid')).statusCode).toBe(400);
    expect((await check(me.cookie, '')).statusCode).toBe(400);
    expect((await check(me.cookie, `?itemIds=${Array(101).fill(MISSING).join(',')}`)).statusCode).toBe(400);
    expect((await check(undefined, `?itemIds=${MISSING}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/saved/{id}', () => {
  it("removes your own entry with 204, and answers 404 for someone else's entry without removing it", async () => {
    const me = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'artist');
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const mine = (await save(me.cookie, 'wall', wall.id)).json();
    const theirs = (await save(other.cookie, 'wall', wall.id)).json();
    const foreign = await call(t.app, me.cookie, { method: 'DELETE', url: `/api/saved/${theirs.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(await list(other.cookie)).toHaveLength(1);
    expect((await call(t.app, me.cookie, { method: 'DELETE', url: `/api/saved/${mine.id}` })).statusCode).toBe(204);
    expect(await list(me.cookie)).toEqual([]);
    expect((await call(t.app, me.cookie, { method: 'DELETE', url: `/api/saved/${mine.id}` })).statusCode).toBe(404);
  });
});
