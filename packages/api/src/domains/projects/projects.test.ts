import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomes, createProject, createWall, createWallProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** How many projects of the kind there are (a refused post adds none). */
const count = async (kind: 'brand' | 'wall') =>
  Number(
    (
      await t.database.db
        .selectFrom('projects')
        .where('kind', '=', kind)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const post = (cookie: string, payload: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: '/api/projects', payload });
const postWallProject = (cookie: string, payload: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: '/api/wall-projects', payload });

describe('POST /api/projects', () => {
  it('posts a brand project: budget stored in cents and returned as a numeric string, the brand embedded', async () => {
    const brand = await registerAs(t.app, 'brand', { firstName: 'Bea' });
    await t.database.db
      .insertInto('brand_profiles')
      .values({ user_id: brand.user.id, company_name: 'Fizz Co' })
      .execute();
    const response = await post(brand.cookie, {
      title: ' Launch mural ',
      location: 'Austin, TX',
      budget: '$12,500.5',
      timeline: '1_2_weeks',
      preferredStyles: ['Pop Art', 'Pop Art', 'Graffiti'],
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      title: 'Launch mural',
      budget: '12500.50',
      timeline: '1_2_weeks',
      status: 'open',
      preferredStyles: ['Pop Art', 'Graffiti'],
      wall: null,
      owner: { id: brand.user.id, displayName: 'Fizz Co', userType: 'brand' },
    });
    const row = await t.database.db
      .selectFrom('projects')
      .select('budget_cents')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.budget_cents).toBe(1_250_050);
  });

  it('accepts a budget as a number and no budget at all', async () => {
    const brand = await registerAs(t.app, 'brand');
    expect((await post(brand.cookie, { title: 'A', location: 'B', budget: 800 })).json().budget).toBe('800.00');
    expect((await post(brand.cookie, { title: 'A', location: 'B', budget: '' })).json().budget).toBeNull();
    expect((await post(brand.cookie, { title: 'A', location: 'B' })).json().budget).toBeNull();
  });

  it('refuses artists and wall owners with 403 "Only brands can post projects", storing nothing', async () => {
    const before = await count('brand');
    for (const type of ['artist', 'wall_owner'] as const) {
      const user = await registerAs(t.app, type);
      const response = await post(user.cookie, { title: 'A', location: 'B' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only brands can post projects');
    }
    expect(await count('brand')).toBe(before);
  });

  it('refuses negative and non-numeric budgets, missing title or location, and bad timelines, naming the field', async () => {
    const brand = await registerAs(t.app, 'brand');
    const before = await count('brand');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ budget: -5 }, /^budget: Budget must be/],
      [{ budget: '-5' }, /^budget: Budget must be/],
      [{ budget: 'lots' }, /^budget: Budget must be/],
      [{ budget: '10.005' }, /^budget: Budget must be/],
      [{ title: '' }, /^title: Title is required$/],
      [{ location: undefined }, /^location: Location is required$/],
      [{ timeline: 'someday' }, /^timeline: /],
    ];
    for (const [body, message] of cases) {
      const response = await post(brand.cookie, { title: 'A', location: 'B', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count('brand')).toBe(before);
  });

  // Someone else's wall is only asked for: see wall-requests.test.ts.
  it('checks that a named wall exists, and embeds its own wall and takes its coordinates', async () => {
    const brand = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, brand.cookie, { latitude: 30.1, longitude: -97.7 });
    await becomes(t.app, brand, 'brand');
    const missing = await post(brand.cookie, {
      title: 'A',
      location: 'B',
      wallId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('wallId: Wall not found');
    const response = await post(brand.cookie, { title: 'A', location: 'B', wallId: wall.id });
    expect(response.json()).toMatchObject({
      wallId: wall.id,
      latitude: 30.1,
      longitude: -97.7,
      wall: { id: wall.id, width: 40.5, surfaceType: 'brick' },
    });
  });
});

describe('GET /api/projects', () => {
  it('lists only open projects by default, other statuses on request', async () => {
    const brand = await registerAs(t.app, 'brand');
    const open = await createProject(t.app, brand.cookie, { title: 'Still open' });
    const done = await createProject(t.app, brand.cookie, { title: 'Done one' });
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', done.id).execute();
    const ids = (await t.app.inject({ method: 'GET', url: `/api/projects?brandId=${brand.user.id}` }))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(ids).toEqual([open.id]);
    const completed = (
      await t.app.inject({ method: 'GET', url: `/api/projects?brandId=${brand.user.id}&status=completed` })
    ).json().items;
    expect(completed.map((p: { id: string }) => p.id)).toEqual([done.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects?status=maybe' })).statusCode).toBe(400);
  });

  it('one statement carries the page, each wall and the total, and a page past the last row still has the total', async () => {
    const brand = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, brand.cookie);
    await becomes(t.app, brand, 'brand');
    const walled = await createProject(t.app, brand.cookie, { title: 'On a wall', wallId: wall.id });
    const bare = await createProject(t.app, brand.cookie, { title: 'No wall' });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/projects?brandId=${brand.user.id}${query}` }).then((r) => r.json());
    const first = await list('&limit=1');
    expect(first.items.map((p: { id: string }) => p.id)).toEqual([bare.id]);
    expect(first.items[0].wall).toBeNull();
    expect(first.total).toEqual({ count: 2, capped: false });
    const second = await list(`&limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0]).toMatchObject({ id: walled.id, wall: { id: wall.id, width: 40.5, surfaceType: 'brick' } });
    expect(second.total).toEqual({ count: 2, capped: false });
    // The last page's cursor after the walled project is removed: no rows left to carry the total.
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', walled.id).execute();
    const past = await list(`&limit=1&cursor=${first.nextCursor}`);
    expect(past.items).toEqual([]);
    expect(past.total).toEqual({ count: 1, capped: false });
    expect((await list('&status=cancelled')).total).toEqual({ count: 0, capped: false });
  });

  it('my-projects lists your own projects in every status', async () => {
    const brand = await registerAs(t.app, 'brand');
    const other = await registerAs(t.app, 'brand');
    const a = await createProject(t.app, brand.cookie);
    const b = await createProject(t.app, brand.cookie);
    await createProject(t.app, other.cookie);
    await t.database.db.updateTable('projects').set({ status: 'cancelled' }).where('id', '=', a.id).execute();
    const response = await call(t.app, brand.cookie, { method: 'GET', url: '/api/projects/my-projects' });
    expect(response.json().items.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
  });
});

describe('GET /api/projects/{id}', () => {
  it('returns any status and counts a view once per viewer per day, never the brand itself', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await createProject(t.app, brand.cookie);
    const get = (cookie: string) => call(t.app, cookie, { method: 'GET', url: `/api/projects/${project.id}` });
    expect((await get(brand.cookie)).json().viewCount).toBe(0);
    expect((await get(artist.cookie)).json().viewCount).toBe(1);
    expect((await get(artist.cookie)).json().viewCount).toBe(1);
    const stored = await t.database.db
      .selectFrom('projects')
      .select('view_count')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(stored.view_count).toBe(1);
  });

  it('answers 404 "Project not found" for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/projects/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Project not found');
  });
});

describe('POST /api/wall-projects', () => {
  it("posts on the owner's own wall, taking the wall's location and coordinates and embedding the wall", async () => {
    const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wanda' });
    const wall = await createWall(t.app, owner.cookie, {
      location: 'Houston Heights',
      latitude: 29.79,
      longitude: -95.4,
      images: ['/media/w.png'],
    });
    const response = await postWallProject(owner.cookie, {
      wallId: wall.id,
      title: 'Sunrise',
      budget: '2500',
      timeline: '1_3_months',
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
    expect(
      (await postWallProject(owner.cookie, { wallId: wall.id, title: 'X', location: 'Rear alley' })).json().location,
    ).toBe('Rear alley');
  });

  it("refuses another owner's wall with 403 naming wallId, and an unknown wall with 404, storing nothing", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const other = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, other.cookie);
    const before = await count('wall');
    const foreign = await postWallProject(owner.cookie, { wallId: wall.id, title: 'Mine now' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('wallId: You can only post wall projects on your own walls');
    const unknown = await postWallProject(owner.cookie, { wallId: '00000000-0000-4000-8000-000000000000', title: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('wallId: Wall not found');
    expect(await count('wall')).toBe(before);
  });

  it('refuses artists and brands with 403 "Only wall owners can post wall projects"', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    for (const type of ['artist', 'brand'] as const) {
      const user = await registerAs(t.app, type);
      const response = await postWallProject(user.cookie, { wallId: wall.id, title: 'X' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only wall owners can post wall projects');
    }
  });

  it('says "Wall is required", "Title is required" and "Location is required" (wall without a location)', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    await t.database.db.updateTable('walls').set({ location: null }).where('id', '=', wall.id).execute();
    const before = await count('wall');
    expect((await postWallProject(owner.cookie, { title: 'X' })).json().message).toBe('wallId: Wall is required');
    expect((await postWallProject(owner.cookie, { wallId: '', title: 'X' })).json().message).toBe(
      'wallId: Wall is required',
    );
    expect((await postWallProject(owner.cookie, { wallId: wall.id })).json().message).toBe('title: Title is required');
    const location = await postWallProject(owner.cookie, { wallId: wall.id, title: 'X', location: ' ' });
    expect(location.statusCode).toBe(400);
    expect(location.json().message).toBe('location: Location is required');
    expect(await count('wall')).toBe(before);
  });

  it('refuses negative and non-numeric budgets naming the field', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    for (const budget of [-1, 'abc', '1,2,3.4.5']) {
      const response = await postWallProject(owner.cookie, { wallId: wall.id, title: 'X', budget });
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
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', closed.id).execute();
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
