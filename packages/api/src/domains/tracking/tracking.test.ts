import type { LightMyRequestResponse } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, hire, registerAs, type Person, wallProject } from '../../../test/fixtures';
import { metersBetween } from './positions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Session = Outputs['tracking']['start'];

const HOUSTON = { latitude: 29.76, longitude: -95.37 };
const NEARBY = { latitude: 29.77, longitude: -95.37 };
const FINAL_PHOTO = 'https://images.example.com/final.jpg';

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

const start = (who: Person, projectId: string, body: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, {
    method: 'POST',
    url: `/api/projects/${projectId}/start`,
    payload: { projectType: 'brand_project', ...HOUSTON, ...body },
  });
const complete = (who: Person, projectId: string, projectType = 'brand_project') =>
  call(t.app, who.cookie, {
    method: 'POST',
    url: `/api/projects/${projectId}/complete`,
    payload: { projectType, photos: [FINAL_PHOTO] },
  });
const locate = (who: Person, id: string, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/tracking/${id}/location`, payload });
const setStatus = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/tracking/${id}/status`, payload: { status } });
const get = (who: Person, url: string) => call(t.app, who.cookie, { method: 'GET', url });

/** Sets when the session's last position arrived, which decides whether the next one is too soon. */
async function stampLastPosition(sessionId: string, at: RawBuilder<Date>) {
  await t.database.db
    .updateTable('tracking_sessions')
    .set({ last_updated_location: at })
    .where('id', '=', sessionId)
    .execute();
}

/** The session's last position five seconds ago, so the next one is not refused as too soon. */
const rewind = (sessionId: string) => stampLastPosition(sessionId, sql<Date>`now() - interval '5 seconds'`);

async function projectStatus(id: string) {
  return (await t.database.db.selectFrom('projects').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
}

function notificationsOf(userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['project_started', 'project_completed', 'review_requested'])
    .orderBy('created_at')
    .orderBy('type')
    .execute();
}

/** A brand with an open project (pinned in Houston) and an artist whose application to it the brand accepted. */
async function deal() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural' });
  await t.database.db
    .updateTable('projects')
    .set({ latitude: 29.8, longitude: -95.4 })
    .where('id', '=', project.id)
    .execute();
  await hire(t.app, brand, artist, project.id);
  return { brand, artist, project };
}

async function started() {
  const parties = await deal();
  const response = await start(parties.artist, parties.project.id);
  expect(response.statusCode).toBe(201);
  return { ...parties, session: json<Session>(response) };
}

describe('POST /api/projects/{projectId}/start', () => {
  it('lets the accepted artist start an open project: in progress, a session heading for the pin, the owner told', async () => {
    const { brand, artist, project } = await deal();
    const response = await start(artist, project.id, { latitude: '29.76', longitude: '-95.37' });
    expect(response.statusCode).toBe(201);
    expect(json<Session>(response)).toMatchObject({
      status: 'active',
      projectType: 'brand_project',
      projectId: project.id,
      wallProjectId: null,
      projectTitle: 'Dock mural',
      artistId: artist.user.id,
      startLatitude: 29.76,
      startLongitude: -95.37,
      currentLatitude: 29.76,
      currentLongitude: -95.37,
      destinationLatitude: 29.8,
      destinationLongitude: -95.4,
      destinationAddress: 'Houston, TX',
      distanceMeters: 0,
      completedAt: null,
    });
    expect(await projectStatus(project.id)).toBe('in_progress');
    expect(await notificationsOf(brand.user.id)).toEqual([
      {
        type: 'project_started',
        title: 'Project started',
        message: 'Frida Kahlo started Dock mural. Follow them live on the project page.',
      },
    ]);
  });

  it("heads for a wall project's wall, for an artist accepted by invitation", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const project = await wallProject(t.database.db, owner.user.id);
    const { wall_id } = await t.database.db
      .selectFrom('projects')
      .select('wall_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('walls')
      .set({ latitude: 30.27, longitude: -97.74, address: '12 Alley St, Austin' })
      .where('id', '=', wall_id)
      .execute();
    await t.database.db
      .insertInto('invitations')
      .values({
        inviter_id: owner.user.id,
        artist_id: artist.user.id,
        project_id: project.id,
        status: 'accepted',
      })
      .execute();
    expectError(await start(artist, project.id), 404, /^Project not found$/);
    const response = await start(artist, project.id, { projectType: 'wall_project' });
    expect(response.statusCode).toBe(201);
    expect(json<Session>(response)).toMatchObject({
      projectType: 'wall_project',
      projectId: null,
      wallProjectId: project.id,
      destinationLatitude: 30.27,
      destinationLongitude: -97.74,
      destinationAddress: '12 Alley St, Austin',
    });
    expect(await projectStatus(project.id)).toBe('in_progress');
  });

  it('refuses the owner and any artist not accepted on it with 403, and an unknown project with 404', async () => {
    const { brand, project } = await deal();
    const stranger = await registerAs(t.app, 'artist');
    expectError(await start(brand, project.id), 403, /Only the artist accepted on this project can start it/);
    expectError(await start(stranger, project.id), 403, /Only the artist accepted/);
    expectError(await start(stranger, '00000000-0000-4000-8000-000000000000'), 404, /Project not found/);
    expect(await projectStatus(project.id)).toBe('open');
    const sessions = await t.database.db
      .selectFrom('tracking_sessions')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('starts a project once: a second start, and a start of a project that is not open, are 409', async () => {
    const { artist, project } = await started();
    expectError(await start(artist, project.id), 409, /^Project already started$/);
    const done = await deal();
    await t.database.db
      .updateTable('projects')
      .set({ status: 'cancelled' })
      .where('id', '=', done.project.id)
      .execute();
    expectError(
      await start(done.artist, done.project.id),
      409,
      /Only an open project can be started; this one is cancelled/,
    );
  });

  it('lets only one of two simultaneous starts win', async () => {
    const { artist, project } = await deal();
    const answers = await Promise.all([start(artist, project.id), start(artist, project.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const sessions = await t.database.db
      .selectFrom('tracking_sessions')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses coordinates out of range or not numbers, naming the field', async () => {
    const { artist, project } = await deal();
    expectError(await start(artist, project.id, { latitude: 91 }), 400, /latitude must be between -90 and 90/);
    expectError(await start(artist, project.id, { longitude: '-181' }), 400, /longitude must be between -180 and 180/);
    expectError(await start(artist, project.id, { latitude: '' }), 400, /latitude/);
    expectError(await start(artist, project.id, { longitude: 'east' }), 400, /longitude must be a number/);
    expect(await projectStatus(project.id)).toBe('open');
  });
});

describe('PATCH /api/tracking/{id}/location', () => {
  it('keeps the last position and adds up the distance travelled', async () => {
    const { artist, session } = await started();
    await rewind(session.id);
    const moved = await locate(artist, session.id, { latitude: String(NEARBY.latitude), longitude: NEARBY.longitude });
    expect(moved.statusCode).toBe(200);
    const step = Math.round(metersBetween(HOUSTON, NEARBY));
    expect(step).toBeGreaterThan(1000);
    expect(json<Session>(moved)).toMatchObject({
      currentLatitude: NEARBY.latitude,
      currentLongitude: NEARBY.longitude,
      startLatitude: HOUSTON.latitude,
      distanceMeters: step,
    });
    await rewind(session.id);
    const back = json<Session>(await locate(artist, session.id, HOUSTON));
    expect(back.distanceMeters).toBe(Math.round(2 * metersBetween(HOUSTON, NEARBY)));
    expect(back.currentLatitude).toBe(HOUSTON.latitude);
  });

  it('accepts at most one position a second per session (429 with Retry-After)', async () => {
    const { artist, session } = await started();
    // The start is the session's first position. Stamped a minute ahead here: on a loaded machine the next call
    // came more than a second after the start, and passed (failed CI on d0e8a5f).
    await stampLastPosition(session.id, sql<Date>`now() + interval '1 minute'`);
    const tooSoon = await locate(artist, session.id, NEARBY);
    expectError(tooSoon, 429, /At most one position a second/);
    expect(tooSoon.headers['retry-after']).toBe('1');
    // Two at once after a quiet while: the first is taken and starts the next second, which refuses the other.
    await rewind(session.id);
    const both = await Promise.all([locate(artist, session.id, NEARBY), locate(artist, session.id, HOUSTON)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 429]);
  });

  it("answers 404 for someone else's session, even the project owner's", async () => {
    const { brand, session } = await started();
    const other = await registerAs(t.app, 'artist');
    await rewind(session.id);
    expectError(await locate(other, session.id, NEARBY), 404, /Tracking session not found/);
    expectError(await locate(brand, session.id, NEARBY), 404, /Tracking session not found/);
  });

  it('refuses positions while paused and after completion (409), and bad ranges (400)', async () => {
    const { artist, project, session } = await started();
    await rewind(session.id);
    expectError(await locate(artist, session.id, { latitude: -91, longitude: 0 }), 400, /latitude/);
    expectError(await locate(artist, session.id, { latitude: 0, longitude: 180.5 }), 400, /longitude/);
    expectError(await locate(artist, session.id, { latitude: true, longitude: 0 }), 400, /latitude/);
    expect((await setStatus(artist, session.id, 'paused')).statusCode).toBe(200);
    expectError(await locate(artist, session.id, NEARBY), 409, /paused; resume it/);
    expect((await setStatus(artist, session.id, 'active')).statusCode).toBe(200);
    expect((await complete(artist, project.id)).statusCode).toBe(200);
    await rewind(session.id);
    expectError(await locate(artist, session.id, NEARBY), 409, /completed; it takes no more positions/);
  });

  it("counts START's position as the first: the position sent right after it is taken, the next one that second is 429", async () => {
    const { artist, session } = await started();
    const first = await locate(artist, session.id, NEARBY);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<Session>(first)).toMatchObject({ currentLatitude: NEARBY.latitude });
    expectError(await locate(artist, session.id, HOUSTON), 429, /At most one position a second/);
  });

  it('works over tRPC with the same rules', async () => {
    const { artist, session } = await started();
    const trpc = (input: Record<string, unknown>) =>
      call(t.app, artist.cookie, { method: 'POST', url: '/trpc/tracking.location', payload: input });
    expect((await trpc({ id: session.id, ...HOUSTON })).statusCode).toBe(200);
    expect((await trpc({ id: session.id, ...NEARBY })).statusCode).toBe(429);
    await rewind(session.id);
    const moved = await trpc({ id: session.id, latitude: '29.77', longitude: '-95.37' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result.data).toMatchObject({ currentLatitude: 29.77, currentLongitude: -95.37 });
  });
});

describe('PATCH /api/tracking/{id}/status', () => {
  it('pauses, resumes and completes; nothing leaves completed', async () => {
    const { artist, session } = await started();
    expect(json<Session>(await setStatus(artist, session.id, 'paused')).status).toBe('paused');
    expectError(await setStatus(artist, session.id, 'paused'), 409, /already paused/);
    expect(json<Session>(await setStatus(artist, session.id, 'active')).status).toBe('active');
    const done = json<Session>(await setStatus(artist, session.id, 'completed'));
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expectError(await setStatus(artist, session.id, 'active'), 409, /completed; it cannot change/);
    expectError(await setStatus(artist, session.id, 'paused'), 409, /completed/);
    expectError(await setStatus(artist, session.id, 'finished'), 400, /status/);
  });

  it("answers 404 for someone else's session", async () => {
    const { brand, session } = await started();
    expectError(await setStatus(brand, session.id, 'paused'), 404, /Tracking session not found/);
  });
});

describe('POST /api/projects/{projectId}/complete', () => {
  it('completes the project and its session; both parties are asked for a review and the owner is told', async () => {
    const { brand, artist, project, session } = await started();
    const response = await complete(artist, project.id);
    expect(response.statusCode).toBe(200);
    expect(json<Outputs['tracking']['complete']>(response)).toMatchObject({
      projectId: project.id,
      status: 'completed',
      session: { id: session.id, status: 'completed' },
    });
    expect(await projectStatus(project.id)).toBe('completed');
    const owner = await notificationsOf(brand.user.id);
    expect(owner.map((n) => n.type).sort()).toEqual(['project_completed', 'project_started', 'review_requested']);
    expect(owner).toContainEqual({
      type: 'review_requested',
      title: 'Leave a review',
      message: 'Dock mural is complete. How was working with Frida Kahlo?',
    });
    expect(await notificationsOf(artist.user.id)).toEqual([
      {
        type: 'review_requested',
        title: 'Leave a review',
        message: 'Dock mural is complete. How was working with Bea Brand?',
      },
    ]);
    expectError(await complete(artist, project.id), 409, /Project already completed/);
  });

  it('refuses the owner and strangers (403) and a project that is not in progress (409)', async () => {
    const { brand, artist, project } = await deal();
    expectError(
      await complete(artist, project.id),
      409,
      /Only a project in progress can be completed; this one is open/,
    );
    expect((await start(artist, project.id)).statusCode).toBe(201);
    expectError(await complete(brand, project.id), 403, /Only the artist accepted on this project can complete it/);
    expectError(await complete(await registerAs(t.app, 'artist'), project.id), 403, /Only the artist accepted/);
    expect(await projectStatus(project.id)).toBe('in_progress');
  });
});

describe('completing a project another artist started', () => {
  /** A started deal with a second artist accepted on the same project. */
  async function withCoArtist() {
    const parties = await started();
    const coArtist = await registerAs(t.app, 'artist', { firstName: 'Diego', lastName: 'Rivera' });
    await t.database.db
      .insertInto('applications')
      .values({
        artist_id: coArtist.user.id,
        project_id: parties.project.id,
        status: 'accepted',
      })
      .execute();
    return { ...parties, coArtist };
  }

  const sessionStatus = async (id: string) =>
    (
      await t.database.db
        .selectFrom('tracking_sessions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const CO_ARTIST = /^Only Frida Kahlo, who started this project, can complete it\. Ask them to complete it/;

  /** The co-artist's completion over REST or tRPC, as status and message. */
  const refusal = async (over: 'REST' | 'tRPC', who: Person, projectId: string) => {
    if (over === 'REST') {
      const response = await complete(who, projectId);
      return { status: response.statusCode, message: response.json().message as string };
    }
    const response = await call(t.app, who.cookie, {
      method: 'POST',
      url: '/trpc/tracking.complete',
      payload: { projectId, projectType: 'brand_project', photos: [FINAL_PHOTO] },
    });
    expect(response.json().error?.data?.code).toBe('FORBIDDEN');
    return { status: response.statusCode, message: response.json().error.message as string };
  };

  it.each(['REST', 'tRPC'] as const)(
    'refuses a second accepted artist with 403 over %s, and nothing changes',
    async (over) => {
      const { brand, artist, coArtist, project, session } = await withCoArtist();
      expect(await refusal(over, coArtist, project.id)).toMatchObject({
        status: 403,
        message: expect.stringMatching(CO_ARTIST),
      });
      expect(await projectStatus(project.id)).toBe('in_progress');
      expect(await sessionStatus(session.id)).toBe('active');
      expect((await notificationsOf(brand.user.id)).map((n) => n.type)).toEqual(['project_started']);
      expect(await notificationsOf(coArtist.user.id)).toEqual([]);
      expect((await complete(artist, project.id)).statusCode).toBe(200);
    },
  );

  it('lets the artist who started it complete it after finishing their session themselves', async () => {
    const { artist, coArtist, project, session } = await withCoArtist();
    const listed = async (who: Person) =>
      json<Outputs['tracking']['projects']>(await get(who, '/api/tracking/projects')).items.find(
        (item) => item.projectId === project.id,
      );
    expect(await listed(coArtist)).toMatchObject({ status: 'in_progress', session: null, canComplete: false });
    expect((await setStatus(artist, session.id, 'completed')).statusCode).toBe(200);
    expect(await listed(artist)).toMatchObject({ session: { status: 'completed' }, canComplete: true });
    expectError(await complete(coArtist, project.id), 403, CO_ARTIST);
    expect((await complete(artist, project.id)).statusCode).toBe(200);
    expect(await projectStatus(project.id)).toBe('completed');
  });

  it('lets an accepted artist complete a project in progress that no session started (older data)', async () => {
    const { artist, project } = await deal();
    await t.database.db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
    const response = await complete(artist, project.id);
    expect(response.statusCode).toBe(200);
    expect(json<Outputs['tracking']['complete']>(response)).toMatchObject({ status: 'completed', session: null });
  });
});

describe('reading tracking state', () => {
  it('lists your open sessions and the projects you can start', async () => {
    const { brand, artist, project, session } = await started();
    const waiting = await deal();
    await t.database.db
      .insertInto('applications')
      .values({
        artist_id: artist.user.id,
        project_id: waiting.project.id,
        status: 'accepted',
      })
      .execute();
    const active = json<Outputs['tracking']['active']>(await get(artist, '/api/tracking/active'));
    expect(active.items.map((s) => [s.id, s.projectTitle, s.projectType])).toEqual([
      [session.id, 'Dock mural', 'brand_project'],
    ]);
    const projects = json<Outputs['tracking']['projects']>(await get(artist, '/api/tracking/projects'));
    expect(projects.items.map((p) => [p.projectId, p.status, p.session?.id ?? null])).toEqual([
      [waiting.project.id, 'open', null],
      [project.id, 'in_progress', session.id],
    ]);
    // The owner comes with each, so the page's MESSAGE button needs no read of its own.
    expect(projects.items.map((p) => p.ownerId)).toEqual([waiting.brand.user.id, brand.user.id]);
    expect(json<Outputs['tracking']['active']>(await get(waiting.artist, '/api/tracking/active')).items).toEqual([]);
  });

  it("shows the owner the artist's position only while active (and away from the start); strangers get 404", async () => {
    const { brand, artist, project, session } = await started();
    const url = `/api/projects/${project.id}/tracking?projectType=brand_project`;
    const asOwner = async () => json<Outputs['tracking']['project']>(await get(brand, url));
    await rewind(session.id);
    expect((await locate(artist, session.id, NEARBY)).statusCode).toBe(200);
    expect(await asOwner()).toMatchObject({
      projectStatus: 'in_progress',
      session: { id: session.id, status: 'active', currentLatitude: NEARBY.latitude },
    });
    await setStatus(artist, session.id, 'paused');
    expect((await asOwner()).session).toMatchObject({
      status: 'paused',
      currentLatitude: null,
      currentLongitude: null,
    });
    expect(json<Outputs['tracking']['project']>(await get(artist, url)).session).toMatchObject({
      currentLatitude: NEARBY.latitude,
    });
    expectError(await get(await registerAs(t.app, 'brand'), url), 404, /Project not found/);
  });
});
