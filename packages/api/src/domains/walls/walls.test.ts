import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAs, createWall, WALL, registerUser } from '../../../test/fixtures';
import { call, type TestApp, createTestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('walls')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/walls', () => {
  it('lists a wall for a wall owner, available by default, with the owner embedded', async () => {
    const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wanda' });
    const response = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/walls',
      payload: {
        ...WALL,
        description: 'Faces the park',
        latitude: 29.76,
        longitude: -95.37,
        images: ['/media/walls/a.png'],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Loading dock',
      status: 'available',
      width: 40.5,
      height: 12,
      surfaceType: 'brick',
      visibility: 'high',
      latitude: 29.76,
      images: ['/media/walls/a.png'],
      viewCount: 0,
      owner: { id: owner.user.id, firstName: 'Wanda', displayName: 'Wanda Lovelace', userType: 'wall_owner' },
    });
  });

  it('stores unchosen width, height and visibility as null', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const response = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/walls',
      payload: { title: 'Side wall', location: 'Dallas', width: null, height: null, visibility: null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: null, height: null, visibility: null, surfaceType: null });
  });

  it('refuses an artist or a brand with 403 and stores nothing', async () => {
    const before = await count();
    for (const type of ['artist', 'brand'] as const) {
      const user = await registerAs(t.app, type);
      const response = await call(t.app, user.cookie, { method: 'POST', url: '/api/walls', payload: WALL });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only wall owners can list walls');
    }
    expect(await count()).toBe(before);
  });

  it('refuses a user without any profile with 403, and a signed-out visitor with 401', async () => {
    const bare = await registerUser(t.app);
    expect((await call(t.app, bare.cookie, { method: 'POST', url: '/api/walls', payload: WALL })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/walls', payload: WALL })).statusCode).toBe(401);
  });

  it('names the missing title and location', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const title = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/walls',
      payload: { ...WALL, title: '  ' },
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe('title: Title is required');
    const location = await call(t.app, owner.cookie, { method: 'POST', url: '/api/walls', payload: { title: 'X' } });
    expect(location.json().message).toBe('location: Location is required');
  });

  it('refuses negative, zero and non-numeric sizes naming the field, storing nothing', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ width: -3 }, 'width: Width must be greater than 0'],
      [{ height: 0 }, 'height: Height must be greater than 0'],
      [{ width: 'wide' }, 'width: Width must be a number of feet'],
      [{ height: 'tall' }, 'height: Height must be a number of feet'],
      [{ height: -1.5 }, 'height: Height must be greater than 0'],
      // JSON numbers only: a number in a string is not one.
      [{ width: '12' }, 'width: Width must be a number of feet'],
    ];
    for (const [body, message] of cases) {
      const response = await call(t.app, owner.cookie, {
        method: 'POST',
        url: '/api/walls',
        payload: { ...WALL, ...body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses unknown surface types and half a coordinate', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const surface = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/walls',
      payload: { ...WALL, surfaceType: 'paper' },
    });
    expect(surface.statusCode).toBe(400);
    expect(surface.json().message).toMatch(/^surfaceType: /);
    const half = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/walls',
      payload: { ...WALL, latitude: 29.7 },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/^latitude: /);
  });

  it("refuses images that are not our media or an https URL (the API's own paths above all), storing nothing", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const before = await count();
    for (const image of [
      '/api/logout',
      '/media/../api/logout',
      '/trpc/auth.logout',
      '//evil.com/a.png',
      'java\tscript:alert(1)',
    ]) {
      const response = await call(t.app, owner.cookie, {
        method: 'POST',
        url: '/api/walls',
        payload: { ...WALL, images: [image] },
      });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().message).toMatch(/^images\.0: Image URL must be/);
    }
    expect(await count()).toBe(before);
  });
});

describe('GET /api/walls and /api/walls/mine', () => {
  it('searches title, location and description case-insensitively, treating % literally', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { title: 'Zebra Crossing Wall', location: 'Tulsa' });
    const found = await t.app.inject({ method: 'GET', url: '/api/walls?search=zebra%20crossing' });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((w: { id: string }) => w.id)).toEqual([wall.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/walls?search=%25' })).json()).toEqual({
      items: [],
      nextCursor: null,
      total: { count: 0, capped: false },
    });
  });

  it('pages with limit and nextCursor, and refuses a limit above 100 and a forged cursor', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    for (let i = 0; i < 3; i += 1) await createWall(t.app, owner.cookie, { title: `Paged ${i}` });
    const first = (await t.app.inject({ method: 'GET', url: `/api/walls?ownerId=${owner.user.id}&limit=2` })).json();
    expect(first.items.map((w: { title: string }) => w.title)).toEqual(['Paged 2', 'Paged 1']);
    // The total counts every match, not the page: the browse page's "N WALL(S) FOUND".
    expect(first.total).toEqual({ count: 3, capped: false });
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/walls?ownerId=${owner.user.id}&limit=2&cursor=${first.nextCursor}`,
      })
    ).json();
    expect(second.items.map((w: { title: string }) => w.title)).toEqual(['Paged 0']);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toEqual({ count: 3, capped: false });
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/walls?limit=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit: limit must be at most 100');
    for (const cursor of ['not-a-cursor', Buffer.from('["soon","x"]').toString('base64url'), 'a%2Fb']) {
      const forged = await t.app.inject({ method: 'GET', url: `/api/walls?cursor=${cursor}` });
      expect(forged.statusCode, cursor).toBe(400);
      expect(forged.json().message).toMatch(/^cursor: /);
    }
  });

  it('returns 20 walls when no limit is given', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    for (let i = 0; i < 21; i += 1) await createWall(t.app, owner.cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/walls' })).json().items).toHaveLength(20);
  });

  it('mine lists only your own walls', async () => {
    const mine = await registerAs(t.app, 'wall_owner');
    const other = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, mine.cookie);
    await createWall(t.app, other.cookie);
    const response = await call(t.app, mine.cookie, { method: 'GET', url: '/api/walls/mine' });
    expect(response.json().items.map((w: { id: string }) => w.id)).toEqual([wall.id]);
  });
});

describe('GET /api/walls/{id}', () => {
  it('counts a view once per viewer per day, not the owner, and again on a new day', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const viewer = await registerAs(t.app, 'artist');
    const wall = await createWall(t.app, owner.cookie);
    const view = (cookie?: string, ua = 'test-agent') =>
      call(t.app, cookie, { method: 'GET', url: `/api/walls/${wall.id}`, headers: { 'user-agent': ua } });

    expect((await view(owner.cookie)).json().viewCount).toBe(0);
    expect((await view(viewer.cookie)).json().viewCount).toBe(1);
    expect((await view(viewer.cookie)).json().viewCount).toBe(1);
    expect((await view(undefined, 'browser-a')).json().viewCount).toBe(2);
    expect((await view(undefined, 'browser-a')).json().viewCount).toBe(2);
    expect((await view(undefined, 'browser-b')).json().viewCount).toBe(3);

    await t.database.db.updateTable('item_views').set({ day: '2000-01-01' }).where('item_id', '=', wall.id).execute();
    expect((await view(viewer.cookie)).json().viewCount).toBe(4);
  });

  it('answers an unknown wall with 404 and a malformed id with 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/walls/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/walls/nope' })).statusCode).toBe(400);
  });
});
