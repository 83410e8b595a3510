import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, registerAs, registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Bucket = Outputs['myProjects']['current'];
const bucket = async (cookie: string, name: string, query = ''): Promise<Bucket> =>
  json<Bucket>(await call(t.app, cookie, { method: 'GET', url: `/api/my-projects/${name}${query}` }));
/** The ids of each kind, in the list's order (both kinds come in one list, newest first). */
const ids = (b: Bucket) => ({
  brand: b.items.filter((p) => p.projectType === 'brand_project').map((p) => p.id),
  wall: b.items.filter((p) => p.projectType === 'wall_project').map((p) => p.id),
});
const setStatus = (id: string, status: 'open' | 'in_progress' | 'completed' | 'cancelled') =>
  t.database.db.updateTable('projects').set({ status }).where('id', '=', id).execute();

describe('GET /api/my-projects/current|future|past', () => {
  it("buckets a brand's own projects: in progress current, open future, completed and cancelled past", async () => {
    const brand = await registerAs(t.app, 'brand');
    const other = await registerAs(t.app, 'brand');
    const open = await createProject(t.app, brand.cookie);
    const running = await createProject(t.app, brand.cookie);
    const done = await createProject(t.app, brand.cookie);
    const dropped = await createProject(t.app, brand.cookie);
    await createProject(t.app, other.cookie);
    await setStatus(running.id, 'in_progress');
    await setStatus(done.id, 'completed');
    await setStatus(dropped.id, 'cancelled');
    expect(ids(await bucket(brand.cookie, 'current'))).toEqual({ brand: [running.id], wall: [] });
    expect(ids(await bucket(brand.cookie, 'future'))).toEqual({ brand: [open.id], wall: [] });
    expect(ids(await bucket(brand.cookie, 'past'))).toEqual({ brand: [dropped.id, done.id], wall: [] });
  });

  it("buckets a wall owner's projects on their walls", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const project = await createWallProject(t.app, owner.cookie, wall.id);
    expect(ids(await bucket(owner.cookie, 'future'))).toEqual({ brand: [], wall: [project.id] });
    await setStatus(project.id, 'in_progress');
    expect(ids(await bucket(owner.cookie, 'current'))).toEqual({ brand: [], wall: [project.id] });
  });

  it('gives an artist the projects with an accepted application or invitation, never pending or rejected ones', async () => {
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const applied = await createProject(t.app, brand.cookie);
    const invited = await createWallProject(t.app, owner.cookie, wall.id);
    const pending = await createProject(t.app, brand.cookie);
    const rejected = await createWallProject(t.app, owner.cookie, wall.id);
    const db = t.database.db;
    await db
      .insertInto('applications')
      .values([
        {
          artist_id: artist.user.id,
          project_id: applied.id,
          status: 'accepted',
        },
        {
          artist_id: artist.user.id,
          project_id: pending.id,
          status: 'pending',
        },
        {
          artist_id: artist.user.id,
          project_id: rejected.id,
          status: 'rejected',
        },
      ])
      .execute();
    await db
      .insertInto('invitations')
      .values({
        inviter_id: owner.user.id,
        artist_id: artist.user.id,
        project_id: invited.id,
        status: 'accepted',
      })
      .execute();
    await setStatus(applied.id, 'in_progress');

    expect(ids(await bucket(artist.cookie, 'current'))).toEqual({ brand: [applied.id], wall: [] });
    expect(ids(await bucket(artist.cookie, 'future'))).toEqual({ brand: [], wall: [invited.id] });
    expect(ids(await bucket(artist.cookie, 'past'))).toEqual({ brand: [], wall: [] });
    await setStatus(invited.id, 'completed');
    expect(ids(await bucket(artist.cookie, 'past'))).toEqual({ brand: [], wall: [invited.id] });
  });

  it('follows the active profile: the same user sees their brand projects only while the brand profile is active', async () => {
    const user = await registerAs(t.app, 'brand');
    const project = await createProject(t.app, user.cookie);
    await call(t.app, user.cookie, {
      method: 'PATCH',
      url: `/api/users/${user.user.id}`,
      payload: { userType: 'artist' },
    });
    expect(ids(await bucket(user.cookie, 'future'))).toEqual({ brand: [], wall: [] });
    await call(t.app, user.cookie, {
      method: 'PATCH',
      url: `/api/users/${user.user.id}`,
      payload: { userType: 'brand' },
    });
    expect(ids(await bucket(user.cookie, 'future'))).toEqual({ brand: [project.id], wall: [] });
  });

  it('answers empty lists before onboarding, 401 signed out, and refuses a limit above 100', async () => {
    const bare = await registerUser(t.app);
    expect(await bucket(bare.cookie, 'current')).toEqual({ items: [], nextCursor: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/my-projects/current' })).statusCode).toBe(401);
    expect((await call(t.app, bare.cookie, { method: 'GET', url: '/api/my-projects/past?limit=500' })).statusCode).toBe(
      400,
    );
  });

  it('pages both kinds in one list, newest first, with the cursor of the previous page', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    const db = t.database.db;
    // An artist sees both kinds: accepted on three brand projects and two wall projects, created in turn.
    const made: { type: 'brand_project' | 'wall_project'; id: string }[] = [];
    for (const type of ['brand_project', 'wall_project', 'brand_project', 'wall_project', 'brand_project'] as const) {
      const project =
        type === 'brand_project'
          ? await createProject(t.app, brand.cookie)
          : await createWallProject(t.app, owner.cookie, wall.id);
      await db
        .insertInto('applications')
        .values({
          artist_id: artist.user.id,
          project_id: project.id,
          status: 'accepted',
        })
        .execute();
      made.push({ type, id: project.id });
    }
    const newestFirst = made.reverse().map((p) => `${p.type}:${p.id}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Bucket = await bucket(artist.cookie, 'future', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((p) => `${p.projectType}:${p.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
    const tagged = (await bucket(artist.cookie, 'future')).items;
    expect(tagged.find((p) => p.projectType === 'wall_project')).toMatchObject({
      wallId: wall.id,
      wall: { id: wall.id },
    });
  });

  it('refuses a cursor it did not make', async () => {
    const brand = await registerAs(t.app, 'brand');
    const bad = await call(t.app, brand.cookie, {
      method: 'GET',
      url: '/api/my-projects/current?cursor=bm90LWEtY3Vyc29y',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cursor/);
  });
});
