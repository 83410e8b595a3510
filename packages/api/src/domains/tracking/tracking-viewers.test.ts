import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

/** Who sees what of a tracking session, by viewer and state, over REST and tRPC (the websocket: tracking-live). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Tracking = Outputs['tracking']['project'];
type State = 'active' | 'paused' | 'completed';

/** Where the artist set off (their home, say), a step from it, and well on the way (2.4 km off). */
const HOME = { latitude: 29.76043, longitude: -95.36981 };
const NEAR = { latitude: 29.76312, longitude: -95.36805 };
const FAR = { latitude: 29.77512, longitude: -95.35127 };
/** HOME as everyone but the artist sees a person's place: two decimals, about 1 km. */
const HOME_COARSE = { latitude: 29.76, longitude: -95.37 };

const accept = (artistId: string, projectId: string) =>
  t.database.db
    .insertInto('applications')
    .values({ artist_id: artistId, project_id: projectId, status: 'accepted' })
    .execute();

async function move(artist: Person, sessionId: string, to: { latitude: number; longitude: number }) {
  // The last position five seconds ago, so this one is not refused as too soon.
  await t.database.db
    .updateTable('tracking_sessions')
    .set({ last_updated_location: sql<Date>`now() - interval '5 seconds'` })
    .where('id', '=', sessionId)
    .execute();
  const moved = await call(t.app, artist.cookie, {
    method: 'PATCH',
    url: `/api/tracking/${sessionId}/location`,
    payload: to,
  });
  expect(moved.statusCode).toBe(200);
}

/**
 * A brand's project with two accepted artists; the first set off from HOME (an address on file for the start) and
 * is at `at`, the session then left in `state`.
 */
async function tracked(state: State, at: typeof HOME = FAR) {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const coArtist = await registerAs(t.app, 'artist');
  const outsider = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id);
  await accept(artist.user.id, project.id);
  await accept(coArtist.user.id, project.id);
  const started = await call(t.app, artist.cookie, {
    method: 'POST',
    url: `/api/projects/${project.id}/start`,
    payload: { projectType: 'brand_project', ...HOME },
  });
  expect(started.statusCode).toBe(201);
  const session = started.json<{ id: string }>();
  await t.database.db
    .updateTable('tracking_sessions')
    .set({ start_address: '5 Elm St, Houston' })
    .where('id', '=', session.id)
    .execute();
  if (at !== HOME) await move(artist, session.id, at);
  if (state === 'paused')
    expect(
      (
        await call(t.app, artist.cookie, {
          method: 'PATCH',
          url: `/api/tracking/${session.id}/status`,
          payload: { status: 'paused' },
        })
      ).statusCode,
    ).toBe(200);
  if (state === 'completed')
    expect(
      (
        await call(t.app, artist.cookie, {
          method: 'POST',
          url: `/api/projects/${project.id}/complete`,
          payload: { projectType: 'brand_project', photos: ['https://images.example.com/final.jpg'] },
        })
      ).statusCode,
    ).toBe(200);
  return { brand, artist, coArtist, outsider, project, session };
}

const restView = (who: Person, projectId: string) =>
  call(t.app, who.cookie, { method: 'GET', url: `/api/projects/${projectId}/tracking?projectType=brand_project` });
const trpcView = (who: Person, projectId: string) =>
  call(t.app, who.cookie, {
    method: 'GET',
    url: `/trpc/tracking.project?input=${encodeURIComponent(JSON.stringify({ projectId, projectType: 'brand_project' }))}`,
  });

/** The session as `who` sees it, the same over REST and tRPC. */
async function seen(who: Person, projectId: string) {
  const [rest, trpc] = await Promise.all([restView(who, projectId), trpcView(who, projectId)]);
  expect([rest.statusCode, trpc.statusCode]).toEqual([200, 200]);
  expect(trpc.json().result.data).toEqual(json<Tracking>(rest));
  const { session } = json<Tracking>(rest);
  if (!session) throw new Error('the project should have a session');
  return session;
}

const positions = (session: NonNullable<Tracking['session']>) => ({
  start: [session.startLatitude, session.startLongitude],
  current: [session.currentLatitude, session.currentLongitude],
  destination: [session.destinationLatitude, session.destinationLongitude],
  startAddress: session.startAddress,
});

const STATES: State[] = ['active', 'paused', 'completed'];

describe.each(STATES)('a %s session', (state) => {
  it('shows the artist their own start and last position exactly', async () => {
    const { artist, project } = await tracked(state);
    const session = await seen(artist, project.id);
    expect(session.status).toBe(state);
    expect(positions(session)).toMatchObject({
      start: [HOME.latitude, HOME.longitude],
      current: [FAR.latitude, FAR.longitude],
      startAddress: '5 Elm St, Houston',
    });
  });

  it(`shows the owner the start to about 1 km only, and the live position ${state === 'active' ? 'exactly' : 'not at all'}`, async () => {
    const { brand, project } = await tracked(state);
    const session = await seen(brand, project.id);
    expect(session.status).toBe(state);
    expect(positions(session)).toMatchObject({
      start: [HOME_COARSE.latitude, HOME_COARSE.longitude],
      current: state === 'active' ? [FAR.latitude, FAR.longitude] : [null, null],
      startAddress: null,
    });
  });

  it('shows another artist on the project its status only, without a single coordinate', async () => {
    const { coArtist, artist, project } = await tracked(state);
    const session = await seen(coArtist, project.id);
    expect(session).toMatchObject({ status: state, artistId: artist.user.id });
    expect(positions(session)).toEqual({
      start: [null, null],
      current: [null, null],
      destination: [null, null],
      startAddress: null,
    });
  });

  it('answers 404 to anyone else, as for a project that does not exist', async () => {
    const { outsider, project } = await tracked(state);
    const [rest, trpc] = await Promise.all([restView(outsider, project.id), trpcView(outsider, project.id)]);
    expect([rest.statusCode, rest.json().message]).toEqual([404, 'Project not found']);
    expect([trpc.statusCode, trpc.json().error.message]).toEqual([404, 'Project not found']);
  });
});

describe('near the start', () => {
  it('shows the owner no live position until the artist is about 1 km from where they set off', async () => {
    const { brand, artist, project, session } = await tracked('active', HOME);
    expect(positions(await seen(brand, project.id)).current).toEqual([null, null]);
    await move(artist, session.id, NEAR);
    expect(positions(await seen(brand, project.id)).current).toEqual([null, null]);
    expect(positions(await seen(artist, project.id)).current).toEqual([NEAR.latitude, NEAR.longitude]);
    await move(artist, session.id, FAR);
    expect(positions(await seen(brand, project.id)).current).toEqual([FAR.latitude, FAR.longitude]);
  });
});
