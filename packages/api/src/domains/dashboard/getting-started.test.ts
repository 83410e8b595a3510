import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, createProject, createWall, createWallProject, registerAs } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof registerAs>>;
const gettingStarted = async (who: Who) => {
  const response = await call(t.app, who.cookie, { method: 'GET', url: '/api/dashboard/getting-started' });
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['dashboard']['gettingStarted']>(response);
};
const ticks = async (who: Who) =>
  Object.fromEntries((await gettingStarted(who)).steps.map((step) => [step.key, step.done]));

describe('GET /api/dashboard/getting-started', () => {
  it("lists a new artist's three steps with their pages, and ticks each from the artist's own data", async () => {
    const artist = await registerAs(t.app, 'artist', { firstName: 'Ada', lastName: 'Lovelace' });
    const list = await gettingStarted(artist);
    expect(list.userType).toBe('artist');
    expect(list.steps.map((step) => [step.key, step.href, step.done])).toEqual([
      ['profile', '/setup/artist', false],
      ['portfolio', '/settings', false],
      ['first_project', '/browse/projects', false],
    ]);
    expect(list).toMatchObject({ done: 0, complete: false });

    const db = t.database.db;
    // The setup form and the gallery write this row; here it is written directly.
    const artistProfile = { specialties: ['Murals'], portfolio_images: ['/media/a.jpg'] };
    await db
      .insertInto('artist_profiles')
      .values({ user_id: artist.user.id, preferred_styles: [], what_i_offer: [], ...artistProfile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(artistProfile))
      .execute();
    expect(await ticks(artist)).toEqual({ profile: true, portfolio: true, first_project: false });

    const brand = await registerAs(t.app, 'brand');
    const project = await brandProject(db, brand.user.id);
    const applied = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: 'brand_project', projectId: project.id, message: 'I paint big walls' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await gettingStarted(artist)).toMatchObject({ done: 3, complete: true });
  });

  it("ticks a wall owner's wall, then their wall project; nobody else's counts", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const other = await registerAs(t.app, 'wall_owner');
    await createWall(t.app, other.cookie);
    expect(await ticks(owner)).toEqual({ wall: false, wall_project: false });

    const wall = await createWall(t.app, owner.cookie);
    expect(await ticks(owner)).toEqual({ wall: true, wall_project: false });
    await createWallProject(t.app, owner.cookie, wall.id);
    expect(await gettingStarted(owner)).toMatchObject({ userType: 'wall_owner', done: 2, complete: true });
  });

  it("ticks a brand's company details and first project", async () => {
    const brand = await registerAs(t.app, 'brand');
    const list = await gettingStarted(brand);
    expect(list.steps.map((step) => step.href)).toEqual(['/setup/brand', '/projects/create']);
    expect(await ticks(brand)).toEqual({ company: false, brand_project: false });

    const company = { company_name: 'Acme', industry: 'Retail' };
    await t.database.db
      .insertInto('brand_profiles')
      .values({ user_id: brand.user.id, preferred_styles: [], what_i_offer: [], brand_images: [], ...company })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(company))
      .execute();
    await createProject(t.app, brand.cookie);
    expect(await gettingStarted(brand)).toMatchObject({ done: 2, complete: true });
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/getting-started' });
    expect(response.statusCode).toBe(401);
  });
});
