import type { TNotificationType, TProjectType } from '@wallcraft/shared';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProject, registerAs, wallProject, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { embeddedProvider } from '../payments/provider';
import { runPayout } from './service';
import { adminSessionCookie } from '../../../test/admins';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type ProjectReviews = Outputs['reviews']['forProject'];
type Deal = Awaited<ReturnType<typeof deal>>;

const DAY = 24 * 60 * 60 * 1000;

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

/** An owner, an artist accepted on the owner's open project, and (with `pay`) dollars the owner put in escrow. */
async function deal(options: { projectType?: TProjectType; pay?: number } = {}) {
  const projectType = options.projectType ?? 'brand_project';
  const owner = await registerAs(t.app, projectType === 'brand_project' ? 'brand' : 'wall_owner', {
    firstName: 'Bea',
    lastName: 'Brand',
  });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const db = t.database.db;
  const project =
    projectType === 'brand_project'
      ? await brandProject(db, owner.user.id, { title: 'Dock mural' })
      : await wallProject(db, owner.user.id, { title: 'Dock mural' });
  await db
    .insertInto('applications')
    .values({
      artist_id: artist.user.id,
      project_id: project.id,
      status: 'accepted',
    })
    .execute();
  let paymentId: string | null = null;
  if (options.pay) {
    const paid = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: { projectId: project.id, projectType, recipientId: artist.user.id, amount: options.pay },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().paymentStatus).toBe('escrowed');
    paymentId = paid.json().id as string;
  }
  return { owner, artist, project, projectType, paymentId };
}

/** Completion belongs to another endpoint: written straight to the database, `daysAgo` days back. */
async function complete(d: Deal, daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.database.db
    .updateTable('projects')
    .set({ status: 'completed', completed_at: at })
    .where('id', '=', d.project.id)
    .execute();
}

const review = (who: Person | undefined, d: Deal, body: Record<string, unknown> = {}) =>
  call(t.app, who?.cookie, {
    method: 'POST',
    url: '/api/reviews',
    payload: { projectId: d.project.id, projectType: d.projectType, rating: 5, comment: 'Great to work with', ...body },
  });

const view = (who: Person, d: Deal) =>
  call(t.app, who.cookie, {
    method: 'GET',
    url: `/api/reviews/project/${d.project.id}?projectType=${d.projectType}`,
  });

const dispute = (who: Person, d: Deal, reason = 'The mural is half done') =>
  call(t.app, who.cookie, {
    method: 'POST',
    url: `/api/projects/${d.project.id}/dispute`,
    payload: { projectType: d.projectType, reason },
  });

async function publicProfile(userId: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/users/${userId}` })).json();
}

async function artistStats(userId: string) {
  return t.database.db
    .selectFrom('artist_profiles')
    .select(['rating', 'completed_projects'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function paymentStatus(id: string | null) {
  const row = await t.database.db
    .selectFrom('transactions')
    .select('payment_status')
    .where('id', '=', id as string)
    .executeTakeFirstOrThrow();
  return row.payment_status;
}

function notices(userId: string, type: TNotificationType) {
  return t.database.db
    .selectFrom('notifications')
    .select(['title', 'message'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
}

async function reviewCount(d: Deal) {
  const row = await t.database.db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', d.project.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const later = (days: number) => new Date(Date.now() + days * DAY);

describe('POST /api/reviews: who may review, and when', () => {
  it('refuses a review before the project is completed, and stores nothing', async () => {
    const d = await deal();
    expectError(await review(d.owner, d), 409, /^You can review once the project is completed$/);
    expectError(await review(d.artist, d), 409, /^You can review once the project is completed$/);
    expect(await reviewCount(d)).toBe(0);
  });

  it('refuses someone who is neither the owner nor its accepted artist (403), a missing project (404), no session (401)', async () => {
    const d = await deal();
    await complete(d);
    const stranger = await registerAs(t.app, 'artist');
    expectError(await review(stranger, d), 403, /owner and its accepted artist/);
    expect((await view(stranger, d)).statusCode).toBe(403);
    expectError(
      await review(d.owner, { ...d, project: { ...d.project, id: '00000000-0000-4000-8000-000000000000' } }),
      404,
      /not found/,
    );
    expectError(await review(d.owner, { ...d, projectType: 'wall_project' }), 404, /^Wall project not found$/);
    expect((await review(undefined, d)).statusCode).toBe(401);
    expect(await reviewCount(d)).toBe(0);
  });

  it('refuses ratings 0, 6 and 2.5 naming the rating', async () => {
    const d = await deal();
    await complete(d);
    for (const rating of [0, 6, 2.5, -1, null]) expectError(await review(d.owner, d, { rating }), 400, /rating/i);
    expect(await reviewCount(d)).toBe(0);
  });

  it('takes the rating as a JSON number: "5" is 400 naming the rating, over REST and over tRPC after it', async () => {
    const d = await deal();
    await complete(d);
    for (const rating of ['5', '5.0', 'true']) expectError(await review(d.owner, d, { rating }), 400, /rating/i);
    // The REST calls above must not have loosened the procedure for tRPC: both read the same schema.
    const overTrpc = await call(t.app, d.owner.cookie, {
      method: 'POST',
      url: '/trpc/reviews.create',
      payload: { projectId: d.project.id, projectType: d.projectType, rating: '5' },
    });
    expect(overTrpc.json().error).toMatchObject({
      data: { code: 'BAD_REQUEST' },
      message: expect.stringMatching(/rating/i),
    });
    expect(await reviewCount(d)).toBe(0);
    expect((await review(d.owner, d, { rating: 5 })).statusCode).toBe(201);
  });

  it('takes one review per party: the second is 409', async () => {
    const d = await deal();
    await complete(d);
    expect((await review(d.owner, d)).statusCode).toBe(201);
    expectError(await review(d.owner, d, { rating: 1 }), 409, /^You have already reviewed this project$/);
    expect(await reviewCount(d)).toBe(1);
  });

  it('refuses a revieweeId who is not the counterpart', async () => {
    const d = await deal();
    await complete(d);
    expectError(await review(d.artist, d, { revieweeId: d.artist.user.id }), 400, /revieweeId/);
  });
});

describe('double-blind reviews', () => {
  it('hides the first review from everyone, the reviewee included, and tells the reviewee only that it exists', async () => {
    const d = await deal();
    await complete(d);
    const created = await review(d.owner, d, { rating: 2, comment: 'Late and messy' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rating: 2, comment: 'Late and messy', publishedAt: null });

    const artistView = json<ProjectReviews>(await view(d.artist, d));
    expect(artistView.pairs).toEqual([
      expect.objectContaining({ mine: null, theyReviewed: true, theirs: null, published: false }),
    ]);
    expect(artistView.canReview).toBe(true);
    const ownerView = json<ProjectReviews>(await view(d.owner, d));
    expect(ownerView.pairs[0]).toMatchObject({ mine: { rating: 2 }, theyReviewed: false, published: false });

    const profile = await publicProfile(d.artist.user.id);
    expect(profile.receivedReviews).toEqual([]);
    expect(profile.stats.reviewCount).toBe(0);
    expect((await artistStats(d.artist.user.id))?.rating ?? null).toBeNull();

    const received = await notices(d.artist.user.id, 'review_received');
    expect(received).toHaveLength(1);
    expect(received[0]?.message).not.toMatch(/Late and messy|2/);
    expect(await notices(d.artist.user.id, 'reviews_published')).toHaveLength(0);
  });

  it('publishes both reviews on the second: both see them, profiles show them, the rating and count change once', async () => {
    const d = await deal();
    await complete(d);
    expect((await review(d.owner, d, { rating: 4, comment: 'Lovely mural' })).statusCode).toBe(201);
    const second = await review(d.artist, d, { rating: 5, comment: 'Paid on time' });
    expect(second.statusCode).toBe(201);
    expect(second.json().publishedAt).not.toBeNull();

    const artistView = json<ProjectReviews>(await view(d.artist, d));
    expect(artistView.pairs[0]).toMatchObject({
      mine: { rating: 5 },
      theirs: { rating: 4, comment: 'Lovely mural' },
      published: true,
    });
    expect(artistView.canReview).toBe(false);
    const ownerView = json<ProjectReviews>(await view(d.owner, d));
    expect(ownerView.pairs[0]).toMatchObject({ theirs: { rating: 5, comment: 'Paid on time' }, published: true });

    const profile = await publicProfile(d.artist.user.id);
    expect(profile.receivedReviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Lovely mural' })]);
    expect(profile.stats).toMatchObject({ reviewCount: 1, averageRating: 4 });
    expect((await publicProfile(d.owner.user.id)).receivedReviews).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Paid on time' }),
    ]);
    expect(await artistStats(d.artist.user.id)).toEqual({ rating: 4, completed_projects: 1 });
    for (const who of [d.owner, d.artist]) expect(await notices(who.user.id, 'reviews_published')).toHaveLength(1);

    // The job finds nothing more to show here: the count stays at one project.
    await runPayout(t.database.db, embeddedProvider, later(30));
    expect(await artistStats(d.artist.user.id)).toEqual({ rating: 4, completed_projects: 1 });
  });

  it('lists the projects still to review until reviewed', async () => {
    const d = await deal();
    await complete(d);
    const pending = async (who: Person) =>
      json<Outputs['reviews']['pending']>(
        await call(t.app, who.cookie, { method: 'GET', url: '/api/reviews/pending' }),
      );
    expect((await pending(d.artist)).items).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({ id: d.project.id }),
        counterpart: expect.objectContaining({ id: d.owner.user.id }),
      }),
    ]);
    expect((await pending(d.owner)).items).toEqual([
      expect.objectContaining({ counterpart: expect.objectContaining({ id: d.artist.user.id }) }),
    ]);
    await review(d.artist, d);
    expect((await pending(d.artist)).items).toEqual([]);
  });
});

describe('after 14 days', () => {
  it('the job publishes a lone review and releases the escrow; a second run does nothing', async () => {
    const d = await deal({ projectType: 'wall_project', pay: 500 });
    await complete(d);
    expect((await review(d.artist, d, { rating: 3, comment: 'Wall was wet' })).statusCode).toBe(201);

    // Before the 14 days nothing is due.
    await runPayout(t.database.db, embeddedProvider, later(13));
    expect(await paymentStatus(d.paymentId)).toBe('escrowed');
    expect((await publicProfile(d.owner.user.id)).receivedReviews).toEqual([]);

    const first = await runPayout(t.database.db, embeddedProvider, later(15));
    expect(first.published).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(d.paymentId)).toBe('completed');
    expect((await publicProfile(d.owner.user.id)).receivedReviews).toEqual([
      expect.objectContaining({ rating: 3, comment: 'Wall was wet' }),
    ]);
    // The owner never reviewed: the artist has no rating yet, but the project counts as completed once.
    expect(await artistStats(d.artist.user.id)).toEqual({ rating: null, completed_projects: 1 });
    expect(await notices(d.artist.user.id, 'payment_released')).toHaveLength(1);

    await runPayout(t.database.db, embeddedProvider, later(15));
    expect(await notices(d.artist.user.id, 'payment_released')).toHaveLength(1);
    const ledger = await t.database.db
      .selectFrom('ledger_entries')
      .select(['amount_cents'])
      .where('transaction_id', '=', d.paymentId as string)
      .where('movement', '=', 'release')
      .execute();
    expect(ledger).toHaveLength(3);
  });

  it('shows a review written after the 14 days at once, counting the project only once', async () => {
    const d = await deal();
    await complete(d, 20);
    expect((await review(d.artist, d)).statusCode).toBe(201);
    // Published on the spot: the window is over.
    expect((await publicProfile(d.owner.user.id)).receivedReviews).toHaveLength(1);
    expect(await artistStats(d.artist.user.id)).toEqual({ rating: null, completed_projects: 1 });
    const late = await review(d.owner, d, { rating: 3 });
    expect(late.json().publishedAt).not.toBeNull();
    expect(await artistStats(d.artist.user.id)).toEqual({ rating: 3, completed_projects: 1 });
  });
});

describe('payout', () => {
  it('releases the escrow to the artist when both reviews are in', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    await review(d.owner, d);
    expect(await paymentStatus(d.paymentId)).toBe('escrowed');
    await review(d.artist, d);
    expect(await paymentStatus(d.paymentId)).toBe('completed');
    expect(await notices(d.artist.user.id, 'payment_released')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/both reviews are in/) }),
    ]);
    expect(json<ProjectReviews>(await view(d.owner, d))).toMatchObject({ inEscrow: '0.00', canDispute: false });
  });

  it('lets the owner dispute: the artist is told, and neither reviews nor the 14 days release the money', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    expect(json<ProjectReviews>(await view(d.owner, d))).toMatchObject({ inEscrow: '1000.00', canDispute: true });
    const opened = await dispute(d.owner, d, '  Half the wall is unpainted  ');
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'open', reason: 'Half the wall is unpainted', outcome: null });
    expect(await notices(d.artist.user.id, 'payment_disputed')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Half the wall is unpainted/) }),
    ]);

    await review(d.owner, d);
    await review(d.artist, d);
    await runPayout(t.database.db, embeddedProvider, later(30));
    expect(await paymentStatus(d.paymentId)).toBe('escrowed');
    // The reviews themselves still show.
    expect((await publicProfile(d.artist.user.id)).receivedReviews).toHaveLength(1);
    expect(json<ProjectReviews>(await view(d.artist, d))).toMatchObject({ dispute: { status: 'open' } });
  });

  it('refuses disputes by others, before completion, twice, after 14 days or with nothing in escrow', async () => {
    const d = await deal({ pay: 1000 });
    expectError(await dispute(d.owner, d), 409, /once it is completed/);
    await complete(d);
    expectError(await dispute(d.artist, d), 403, /owner/);
    expectError(await dispute(await registerAs(t.app, 'brand'), d), 403, /owner/);
    expectError(await dispute(d.owner, d, '   '), 400, /reason/);
    expect((await dispute(d.owner, d)).statusCode).toBe(201);
    expectError(await dispute(d.owner, d), 409, /already disputed/);

    const old = await deal({ pay: 1000 });
    await complete(old, 15);
    expectError(await dispute(old.owner, old), 409, /14 days/);

    const unpaid = await deal();
    await complete(unpaid);
    expectError(await dispute(unpaid.owner, unpaid), 409, /Nothing is held in escrow/);
    const count = await t.database.db
      .selectFrom('project_disputes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', 'in', [old.project.id, unpaid.project.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('admin disputes', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminSessionCookie(t.database.db);
  });
  const list = async () =>
    json<Outputs['admin']['disputes']>(
      await call(t.app, admin, { method: 'GET', url: '/api/admin/disputes?limit=100' }),
    );
  const resolve = (cookie: string | undefined, id: string, outcome: string, extra: Record<string, unknown> = {}) =>
    call(t.app, cookie, {
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      payload: { outcome, note: 'Checked the photos and both messages', ...extra },
    });

  it('lists open disputes with project, parties, reason and escrow; resolving releases the escrow once', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    const id = (await dispute(d.owner, d, 'Colours are wrong')).json().id as string;
    expect((await list()).items).toContainEqual(
      expect.objectContaining({
        id,
        reason: 'Colours are wrong',
        inEscrow: '1000.00',
        project: expect.objectContaining({ id: d.project.id, title: 'Dock mural' }),
        owner: expect.objectContaining({ id: d.owner.user.id }),
        artists: [expect.objectContaining({ id: d.artist.user.id, displayName: 'Frida Kahlo' })],
      }),
    );
    const resolved = await resolve(admin, id, 'release');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', outcome: 'release' });
    expect(await paymentStatus(d.paymentId)).toBe('completed');
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    expectError(await resolve(admin, id, 'refund'), 409, /already resolved/);
    expect(await paymentStatus(d.paymentId)).toBe('completed');
  });

  it('refunds the escrow to the owner', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    const id = (await dispute(d.owner, d)).json().id as string;
    expect((await resolve(admin, id, 'refund')).statusCode).toBe(200);
    expect(await paymentStatus(d.paymentId)).toBe('refunded');
    expect(await notices(d.owner.user.id, 'payment_refunded')).toHaveLength(1);
    const escrow = await t.database.db
      .selectFrom('ledger_entries')
      .select(sql<string>`sum(amount_cents)`.as('cents'))
      .where('transaction_id', '=', d.paymentId as string)
      .where('account_type', '=', 'escrow')
      .executeTakeFirstOrThrow();
    expect(Number(escrow.cents)).toBe(0);
  });

  it('splits the escrow: the artist share released net of the fee, the rest refunded, ledger balanced, audited', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    await call(t.app, d.artist.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: d.owner.user.id, content: 'The wall was wet, I lost two days.' },
    });
    const id = (await dispute(d.owner, d, 'Half of it is missing')).json().id as string;
    const detail = await call(t.app, admin, { method: 'GET', url: `/api/admin/disputes/${id}` });
    expect(detail.json().messages).toEqual([
      expect.objectContaining({ senderName: 'Frida Kahlo', content: 'The wall was wet, I lost two days.' }),
    ]);

    expectError(await resolve(admin, id, 'split'), 400, /A split needs the artist's share/);
    expectError(await resolve(admin, id, 'split', { artistSharePercent: 60, note: ' ' }), 400, /Write a note/);
    const split = await resolve(admin, id, 'split', { artistSharePercent: 60 });
    expect(split.statusCode).toBe(200);
    expect(split.json()).toMatchObject({
      outcome: 'split',
      artistSharePercent: 60,
      note: 'Checked the photos and both messages',
    });
    expect(await paymentStatus(d.paymentId)).toBe('completed');
    const legs = await t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'account_type', 'amount_cents'])
      .where('transaction_id', '=', d.paymentId as string)
      .where('movement', '!=', 'fund')
      .orderBy('movement')
      .orderBy('account_type')
      .execute();
    // $600 to the artist at the payment's 5% fee ($30), $400 back to the owner.
    expect(legs).toEqual([
      { movement: 'refund', account_type: 'escrow', amount_cents: -40_000 },
      { movement: 'refund', account_type: 'payer', amount_cents: 40_000 },
      { movement: 'release', account_type: 'artist', amount_cents: 57_000 },
      { movement: 'release', account_type: 'escrow', amount_cents: -60_000 },
      { movement: 'release', account_type: 'platform_fees', amount_cents: 3_000 },
    ]);
    const payment = await t.database.db
      .selectFrom('transactions')
      .select('split_refund_cents')
      .where('id', '=', d.paymentId as string)
      .executeTakeFirstOrThrow();
    expect(payment.split_refund_cents).toBe(40_000);
    const [audit] = await t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(audit).toMatchObject({
      action: 'dispute.resolve',
      before: { status: 'open', inEscrowCents: 100_000 },
      after: { status: 'resolved', outcome: 'split', artistShareBps: 6000, refundCents: 40_000 },
    });
  });

  it('keeps refunds above the limit to superadmins: an operator gets 403 and nothing moves', async () => {
    const d = await deal({ pay: 2000 });
    await complete(d);
    const id = (await dispute(d.owner, d)).json().id as string;
    await t.database.db
      .insertInto('admins')
      .values({ username: 'dispute-operator', password_hash: 'x', role: 'operator' })
      .execute();
    const operator = await adminSessionCookie(t.database.db, 'dispute-operator');
    // The default limit is $1,000: refunding $2,000 is too much for an operator, a 40% split ($1,200 back) too.
    expectError(await resolve(operator, id, 'refund'), 403, /needs a superadmin/);
    expectError(await resolve(operator, id, 'split', { artistSharePercent: 40 }), 403, /needs a superadmin/);
    expect(await paymentStatus(d.paymentId)).toBe('escrowed');
    expect((await resolve(operator, id, 'split', { artistSharePercent: 50 })).statusCode).toBe(200);
  });

  it('refuses users and anonymous callers, a bad outcome and an unknown dispute', async () => {
    const d = await deal({ pay: 1000 });
    await complete(d);
    const id = (await dispute(d.owner, d)).json().id as string;
    for (const cookie of [d.owner.cookie, undefined]) {
      expect((await call(t.app, cookie, { method: 'GET', url: '/api/admin/disputes' })).statusCode).toBe(401);
      expect((await resolve(cookie, id, 'release')).statusCode).toBe(401);
    }
    expectError(await resolve(admin, id, 'keep'), 400, /outcome/);
    expectError(await resolve(admin, '00000000-0000-4000-8000-000000000000', 'release'), 404, /Dispute not found/);
    expect(await paymentStatus(d.paymentId)).toBe('escrowed');
  });
});
