import type { TRPCClientError } from '@trpc/client';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';
import { listenForWebsockets, openTab, subscribeEvents, type Tab } from '../../../test/realtime';
import type { AppRouter } from '../../router';
import type { TLivePosition } from './schemas';

let t: TestApp;
let url: string;
const tabs: Tab[] = [];

function tab(cookie?: string): Tab {
  const opened = openTab(url, cookie);
  tabs.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((opened) => opened.close()));
});
afterAll(async () => t.close());

/** A tracking.live subscription that records what arrives. */
function watch(who: Person, projectId: string) {
  const events: TLivePosition[] = [];
  let started = false;
  let error: TRPCClientError<AppRouter> | null = null;
  tab(who.cookie).client.tracking.live.subscribe(
    { projectId, projectType: 'brand_project' },
    {
      onStarted: () => (started = true),
      onData: (event) => events.push(event),
      onError: (cause) => (error = cause),
    },
  );
  const until = async <T>(what: string, test: () => T | undefined): Promise<T> => {
    // By the clock, and generous: on a loaded runner a push can take seconds; a missing one still fails.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const value = test();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
  };
  return {
    events,
    started: () => until('the subscription to start', () => (error ? Promise.reject(error) : started || undefined)),
    /** The first event that matches: the start's own position can still be on its way when the test moves. */
    next: (what: string, match: (event: TLivePosition) => boolean) => until(what, () => events.find(match)),
    failure: () => until('an error', () => error ?? undefined),
  };
}

/** A brand's project with two accepted artists: the one who will start it and another (a co-artist). */
async function acceptedDeal() {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const coArtist = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id);
  for (const accepted of [artist, coArtist])
    await t.database.db
      .insertInto('applications')
      .values({
        artist_id: accepted.user.id,
        project_id: project.id,
        status: 'accepted',
      })
      .execute();
  return { brand, artist, coArtist, project };
}

async function begin(artist: Person, projectId: string, at = { latitude: 29.76, longitude: -95.37 }) {
  const response = await call(t.app, artist.cookie, {
    method: 'POST',
    url: `/api/projects/${projectId}/start`,
    payload: { projectType: 'brand_project', ...at },
  });
  expect(response.statusCode).toBe(201);
  const session = response.json<{ id: string }>();
  await rewind(session.id);
  return session;
}

/** The session's last position five seconds ago, so the next one is not refused as too soon. */
const rewind = (sessionId: string) =>
  t.database.db
    .updateTable('tracking_sessions')
    .set({ last_updated_location: sql`now() - interval '5 seconds'` })
    .where('id', '=', sessionId)
    .execute();

async function startedDeal() {
  const deal = await acceptedDeal();
  return { ...deal, session: await begin(deal.artist, deal.project.id) };
}

const move = (who: Person, id: string, latitude: number, longitude: number) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/tracking/${id}/location`, payload: { latitude, longitude } });

describe('tracking.live over the websocket', () => {
  it("pushes the artist's position to the project's owner, and the pause without a position", async () => {
    const { brand, artist, project, session } = await startedDeal();
    const owner = watch(brand, project.id);
    await owner.started();
    expect((await move(artist, session.id, 29.77, -95.36)).statusCode).toBe(200);
    // On Postgres the start's announcement (29.76, -95.37) travels through NOTIFY and may land after the
    // subscription started; the owner then hears it first, which is right, so wait for the moved position itself.
    const position = await owner.next('the moved position', (event) => event.latitude === 29.77);
    expect(position).toMatchObject({
      sessionId: session.id,
      projectId: project.id,
      projectType: 'brand_project',
      status: 'active',
      latitude: 29.77,
      longitude: -95.36,
    });
    expect(position.distanceMeters).toBeGreaterThan(1000);

    const paused = await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: `/api/tracking/${session.id}/status`,
      payload: { status: 'paused' },
    });
    expect(paused.statusCode).toBe(200);
    const pause = await owner.next('the pause', (event) => event.status === 'paused');
    expect(pause).toMatchObject({ status: 'paused', latitude: null, longitude: null });
  });

  it('refuses to stream a project to anyone but its owner, another artist on it too, and keeps positions out of realtime.events', async () => {
    const { brand, artist, coArtist, project, session } = await startedDeal();
    const stranger = watch(await registerAs(t.app, 'brand'), project.id);
    expect((await stranger.failure()).data?.code).toBe('NOT_FOUND');
    const artistWatch = watch(artist, project.id);
    expect((await artistWatch.failure()).data?.code).toBe('NOT_FOUND');
    const coArtistWatch = watch(coArtist, project.id);
    expect((await coArtistWatch.failure()).data?.code).toBe('NOT_FOUND');

    const ownerEvents = subscribeEvents(tab(brand.cookie));
    const coArtistEvents = subscribeEvents(tab(coArtist.cookie));
    const owner = watch(brand, project.id);
    await Promise.all([ownerEvents.started(), coArtistEvents.started(), owner.started()]);
    expect((await move(artist, session.id, 29.78, -95.35)).statusCode).toBe(200);
    await owner.next('the moved position', (event) => event.latitude === 29.78);
    expect(stranger.events).toEqual([]);
    expect(coArtistWatch.events).toEqual([]);
    expect(ownerEvents.events.filter((event) => event.data.kind === 'tracking')).toEqual([]);
    expect(coArtistEvents.events.filter((event) => event.data.kind === 'tracking')).toEqual([]);
  });

  it('pushes the owner exact positions only while active and away from the start: none near it, paused or completed', async () => {
    const HOME = { latitude: 29.76043, longitude: -95.36981 };
    const { brand, artist, project } = await acceptedDeal();
    const owner = watch(brand, project.id);
    await owner.started();
    const session = await begin(artist, project.id, HOME);
    const setOff = await owner.next('the start', (event) => event.status === 'active' && event.distanceMeters === 0);
    expect(setOff).toMatchObject({ sessionId: session.id, latitude: null, longitude: null });

    expect((await move(artist, session.id, 29.76312, -95.36805)).statusCode).toBe(200);
    const near = await owner.next('the step near home', (event) => event.distanceMeters > 0);
    expect(near).toMatchObject({ status: 'active', latitude: null, longitude: null });
    await rewind(session.id);
    expect((await move(artist, session.id, 29.77512, -95.35127)).statusCode).toBe(200);
    expect(await owner.next('the position on the way', (event) => event.latitude !== null)).toMatchObject({
      status: 'active',
      latitude: 29.77512,
      longitude: -95.35127,
    });

    const status = (to: string) =>
      call(t.app, artist.cookie, {
        method: 'PATCH',
        url: `/api/tracking/${session.id}/status`,
        payload: { status: to },
      });
    expect((await status('paused')).statusCode).toBe(200);
    await rewind(session.id);
    expect((await move(artist, session.id, 29.78, -95.35)).statusCode).toBe(409);
    expect((await status('active')).statusCode).toBe(200);
    const complete = await call(t.app, artist.cookie, {
      method: 'POST',
      url: `/api/projects/${project.id}/complete`,
      payload: { projectType: 'brand_project', photos: ['https://images.example.com/final.jpg'] },
    });
    expect(complete.statusCode).toBe(200);
    await owner.next('the completion', (event) => event.status === 'completed');
    const heard = owner.events.map((event) => [event.status, event.latitude, event.longitude]);
    expect(heard).toEqual([
      ['active', null, null],
      ['active', null, null],
      ['active', 29.77512, -95.35127],
      ['paused', null, null],
      ['active', 29.77512, -95.35127],
      ['completed', null, null],
    ]);
  });
});
