import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const PHOTO = 'https://images.example.com/final-1.jpg';
const PHOTO_2 = 'https://images.example.com/final-2.jpg';

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

const post = (who: Person, url: string, payload: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, { method: 'POST', url, payload: { projectType: 'brand_project', ...payload } });

/** A brand's project in progress with a hired artist and $1,000 the brand put in escrow. */
async function working() {
  const db = t.database.db;
  const owner = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const stranger = await registerAs(t.app, 'artist');
  const project = await brandProject(db, owner.user.id, { title: 'Dock mural' });
  await db
    .insertInto('applications')
    .values({ artist_id: artist.user.id, project_id: project.id, status: 'accepted', decided_at: new Date() })
    .execute();
  const paid = await post(owner, '/api/transactions', {
    projectId: project.id,
    recipientId: artist.user.id,
    amount: 1000,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  await db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
  const complete = (who: Person, body: Record<string, unknown> = { photos: [PHOTO], note: 'All done' }) =>
    post(who, `/api/projects/${project.id}/complete`, { projectId: project.id, ...body });
  const confirm = (who: Person) =>
    post(who, `/api/projects/${project.id}/confirm-completion`, { projectId: project.id });
  const dispute = (who: Person, body: Record<string, unknown> = {}) =>
    post(who, `/api/projects/${project.id}/dispute`, { projectId: project.id, reason: 'Half done', ...body });
  return { owner, artist, stranger, project, paymentId: paid.json().id as string, complete, confirm, dispute };
}

const projectRow = (id: string) =>
  t.database.db
    .selectFrom('projects')
    .select(['images', 'completion_photos', 'completion_note', 'completion_confirmed_at', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const gallery = async (artistId: string) =>
  (
    await t.database.db
      .selectFrom('artist_profiles')
      .select('portfolio_images')
      .where('user_id', '=', artistId)
      .executeTakeFirst()
  )?.portfolio_images ?? [];

describe('POST /api/projects/{projectId}/complete with proof', () => {
  it('refuses a bad photo (400, nothing changes), then records the photos as the project gallery', async () => {
    const { artist, project, complete } = await working();
    expectError(await complete(artist, { photos: ['ftp://x/y.jpg'] }), 400, /Image URL/);
    expectError(await complete(artist, { photos: Array(11).fill(PHOTO) }), 400, /At most 10 photos/);
    expect((await projectRow(project.id)).status).toBe('in_progress');

    const done = await complete(artist, { photos: [PHOTO, PHOTO_2, PHOTO], note: 'Varnished twice' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await projectRow(project.id)).toMatchObject({
      status: 'completed',
      images: ['/media/dock.jpg', PHOTO, PHOTO_2],
      completion_photos: [PHOTO, PHOTO_2],
      completion_note: 'Varnished twice',
    });
    expect(await gallery(artist.user.id)).toEqual([]);
  });

  it('still completes for an API client written before proof was asked for (SDK 1.0 sends no photos)', async () => {
    const { artist, project, complete } = await working();
    const done = await complete(artist, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(await projectRow(project.id)).toMatchObject({ status: 'completed', completion_photos: [] });
  });

  it("adds the photos to the artist's public portfolio when asked, newest first", async () => {
    const { artist, complete } = await working();
    await t.database.db
      .insertInto('artist_profiles')
      .values({ user_id: artist.user.id, portfolio_images: [PHOTO_2, '/media/old.jpg'] })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ portfolio_images: [PHOTO_2, '/media/old.jpg'] }))
      .execute();
    const done = await complete(artist, { photos: [PHOTO, PHOTO_2], addToPortfolio: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await gallery(artist.user.id)).toEqual([PHOTO, PHOTO_2, '/media/old.jpg']);
    const profile = await t.app.inject({ method: 'GET', url: `/api/artists/${artist.user.id}/profile` });
    expect(JSON.stringify(profile.json())).toContain(PHOTO);
  });
});

describe('POST /api/projects/{projectId}/confirm-completion', () => {
  it("is the owner's only, once the work is completed, and releases escrow at once with a balanced ledger", async () => {
    const { owner, artist, stranger, project, paymentId, complete, confirm } = await working();
    expectError(await confirm(owner), 409, /once the artist completed/);
    await complete(artist);
    expectError(await confirm(artist), 403, /Only the project's owner/);
    expectError(await confirm(stranger), 403, /Only the project's owner/);
    const confirmed = await confirm(owner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<Outputs['reviews']['confirmCompletion']>(confirmed)).toMatchObject({
      projectId: project.id,
      released: '1000.00',
    });
    expectError(await confirm(owner), 409, /already confirmed/);

    const payment = await t.database.db
      .selectFrom('transactions')
      .select('payment_status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.payment_status).toBe('completed');
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'account_type', 'amount_cents'])
      .where('transaction_id', '=', paymentId)
      .execute();
    expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
    expect(entries.filter((entry) => entry.movement === 'release')).toHaveLength(3);
    for (const who of [owner, artist]) {
      const told = await t.database.db
        .selectFrom('notifications')
        .select(['project_id'])
        .where('user_id', '=', who.user.id)
        .where('type', '=', 'project_completion_confirmed')
        .execute();
      expect(told).toEqual([{ project_id: project.id }]);
    }
  });

  it('is closed after the 14-day window (409) and once the project is disputed (409)', async () => {
    const late = await working();
    await late.complete(late.artist);
    await t.database.db
      .updateTable('projects')
      .set({ completed_at: sql<Date>`now() - interval '15 days'` })
      .where('id', '=', late.project.id)
      .execute();
    expectError(await late.confirm(late.owner), 409, /14 days to confirm this work are over/);

    const disputed = await working();
    await disputed.complete(disputed.artist);
    expect((await disputed.dispute(disputed.owner)).statusCode).toBe(201);
    expectError(await disputed.confirm(disputed.owner), 409, /disputed/);
    expect((await projectRow(disputed.project.id)).completion_confirmed_at).toBeNull();
  });

  it('leaves nothing to dispute once confirmed (409)', async () => {
    const { owner, artist, complete, confirm, dispute } = await working();
    await complete(artist);
    expect((await confirm(owner)).statusCode).toBe(200);
    expectError(await dispute(owner), 409, /You confirmed the work/);
  });
});

describe('a dispute with evidence', () => {
  it('takes photos and messages between the two parties, shown to the operator; other messages are 400', async () => {
    const { owner, artist, stranger, complete, dispute } = await working();
    await complete(artist);
    const message = (from: Person, to: Person, content: string) =>
      t.database.db
        .insertInto('messages')
        .values({ sender_id: from.user.id, receiver_id: to.user.id, content })
        .returning('id')
        .executeTakeFirstOrThrow();
    const theirs = await message(artist, owner, 'I skipped the second coat');
    const elsewhere = await message(stranger, owner, 'Unrelated');
    expectError(
      await dispute(owner, { evidenceMessageIds: [theirs.id, elsewhere.id] }),
      400,
      /between you and the artist/,
    );
    expectError(await dispute(owner, { evidenceImages: ['javascript:1'] }), 400, /Image URL/);
    const opened = await dispute(owner, { evidenceImages: [PHOTO_2], evidenceMessageIds: [theirs.id] });
    expect(opened.statusCode, opened.body).toBe(201);

    const admin = await adminSessionCookie(t.database.db);
    const detail = await call(t.app, admin, { method: 'GET', url: `/api/admin/disputes/${opened.json().id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      evidenceImages: [PHOTO_2],
      evidenceMessages: [{ id: theirs.id, senderName: 'Frida Kahlo', content: 'I skipped the second coat' }],
    });
  });
});
