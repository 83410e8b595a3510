import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, hire, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { metersBetween } from '../tracking/positions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Session = Outputs['tracking']['start'];

const SITE = { siteLatitude: 30.27, siteLongitude: -97.74 };
const ADDRESS = '500 Congress Ave, Austin, TX';
const get = (who: Person | null, url: string) => call(t.app, who?.cookie, { method: 'GET', url });
const trpcGet = (who: Person | null, path: string, input: unknown) =>
  get(who, `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

/** A brand's project with a street address and a site pin, a hired artist, an applicant and a stranger. */
async function posted() {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist');
  const applicant = await registerAs(t.app, 'artist');
  const stranger = await registerAs(t.app, 'artist');
  const project = await createProject(t.app, brand.cookie, {
    latitude: 30.3,
    longitude: -97.7,
    streetAddress: ` ${ADDRESS} `,
    ...SITE,
  });
  await hire(t.app, brand, artist, project.id);
  const applied = await call(t.app, applicant.cookie, {
    method: 'POST',
    url: '/api/applications',
    payload: { projectType: 'brand_project', projectId: project.id },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return { brand, artist, applicant, stranger, project };
}

const SEEN = { streetAddress: ADDRESS, ...SITE };
const HIDDEN = { streetAddress: null, siteLatitude: null, siteLongitude: null };

describe("a project's street address", () => {
  it('is shown to the owner and the hired artist only, over REST and tRPC; everyone else gets null', async () => {
    const { brand, artist, applicant, stranger, project } = await posted();
    expect(project).toMatchObject(SEEN);
    for (const [who, expected] of [
      [brand, SEEN],
      [artist, SEEN],
      [applicant, HIDDEN],
      [stranger, HIDDEN],
      [null, HIDDEN],
    ] as const) {
      expect(json(await get(who, `/api/projects/${project.id}`))).toMatchObject(expected);
      expect((await trpcGet(who, 'projects.get', { id: project.id })).json().result.data).toMatchObject(expected);
    }
    const listed = json<Outputs['projects']['list']>(await get(brand, '/api/projects?limit=100&status=hired'));
    const open = json<Outputs['projects']['list']>(await get(brand, '/api/projects?limit=100'));
    for (const item of [...listed.items, ...open.items].filter((row) => row.id === project.id))
      expect(item).toMatchObject(HIDDEN);
    const mine = json<Outputs['projects']['mine']>(await get(brand, '/api/projects/my-projects'));
    expect(mine.items.find((row) => row.id === project.id)).toMatchObject(SEEN);
  });

  it('is checked (at most 200 characters, a pin with both coordinates) and edited with the project', async () => {
    const brand = await registerAs(t.app, 'brand');
    const refused = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { title: 'Mural', location: 'Austin, TX', streetAddress: 'x'.repeat(201) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Street address must be at most 200 characters/);
    const half = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { title: 'Mural', location: 'Austin, TX', siteLatitude: 30 },
    });
    expect(half.statusCode).toBe(400);
    const project = await createProject(t.app, brand.cookie);
    expect(project).toMatchObject(HIDDEN);
    const edited = await call(t.app, brand.cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { streetAddress: ADDRESS, ...SITE },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject(SEEN);
  });

  it('is taken by a wall project too, and hidden from others', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const project = await createWallProject(t.app, owner.cookie, wall.id, { streetAddress: ADDRESS });
    expect(project).toMatchObject({ streetAddress: ADDRESS });
    expect(json(await get(null, `/api/wall-projects/${project.id}`))).toMatchObject({ streetAddress: null });
  });
});

describe('live tracking to the site', () => {
  it("heads for the site pin and shows the owner the artist's distance and a plain estimate", async () => {
    const { brand, artist, project } = await posted();
    const started = await call(t.app, artist.cookie, {
      method: 'POST',
      url: `/api/projects/${project.id}/start`,
      payload: { projectType: 'brand_project', latitude: 30.1, longitude: -97.74 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const session = json<Session>(started);
    expect(session).toMatchObject({
      destinationLatitude: SITE.siteLatitude,
      destinationLongitude: SITE.siteLongitude,
      destinationAddress: ADDRESS,
    });
    const tracking = async () =>
      json<Outputs['tracking']['project']>(
        await get(brand, `/api/projects/${project.id}/tracking?projectType=brand_project`),
      ).session;
    // Near the start the owner sees no position, so no distance either.
    expect(await tracking()).toMatchObject({ distanceToSiteMiles: null, etaMinutes: null });

    const away = { latitude: 30.2, longitude: -97.74 };
    const moved = await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: `/api/tracking/${session.id}/location`,
      payload: away,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const miles = metersBetween(away, { latitude: SITE.siteLatitude, longitude: SITE.siteLongitude }) / 1609.344;
    expect(await tracking()).toMatchObject({
      distanceToSiteMiles: Math.round(miles * 10) / 10,
      etaMinutes: Math.ceil(((miles * 1.3) / 30) * 60),
    });
    expect(Math.ceil(((miles * 1.3) / 30) * 60)).toBe(13);

    await t.database.db
      .updateTable('tracking_sessions')
      .set({ last_updated_location: new Date(Date.now() - 5000) })
      .where('id', '=', session.id)
      .execute();
    await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: `/api/tracking/${session.id}/location`,
      payload: { latitude: SITE.siteLatitude + 0.0005, longitude: SITE.siteLongitude },
    });
    expect(await tracking()).toMatchObject({ distanceToSiteMiles: 0, etaMinutes: 0 });
  });

  it("heads for the wall's pin when the project has a wall", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const wall = await createWall(t.app, owner.cookie, { latitude: 29.95, longitude: -95.3 });
    const project = await createWallProject(t.app, owner.cookie, wall.id, { streetAddress: ADDRESS, ...SITE });
    await t.database.db
      .insertInto('applications')
      .values({ project_id: project.id, artist_id: artist.user.id, status: 'accepted', decided_at: new Date() })
      .execute();
    const started = await call(t.app, artist.cookie, {
      method: 'POST',
      url: `/api/projects/${project.id}/start`,
      payload: { projectType: 'wall_project', latitude: 29.76, longitude: -95.37 },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(json<Session>(started)).toMatchObject({ destinationLatitude: 29.95, destinationLongitude: -95.3 });
  });
});
