import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWall, createWallProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('wall_projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const post = (cookie: string, payload: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: '/api/wall-projects', payload });

describe('POST /api/wall-projects', () => {
  it("posts on the owner's own wall, taking the wall's location and coordinates and embedding the wall", async () => {
    const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wanda' });
    const wall = await createWall(t.app, owner.cookie, {
      location: 'Houston Heights',
      latitude: 29.79,
      longitude: -95.4,
      images: ['/media/w.png'],
    });
    const response = await post(owner.cookie, {
      wallId: wall.id,
      title: 'Sunrise',
      budget: '2500',
      timeline: 'moderate',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      wallId: wall.id,
      ownerId: owner.user.id,
      location: 'Houston Heights',
      latitude: 29.79,
      longitude: -95.4,
      budget: '2500.00',
      status: 'open',
      owner: { id: owner.user.id, userType: 'wall_owner' },
      wall: {
        id: wall.id,
        width: 40.5,
        height: 12,
        surfaceType: 'brick',
        visibility: 'high',
        images: ['/media/w.png'],
      },
    });
  });

  it('keeps a location the owner typed', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    expect((await post(owner.cookie, { wallId: wall.id, title: 'X', location: 'Rear alley' })).json().location).toBe(
      'Rear alley',
    );
  });

  it("refuses another owner's wall with 403 naming wallId, and an unknown wall with 404, storing nothing", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const other = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, other.cookie);
    const before = await count();
    const foreign = await post(owner.cookie, { wallId: wall.id, title: 'Mine now' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('wallId: You can only post wall projects on your own walls');
    const unknown = await post(owner.cookie, { wallId: '00000000-0000-4000-8000-000000000000', title: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('wallId: Wall not found');
    expect(await count()).toBe(before);
  });

  it('refuses artists and brands with 403 "Only wall owners can post wall projects"', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    for (const type of ['artist', 'brand'] as const) {
      const user = await registerAs(t.app, type);
      const response = await post(user.cookie, { wallId: wall.id, title: 'X' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only wall owners can post wall projects');
    }
  });

  it('says "Wall is required", "Title is required" and "Location is required" (wall without a location)', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    await t.database.db.updateTable('walls').set({ location: null }).where('id', '=', wall.id).execute();
    const before = await count();
    expect((await post(owner.cookie, { title: 'X' })).json().message).toBe('wallId: Wall is required');
    expect((await post(owner.cookie, { wallId: '', title: 'X' })).json().message).toBe('wallId: Wall is required');
    expect((await post(owner.cookie, { wallId: wall.id })).json().message).toBe('title: Title is required');
    const location = await post(owner.cookie, { wallId: wall.id, title: 'X', location: ' ' });
    expect(location.statusCode).toBe(400);
    expect(location.json().message).toBe('location: Location is required');
    expect(await count()).toBe(before);
  });

  it('refuses negative and non-numeric budgets naming the field', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    for (const budget of [-1, 'abc', '1,2,3.4.5']) {
      const response = await post(owner.cookie, { wallId: wall.id, title: 'X', budget });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^budget: /);
    }
  });
});

describe('GET /api/wall-projects', () => {
  it('lists open wall projects with their wall, filters by owner, and lists your own under my-projects', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const open = await createWallProject(t.app, owner.cookie, wall.id);
    const closed = await createWallProject(t.app, owner.cookie, wall.id);
    await t.database.db.updateTable('wall_projects').set({ status: 'completed' }).where('id', '=', closed.id).execute();
    const listed = (await t.app.inject({ method: 'GET', url: `/api/wall-projects?ownerId=${owner.user.id}` })).json()
      .items;
    expect(listed.map((p: { id: string }) => p.id)).toEqual([open.id]);
    expect(listed[0].wall.id).toBe(wall.id);
    const mine = (await call(t.app, owner.cookie, { method: 'GET', url: '/api/wall-projects/my-projects' })).json()
      .items;
    expect(mine.map((p: { id: string }) => p.id)).toEqual([closed.id, open.id]);
  });

  it('counts a detail view once per viewer per day and 404s an unknown id', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const wall = await createWall(t.app, owner.cookie);
    const project = await createWallProject(t.app, owner.cookie, wall.id);
    const get = (cookie: string) => call(t.app, cookie, { method: 'GET', url: `/api/wall-projects/${project.id}` });
    expect((await get(owner.cookie)).json().viewCount).toBe(0);
    expect((await get(artist.cookie)).json().viewCount).toBe(1);
    expect((await get(artist.cookie)).json().viewCount).toBe(1);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/wall-projects/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Wall project not found');
  });
});
