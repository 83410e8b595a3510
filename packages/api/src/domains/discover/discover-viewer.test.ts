import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerAs } from '../../../test/fixtures';
import {
  addArtist,
  addBrand,
  addBrandProject,
  addUser,
  addWall,
  addWallProject,
  discover,
  emptyDatabase,
  ids,
  northOf,
  VIEWER,
} from './test-fixtures';
import { searchDiscover } from './queries';
import { ZDiscoverSearchRequest } from './schemas';
import { toDiscoverQuery } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => emptyDatabase(t.database.db));

const db = () => t.database.db;

async function discoverAs(cookie: string, query: string) {
  const response = await call(t.app, cookie, { method: 'GET', url: `/api/discover?${query}` });
  expect(response.statusCode).toBe(200);
  return json<Outputs['discover']['search']>(response);
}

describe('the viewer', () => {
  it("a signed-in artist does not see their own card, but everyone else's, and a visitor sees all", async () => {
    const me = await registerAs(t.app, 'artist');
    await db()
      .insertInto('artist_profiles')
      .values({ user_id: me.user.id, specialties: ['Murals'] })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const other = await addArtist(db());
    const wall = await addWall(db(), me.user.id);

    const mine = await discoverAs(me.cookie, 'tab=all');
    expect(ids(mine.items)).toEqual([other, wall].sort());
    expect(ids((await discover(t.app, { tab: 'artists' })).items)).toEqual([me.user.id, other].sort());
  });

  it('a brand does not find its own card, even by searching its company name', async () => {
    const me = await registerAs(t.app, 'brand');
    await db().insertInto('brand_profiles').values({ user_id: me.user.id, company_name: 'Selfie Paints' }).execute();
    expect((await discoverAs(me.cookie, 'search=selfie')).items).toEqual([]);
    expect(ids((await discover(t.app, { search: 'selfie' })).items)).toEqual([me.user.id]);
  });
});

describe('budgets', () => {
  it("project cards carry their budget; a brand's card never shows the brand's private budget", async () => {
    const brand = await addBrand(db(), { budget_cents: 2_000_000 });
    const project = await addBrandProject(db(), brand, { budget_cents: 250_000 });
    const unpriced = await addBrandProject(db(), brand, { budget_cents: null });
    const wallProject = await addWallProject(db(), await addWall(db(), brand), { budget_cents: 99_950 });

    const budgets = Object.fromEntries((await discover(t.app)).items.map((item) => [item.id, item.budget]));
    expect(budgets).toMatchObject({ [project]: '2500.00', [unpriced]: null, [wallProject]: '999.50', [brand]: null });
  });
});

describe('names on cards', () => {
  it("a wall card names its owner's business when they have one, a brand project its company", async () => {
    const owner = await addUser(db(), ['wall_owner'], { first_name: 'Wanda', last_name: 'Walls' });
    await db().updateTable('users').set({ business_name: 'Wanda Properties' }).where('id', '=', owner).execute();
    const wall = await addWall(db(), owner);
    const brand = await addBrand(db(), { company_name: 'Acme Paints' });
    const project = await addBrandProject(db(), brand);

    const subtitles = Object.fromEntries((await discover(t.app)).items.map((item) => [item.id, item.subtitle]));
    expect(subtitles).toMatchObject({ [wall]: 'Listed by Wanda Properties', [project]: 'Acme Paints' });
  });
});

describe("a page's rows", () => {
  it('hold the columns the answer is made of and no more, in every shape of the statement', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    await addWall(db(), owner, { title: 'Brick wall', ...northOf(1) });
    await addArtist(db(), { first_name: 'Brick', ...northOf(2) });
    const columns = [
      'budget_cents',
      'chord',
      'description',
      'id',
      'images',
      'latitude',
      'location',
      'longitude',
      'miles',
      'past_projects',
      'rating',
      'sort_time',
      'subtitle',
      'title',
      'type',
      'unlocated_exist',
      'view_count',
      'wall_status',
    ];
    // Newest first; nearest first; under 5 miles (cut after the merge); a search.
    for (const request of [{}, VIEWER, { ...VIEWER, distance: ['under-5'] }, { search: 'brick' }]) {
      const rows = await searchDiscover(db(), toDiscoverQuery(ZDiscoverSearchRequest.parse(request)));
      expect(rows.length).toBe(2);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(columns);
    }
  });
});
