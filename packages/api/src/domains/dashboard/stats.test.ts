import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, registerAs, wallProject } from '../../../test/fixtures';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof registerAs>>;
const stats = async (who: Who) =>
  json<{ projects: number; profileViews: number; saved: number }>(
    await call(t.app, who.cookie, { method: 'GET', url: '/api/dashboard/stats' }),
  );
const view = (id: string, who?: Who, userAgent = 'vitest') =>
  who
    ? call(t.app, who.cookie, { method: 'POST', url: `/api/users/${id}/view`, headers: { 'user-agent': userAgent } })
    : t.app.inject({
        method: 'POST',
        url: `/api/users/${id}/view`,
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        payload: {},
      });

describe('GET /api/dashboard/stats', () => {
  it("counts the active profile's projects: a brand's own, a wall owner's on their walls, an artist's accepted ones once each", async () => {
    const brand = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const launch = await brandProject(t.database.db, brand.user.id);
    const declined = await brandProject(t.database.db, brand.user.id, { status: 'completed' });
    const alley = await wallProject(t.database.db, owner.user.id);

    const db = t.database.db;
    const apply = (table: 'applications' | 'invitations', status: 'accepted' | 'pending', projectId: string) =>
      db
        .insertInto(table)
        .values({
          artist_id: artist.user.id,
          status,
          project_id: projectId,
          ...(table === 'invitations' ? { inviter_id: brand.user.id } : {}),
        } as never)
        .execute();
    // Accepted twice on one project (an application and an invitation) counts it once; pending counts nothing.
    await apply('applications', 'accepted', launch.id);
    await apply('invitations', 'accepted', launch.id);
    await apply('invitations', 'accepted', alley.id);
    await apply('applications', 'pending', declined.id);

    expect((await stats(brand)).projects).toBe(2);
    expect((await stats(owner)).projects).toBe(1);
    expect((await stats(artist)).projects).toBe(2);
  });

  it('counts saved items, and profile views once per visitor per day, never your own', async () => {
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    expect(await stats(artist)).toEqual({ projects: 0, profileViews: 0, saved: 0 });

    for (const itemId of [brand.user.id, owner.user.id]) {
      const saved = await call(t.app, artist.cookie, {
        method: 'POST',
        url: '/api/saved',
        payload: { itemType: itemId === brand.user.id ? 'brand' : 'wall_owner', itemId },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }

    expect(json(await view(artist.user.id, brand))).toEqual({ counted: true });
    expect(json(await view(artist.user.id, brand))).toEqual({ counted: false });
    expect(json(await view(artist.user.id, owner))).toEqual({ counted: true });
    expect(json(await view(artist.user.id))).toEqual({ counted: true });
    expect(json(await view(artist.user.id, undefined, 'another browser'))).toEqual({ counted: true });
    expect(json(await view(artist.user.id, artist))).toEqual({ counted: false });

    const missing = await view('00000000-0000-4000-8000-000000000000', brand);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('User not found');

    expect(await stats(artist)).toEqual({ projects: 0, profileViews: 4, saved: 2 });
    expect((await stats(brand)).profileViews).toBe(0);
  });

  it('answers 401 signed out, and reading a profile counts nothing', async () => {
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    await call(t.app, brand.cookie, { method: 'GET', url: `/api/users/${artist.user.id}` });
    expect((await stats(artist)).profileViews).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
