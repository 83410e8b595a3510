import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Milestone = Outputs['milestones']['deliver'];

const PHOTO = 'https://images.example.com/wall.jpg';
const post = (who: Person, url: string, payload: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, { method: 'POST', url, payload });

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

/** A brand's project with an artist hired for $1,000 (and another artist hired too), and one funded $400 milestone. */
async function funded() {
  const db = t.database.db;
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const other = await registerAs(t.app, 'artist');
  const stranger = await registerAs(t.app, 'artist');
  const project = await brandProject(db, brand.user.id, { title: 'Dock mural' });
  await db
    .insertInto('applications')
    .values([
      {
        project_id: project.id,
        artist_id: artist.user.id,
        status: 'accepted',
        agreed_amount_cents: 100_000,
        decided_at: new Date(),
      },
      { project_id: project.id, artist_id: other.user.id, status: 'accepted', decided_at: new Date() },
    ])
    .execute();
  const created = await post(brand, '/api/milestones', {
    projectId: project.id,
    projectType: 'brand_project',
    artistId: artist.user.id,
    title: 'Sketches',
    amount: 400,
  });
  expect(created.statusCode, created.body).toBe(201);
  const milestone = json<Milestone>(created);
  const deliver = (who: Person, body: Record<string, unknown> = { note: 'Three sketches', images: [PHOTO] }) =>
    post(who, `/api/milestones/${milestone.id}/deliver`, body);
  return { brand, artist, other, stranger, project, milestone, deliver };
}

const fund = async (brand: Person, id: string) => {
  const response = await post(brand, `/api/milestones/${id}/fund`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['milestones']['fund']>(response).transactionId as string;
};

function notificationsOf(userId: string, type: 'milestone_delivered' | 'milestone_changes_requested') {
  return t.database.db
    .selectFrom('notifications')
    .select(['title', 'message', 'project_id'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
}

describe('POST /api/milestones/{id}/deliver', () => {
  it("is the milestone's artist's only: 403 for the owner, 404 for another artist on the project or a stranger", async () => {
    const { brand, other, stranger, milestone, deliver } = await funded();
    await fund(brand, milestone.id);
    expectError(await deliver(brand), 403, /Only the artist the milestone pays/);
    expectError(await deliver(other), 404, /Milestone not found/);
    expectError(await deliver(stranger), 404, /Milestone not found/);
  });

  it('works only on a funded milestone not yet delivered (409), with 1 to 10 photos (400)', async () => {
    const { brand, artist, milestone, deliver } = await funded();
    expectError(await deliver(artist), 409, /not funded yet/);
    await fund(brand, milestone.id);
    expectError(await deliver(artist, { note: 'x', images: [] }), 400, /Photos of the work are needed/);
    expectError(await deliver(artist, { images: ['javascript:alert(1)'] }), 400, /Image URL/);
    expectError(
      await deliver(artist, { images: Array.from({ length: 11 }, (_, i) => `${PHOTO}?${i}`) }),
      400,
      /At most 10/,
    );
    const done = await deliver(artist);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<Milestone>(done)).toMatchObject({
      status: 'completed',
      latestDelivery: { note: 'Three sketches', images: [PHOTO], decision: null, reason: null, decidedAt: null },
    });
    expectError(await deliver(artist), 409, /already delivered/);
  });

  it('tells the owner, linking to the deal', async () => {
    const { brand, artist, project, milestone, deliver } = await funded();
    await fund(brand, milestone.id);
    await deliver(artist);
    expect(await notificationsOf(brand.user.id, 'milestone_delivered')).toEqual([
      {
        title: 'Milestone delivered',
        message: expect.stringContaining('Frida Kahlo marked the milestone “Sketches” on Dock mural done'),
        project_id: project.id,
      },
    ]);
  });
});

describe('approving and asking for changes', () => {
  it('approves only a delivered milestone: 409 "wait" before, then releases once with a ledger summing to zero', async () => {
    const { brand, artist, milestone, deliver } = await funded();
    const paymentId = await fund(brand, milestone.id);
    expectError(
      await post(brand, `/api/milestones/${milestone.id}/approve`),
      409,
      /Wait for the artist to mark it done/,
    );
    await deliver(artist);
    const approved = await post(brand, `/api/milestones/${milestone.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Milestone>(approved)).toMatchObject({ status: 'paid', latestDelivery: { decision: 'approved' } });
    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /already approved/);
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'amount_cents'])
      .where('transaction_id', '=', paymentId)
      .execute();
    expect(entries.filter((entry) => entry.movement === 'release')).toHaveLength(3);
    expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
  });

  it('needs a reason (400), moves the milestone back to in progress and tells the artist, who delivers again', async () => {
    const { brand, artist, other, project, milestone, deliver } = await funded();
    await fund(brand, milestone.id);
    const ask = (who: Person, body: Record<string, unknown>) =>
      post(who, `/api/milestones/${milestone.id}/request-changes`, body);
    expectError(await ask(brand, { reason: 'More blue' }), 409, /Nothing was delivered/);
    await deliver(artist);
    expectError(await ask(brand, { reason: '  ' }), 400, /Reason is required/);
    expectError(await ask(brand, {}), 400, /Reason is required/);
    expectError(await ask(artist, { reason: 'More blue' }), 403, /owner/);
    expectError(await ask(other, { reason: 'More blue' }), 404, /Milestone not found/);
    const changes = await ask(brand, { reason: 'More blue' });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(json<Milestone>(changes)).toMatchObject({
      status: 'in_progress',
      latestDelivery: { decision: 'changes_requested', reason: 'More blue' },
    });
    expect(await notificationsOf(artist.user.id, 'milestone_changes_requested')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('“More blue”'), project_id: project.id }),
    ]);
    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /Wait for the artist/);

    const again = await deliver(artist, { note: 'Bluer', images: [`${PHOTO}?v=2`] });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<Milestone>(again)).toMatchObject({
      status: 'completed',
      latestDelivery: { note: 'Bluer', decision: null },
    });
    const listed = await call(t.app, brand.cookie, {
      method: 'GET',
      url: `/api/milestones?projectId=${project.id}&projectType=brand_project`,
    });
    expect(json<Outputs['milestones']['list']>(listed).items[0]?.latestDelivery?.note).toBe('Bluer');
    expect((await post(brand, `/api/milestones/${milestone.id}/approve`)).statusCode).toBe(200);
  });
});
