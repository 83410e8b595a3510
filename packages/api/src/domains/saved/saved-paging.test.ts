import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const get = (cookie: string, url: string) => call(t.app, cookie, { method: 'GET', url });
type Page = Outputs['saved']['list'];

/** Saves `count` walls of a fresh owner for the user, written straight to the database (the API saves one at a time). */
async function saveWalls(userId: string, count: number) {
  const owner = await registerAs(t.app, 'wall_owner');
  const walls = await db()
    .insertInto('walls')
    .values(Array.from({ length: count }, (_, i) => ({ owner_id: owner.user.id, title: `Wall ${i + 1}` })))
    .returning('id')
    .execute();
  await db()
    .insertInto('saved_items')
    .values(walls.map((wall) => ({ user_id: userId, item_type: 'wall' as const, item_id: wall.id })))
    .execute();
  return walls.map((wall) => wall.id);
}

/** Every page of a list, following nextCursor. */
async function allPages(cookie: string, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(cookie, `/api/saved?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page: Page = json<Page>(response);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('saved items beyond one page', () => {
  it('counts every tab truly past 100, and pages through all of them without repeats', async () => {
    const me = await registerAs(t.app, 'artist');
    const walls = await saveWalls(me.user.id, 105);
    const brand = await registerAs(t.app, 'brand');
    const project = await brandProject(db(), brand.user.id);
    expect(
      (
        await call(t.app, me.cookie, {
          method: 'POST',
          url: '/api/saved',
          payload: { itemType: 'brand_project', itemId: project.id },
        })
      ).statusCode,
    ).toBe(201);
    await call(t.app, me.cookie, {
      method: 'POST',
      url: '/api/saved',
      payload: { itemType: 'brand', itemId: brand.user.id },
    });

    const counts = await get(me.cookie, '/api/saved/counts');
    expect(counts.statusCode).toBe(200);
    expect(json(counts)).toEqual({ all: 107, artists: 0, walls: 105, brands: 1, projects: 1 });

    const wallPages = await allPages(me.cookie, 'tab=walls&limit=20');
    expect(wallPages.map((page) => page.items.length)).toEqual([20, 20, 20, 20, 20, 5]);
    const seen = wallPages.flatMap((page) => page.items.map((item) => item.itemId));
    expect(new Set(seen).size).toBe(105);
    expect([...seen].sort()).toEqual([...walls].sort());

    // The default page is still 100, with a cursor to the rest.
    const first = json<Page>(await get(me.cookie, '/api/saved'));
    expect(first.items).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    expect((await allPages(me.cookie, 'tab=all')).flatMap((page) => page.items)).toHaveLength(107);

    const projects = json<Page>(await get(me.cookie, '/api/saved?tab=projects'));
    expect(projects.items.map((item) => item.itemId)).toEqual([project.id]);
    expect(json<Page>(await get(me.cookie, '/api/saved?tab=artists')).items).toEqual([]);
    expect(json<Page>(await get(me.cookie, '/api/saved?tab=brands&itemType=wall')).items).toEqual([]);
  });

  it('leaves hidden and deleted targets out of the counts and the pages alike, over tRPC too', async () => {
    const me = await registerAs(t.app, 'artist');
    const [hidden, deleted, kept] = await saveWalls(me.user.id, 3);
    await db().updateTable('walls').set({ hidden_at: new Date() }).where('id', '=', hidden!).execute();
    await db().deleteFrom('walls').where('id', '=', deleted!).execute();

    const counts = await call(t.app, me.cookie, { method: 'GET', url: '/trpc/saved.counts' });
    expect(counts.statusCode).toBe(200);
    expect(json(counts).result.data).toMatchObject({ all: 1, walls: 1 });
    const page = json<Page>(await get(me.cookie, '/api/saved?tab=walls&limit=1'));
    expect(page.items.map((item) => item.itemId)).toEqual([kept]);
    expect(page.nextCursor).toBeNull();
  });

  it('answers 400 for an unknown tab and 401 signed out', async () => {
    const me = await registerAs(t.app, 'artist');
    expect((await get(me.cookie, '/api/saved?tab=people')).statusCode).toBe(400);
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/saved/counts' })).statusCode).toBe(401);
  });
});
