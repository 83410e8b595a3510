import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Milestone = Outputs['milestones']['create'];

const post = (who: Person, url: string, payload: Record<string, unknown> = {}) =>
  call(t.app, who.cookie, { method: 'POST', url, payload });
const patch = (who: Person, id: string, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/milestones/${id}`, payload });
const trpcMutation = (who: Person, path: string, input: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: `/trpc/${path}`, payload: input });
const trpcQuery = (who: Person, path: string, input: unknown) =>
  call(t.app, who.cookie, {
    method: 'GET',
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  });

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

/**
 * A brand's open project with an artist accepted on it for an agreed $1,000; `others` adds artists accepted
 * without an agreed amount. A stranger is signed up too.
 */
async function deal(options: { agreedCents?: number | null; others?: number } = {}) {
  const db = t.database.db;
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const stranger = await registerAs(t.app, 'artist', { firstName: 'Sam', lastName: 'Stranger' });
  const others: Person[] = [];
  for (let i = 0; i < (options.others ?? 0); i += 1) others.push(await registerAs(t.app, 'artist'));
  const project = await brandProject(db, brand.user.id, { title: 'Dock mural' });
  const onProject = { project_id: project.id };
  await db
    .insertInto('applications')
    .values([
      {
        ...onProject,
        artist_id: artist.user.id,
        status: 'accepted',
        agreed_amount_cents: options.agreedCents === undefined ? 100_000 : options.agreedCents,
        decided_at: new Date(),
      },
      ...others.map((other) => ({ ...onProject, artist_id: other.user.id, status: 'accepted' as const })),
    ])
    .execute();
  const ref = { projectId: project.id, projectType: 'brand_project' };
  const create = (who: Person, body: Record<string, unknown>) => post(who, '/api/milestones', { ...ref, ...body });
  const list = (who: Person) =>
    call(t.app, who.cookie, {
      method: 'GET',
      url: `/api/milestones?projectId=${project.id}&projectType=brand_project`,
    });
  return { brand, artist, stranger, others, project, ref, create, list };
}

const PHOTO = 'https://images.example.com/work.jpg';

/** The milestone's artist marks it done with a photo (what approving waits for). */
async function delivered(artist: Person, id: string) {
  const response = await post(artist, `/api/milestones/${id}/deliver`, { note: 'Done', images: [PHOTO] });
  expect(response.statusCode, response.body).toBe(200);
  return json<Milestone>(response);
}

async function made(response: LightMyRequestResponse): Promise<Milestone> {
  expect(response.statusCode, response.body).toBe(201);
  return json<Milestone>(response);
}

function notificationsOf(userId: string, type: 'milestone_created' | 'milestone_released') {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'transaction_id'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
}

function ledgerOf(transactionId: string) {
  return t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'amount_cents'])
    .where('transaction_id', '=', transactionId)
    .orderBy('movement')
    .orderBy('account_type')
    .execute();
}

describe('POST /api/milestones', () => {
  it("lets the owner add milestones for the project's only artist, numbered in order, and tells the artist", async () => {
    const { brand, artist, project, create } = await deal();
    const first = await made(
      await create(brand, {
        title: '  Sketches ',
        description: 'Three options',
        amount: '400',
        dueDate: '2026-12-01',
        deliverables: 'Three colour sketches',
        status: 'pending',
      }),
    );
    expect(first).toMatchObject({
      projectId: project.id,
      projectType: 'brand_project',
      artistId: artist.user.id,
      artist: { id: artist.user.id, displayName: 'Frida Kahlo' },
      title: 'Sketches',
      description: 'Three options',
      amount: '400.00',
      sequenceOrder: 1,
      dueDate: '2026-12-01',
      deliverables: 'Three colour sketches',
      status: 'pending',
      transactionId: null,
      approvedAt: null,
    });
    const second = await made(await create(brand, { title: 'Wall', amount: 600 }));
    expect(second).toMatchObject({ sequenceOrder: 2, amount: '600.00', dueDate: null, deliverables: null });
    expect(await notificationsOf(artist.user.id, 'milestone_created')).toEqual([
      expect.objectContaining({ title: 'New milestone', message: expect.stringContaining('“Sketches” ($400)') }),
      expect.objectContaining({ title: 'New milestone', message: expect.stringContaining('“Wall” ($600)') }),
    ]);
  });

  it('requires a title and an amount, and checks every field', async () => {
    const { brand, create } = await deal();
    expectError(await create(brand, { amount: 200 }), 400, /Title is required/);
    expectError(await create(brand, { title: ' ', amount: 200 }), 400, /Title is required/);
    expectError(await create(brand, { title: 'A' }), 400, /Amount is required/);
    expectError(await create(brand, { title: 'A', amount: '' }), 400, /Amount is required/);
    expectError(await create(brand, { title: 'A', amount: 0 }), 400, /Amount must be more than \$0/);
    expectError(await create(brand, { title: 'A', amount: '12.345' }), 400, /Amount must be an amount in US dollars/);
    expectError(await create(brand, { title: 'A', amount: 200, dueDate: '2026-02-30' }), 400, /YYYY-MM-DD/);
    expectError(await create(brand, { title: 'A', amount: 200, sequenceOrder: 'first' }), 400, /Sequence order/);
    expectError(await create(brand, { title: 'A', amount: 200, sequenceOrder: 0 }), 400, /Sequence order/);
    expectError(await create(brand, { title: 'A', amount: 200, status: 'paid' }), 400, /status must be pending/);
    const chosen = await made(await create(brand, { title: 'A', amount: '200.50', sequenceOrder: '5', dueDate: '' }));
    expect(chosen).toMatchObject({ sequenceOrder: 5, amount: '200.50', dueDate: null });
  });

  it('holds the deal to the payment minimum, not each milestone', async () => {
    const { brand, create } = await deal();
    expect((await create(brand, { title: 'Tiny', amount: 50 })).statusCode).toBe(201);
    const small = await deal({ agreedCents: 9_000 });
    expectError(
      await small.create(small.brand, { title: 'Tiny', amount: 50 }),
      400,
      /deal with this artist totals \$90, below the payment minimum of \$100/,
    );
  });

  it('is for the owner only: 403 for the artist on the project, 404 for anyone else', async () => {
    const { artist, stranger, create } = await deal();
    expectError(await create(artist, { title: 'Mine', amount: 200 }), 403, /owner/);
    expectError(await create(stranger, { title: 'Mine', amount: 200 }), 404, /not found/i);
    expect(await t.database.db.selectFrom('milestones').select('id').where('title', '=', 'Mine').execute()).toEqual([]);
  });

  it("never lets an artist's milestones add up to more than the amount agreed with them", async () => {
    const { brand, create } = await deal();
    await made(await create(brand, { title: 'One', amount: 600 }));
    expectError(await create(brand, { title: 'Two', amount: '400.01' }), 409, /agreed \$1,000; \$400 of it is left/);
    await made(await create(brand, { title: 'Two', amount: 400 }));
    expectError(await create(brand, { title: 'Three', amount: 100 }), 409, /\$0 of it is left/);
  });

  it('lets only one of two concurrent creates past the agreed amount', async () => {
    const { brand, project, create } = await deal();
    const answers = await Promise.all([
      create(brand, { title: 'Left', amount: 600 }),
      create(brand, { title: 'Right', amount: 600 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .selectFrom('milestones')
      .select('amount_cents')
      .where('project_id', '=', project.id)
      .execute();
    expect(rows).toEqual([{ amount_cents: 60_000 }]);
  });

  it('asks for an agreed amount first, and for the artist when there are several', async () => {
    const none = await deal({ agreedCents: null });
    expectError(
      await none.create(none.brand, { title: 'A', amount: 200 }),
      409,
      /Agree on an amount first: accept a proposal with a quote/,
    );
    const several = await deal({ others: 1 });
    expectError(await several.create(several.brand, { title: 'A', amount: 200 }), 400, /artistId is required/);
    const [other] = several.others;
    expectError(
      await several.create(several.brand, { title: 'A', amount: 200, artistId: other?.user.id }),
      409,
      /Agree on an amount first/,
    );
    expectError(
      await several.create(several.brand, { title: 'A', amount: 200, artistId: several.stranger.user.id }),
      400,
      /accepted application or invitation/,
    );
    const named = await made(
      await several.create(several.brand, { title: 'A', amount: 200, artistId: several.artist.user.id }),
    );
    expect(named.artistId).toBe(several.artist.user.id);
  });

  it('refuses a cancelled project', async () => {
    const { brand, project, create } = await deal();
    await t.database.db.updateTable('projects').set({ status: 'cancelled' }).where('id', '=', project.id).execute();
    expectError(await create(brand, { title: 'A', amount: 200 }), 409, /cancelled/);
  });
});

describe('GET /api/milestones', () => {
  it("shows the project's parties its milestones in sequence order; 404 for anyone else", async () => {
    const { brand, artist, stranger, others, ref, create, list } = await deal({ others: 1 });
    const other = others[0] as Person;
    const later = await made(
      await create(brand, { title: 'Later', amount: 300, sequenceOrder: 3, artistId: artist.user.id }),
    );
    const sooner = await made(
      await create(brand, { title: 'Sooner', amount: 300, sequenceOrder: 1, artistId: artist.user.id }),
    );
    const owners = await list(brand);
    expect(owners.statusCode).toBe(200);
    expect(json<Outputs['milestones']['list']>(owners).items.map((m) => m.id)).toEqual([sooner.id, later.id]);
    expect(json<Outputs['milestones']['list']>(await list(artist)).items.map((m) => m.id)).toEqual([
      sooner.id,
      later.id,
    ]);
    // Another artist on the project sees only the milestones that pay them: none.
    expect(json<Outputs['milestones']['list']>(await list(other)).items).toEqual([]);
    expectError(await list(stranger), 404, /not found/i);
    const viaTrpc = await trpcQuery(artist, 'milestones.list', ref);
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.items.map((m: Milestone) => m.title)).toEqual(['Sooner', 'Later']);
    expect((await trpcQuery(stranger, 'milestones.list', ref)).statusCode).toBe(404);
  });
  it('tells each party, per artist, how much of the agreed amount the milestones plan', async () => {
    const { brand, artist, others, create, list } = await deal({ others: 1 });
    const other = others[0] as Person;
    await made(await create(brand, { title: 'Sketch', amount: '250.50', artistId: artist.user.id }));
    await made(await create(brand, { title: 'Wall', amount: 300, artistId: artist.user.id }));
    const frida = {
      artist: expect.objectContaining({ id: artist.user.id, displayName: 'Frida Kahlo' }),
      agreedAmount: '1000.00',
      plannedAmount: '550.50',
      remainingAmount: '449.50',
    };
    const unagreed = {
      artist: expect.objectContaining({ id: other.user.id }),
      agreedAmount: null,
      plannedAmount: '0.00',
      remainingAmount: null,
    };
    const owners = json<Outputs['milestones']['list']>(await list(brand)).artists;
    expect(owners).toHaveLength(2);
    expect(owners).toEqual(expect.arrayContaining([frida, unagreed]));
    expect(json<Outputs['milestones']['list']>(await list(artist)).artists).toEqual([frida]);
    expect(json<Outputs['milestones']['list']>(await list(other)).artists).toEqual([unagreed]);
  });
});

describe('PATCH /api/milestones/{id}', () => {
  it('lets the owner edit a pending milestone within the agreed amount', async () => {
    const { brand, artist, stranger, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400, dueDate: '2026-12-01' }));
    const edited = await patch(brand, milestone.id, { title: 'Sketches', amount: '1000', dueDate: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Milestone>(edited)).toMatchObject({ title: 'Sketches', amount: '1000.00', dueDate: null });
    expectError(await patch(brand, milestone.id, { amount: '1000.01' }), 409, /agreed \$1,000;/);
    expectError(await patch(brand, milestone.id, { title: '' }), 400, /Title is required/);
    expectError(await patch(artist, milestone.id, { title: 'Mine' }), 403, /owner/);
    expectError(await patch(stranger, milestone.id, { title: 'Mine' }), 404, /Milestone not found/);
    expectError(await patch(brand, 'not-a-uuid', { title: 'X' }), 404, /Milestone not found/);
  });

  it('refuses edits once funded', async () => {
    const { brand, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    expect((await post(brand, `/api/milestones/${milestone.id}/fund`)).statusCode).toBe(200);
    expectError(await patch(brand, milestone.id, { title: 'Later' }), 409, /Only a pending milestone can be edited/);
  });
});

describe('POST /api/milestones/reorder', () => {
  it("sets the order of all the project's milestones; the owner only", async () => {
    const { brand, artist, ref, create } = await deal();
    const a = await made(await create(brand, { title: 'A', amount: 200 }));
    const b = await made(await create(brand, { title: 'B', amount: 200 }));
    const c = await made(await create(brand, { title: 'C', amount: 200 }));
    const reordered = await post(brand, '/api/milestones/reorder', { ...ref, ids: [c.id, a.id, b.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(json<Outputs['milestones']['reorder']>(reordered).items.map((m) => [m.title, m.sequenceOrder])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expectError(
      await post(brand, '/api/milestones/reorder', { ...ref, ids: [c.id, a.id] }),
      400,
      /each of the project’s 3 milestones once/,
    );
    expectError(await post(brand, '/api/milestones/reorder', { ...ref, ids: [c.id, a.id, a.id] }), 400, /once/);
    expectError(await post(artist, '/api/milestones/reorder', { ...ref, ids: [a.id, b.id, c.id] }), 403, /owner/);
  });
});

describe('funding and approving a milestone', () => {
  it('funds it as its own payment into escrow, then releases that payment once on approval', async () => {
    const { brand, artist, stranger, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const other = await made(await create(brand, { title: 'Wall', amount: 600 }));

    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /Fund this milestone before/);
    expectError(await post(artist, `/api/milestones/${milestone.id}/fund`), 403, /owner/);
    expectError(await post(stranger, `/api/milestones/${milestone.id}/fund`), 404, /Milestone not found/);

    const funded = await post(brand, `/api/milestones/${milestone.id}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);
    const body = json<Outputs['milestones']['fund']>(funded);
    expect(body).toMatchObject({ status: 'in_progress', checkoutUrl: null });
    const paymentId = body.transactionId as string;
    const payment = await t.database.db
      .selectFrom('transactions')
      .select(['payment_type', 'payment_status', 'amount_cents', 'recipient_id', 'payer_id'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      payment_type: 'milestone',
      payment_status: 'escrowed',
      amount_cents: 40_000,
      recipient_id: artist.user.id,
      payer_id: brand.user.id,
    });
    expect(await ledgerOf(paymentId)).toEqual([
      { movement: 'fund', account_type: 'escrow', amount_cents: 40_000 },
      { movement: 'fund', account_type: 'payer', amount_cents: -40_000 },
    ]);
    expectError(await post(brand, `/api/milestones/${milestone.id}/fund`), 409, /already funded/);

    expectError(await post(artist, `/api/milestones/${milestone.id}/approve`), 403, /owner/);
    expectError(await post(stranger, `/api/milestones/${milestone.id}/approve`), 404, /Milestone not found/);
    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /Wait for the artist/);
    await delivered(artist, milestone.id);
    const approved = await post(brand, `/api/milestones/${milestone.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Milestone>(approved)).toMatchObject({ status: 'paid', transactionId: paymentId });
    expect(json<Milestone>(approved).approvedAt).not.toBeNull();
    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /already approved/);

    const released = await t.database.db
      .selectFrom('transactions')
      .select('payment_status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(released.payment_status).toBe('completed');
    const ledger = await ledgerOf(paymentId);
    const release = ledger.filter((entry) => entry.movement === 'release');
    expect(release).toEqual([
      { movement: 'release', account_type: 'artist', amount_cents: 38_000 },
      { movement: 'release', account_type: 'escrow', amount_cents: -40_000 },
      { movement: 'release', account_type: 'platform_fees', amount_cents: 2_000 },
    ]);
    expect(await notificationsOf(artist.user.id, 'milestone_released')).toEqual([
      expect.objectContaining({ title: 'Milestone approved', transaction_id: paymentId }),
    ]);
    // The other milestone is untouched: funded and released on its own.
    const rows = json<Outputs['milestones']['list']>(
      await call(t.app, brand.cookie, {
        method: 'GET',
        url: `/api/milestones?projectId=${milestone.projectId}&projectType=brand_project`,
      }),
    ).items;
    expect(rows.find((m) => m.id === other.id)).toMatchObject({ status: 'pending', transactionId: null });
  });

  it('releases once when two approvals race', async () => {
    const { brand, artist, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const funded = json<Outputs['milestones']['fund']>(await post(brand, `/api/milestones/${milestone.id}/fund`));
    await delivered(artist, milestone.id);
    const answers = await Promise.all([
      post(brand, `/api/milestones/${milestone.id}/approve`),
      post(brand, `/api/milestones/${milestone.id}/approve`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const release = (await ledgerOf(funded.transactionId as string)).filter((e) => e.movement === 'release');
    expect(release).toHaveLength(3);
  });

  it('is pending again when its payment is refunded, and funding it anew makes a new payment', async () => {
    const { brand, artist, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const first = json<Outputs['milestones']['fund']>(await post(brand, `/api/milestones/${milestone.id}/fund`));
    const refunded = await post(brand, `/api/transactions/refund/${first.transactionId}`);
    expect(refunded.statusCode, refunded.body).toBe(200);

    const mine = await t.database.db
      .selectFrom('milestones')
      .select(['status', 'transaction_id', 'funding_attempts'])
      .where('id', '=', milestone.id)
      .executeTakeFirstOrThrow();
    expect(mine).toEqual({ status: 'pending', transaction_id: null, funding_attempts: 1 });
    expectError(await post(brand, `/api/milestones/${milestone.id}/approve`), 409, /Fund this milestone/);

    // Not the first payment found again by its idempotency key: a new one, in escrow, released on approval.
    const second = json<Outputs['milestones']['fund']>(await post(brand, `/api/milestones/${milestone.id}/fund`));
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(second.status).toBe('in_progress');
    await delivered(artist, milestone.id);
    const approved = await post(brand, `/api/milestones/${milestone.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ledgerOf(second.transactionId as string)).map((e) => e.movement)).toContain('release');
    expect((await ledgerOf(first.transactionId as string)).map((e) => e.movement)).not.toContain('release');
    expect(
      json<{ items: { paymentStatus: string }[] }>(
        await call(t.app, artist.cookie, {
          method: 'GET',
          url: `/api/transactions/project/${milestone.projectId}?projectType=brand_project`,
        }),
      )
        .items.map((p) => p.paymentStatus)
        .sort(),
    ).toEqual(['completed', 'refunded']);
  });

  it('works over tRPC with the same rules', async () => {
    const { brand, artist, project, create } = await deal();
    const created = await trpcMutation(brand, 'milestones.create', {
      projectId: project.id,
      projectType: 'brand_project',
      title: 'Via tRPC',
      amount: 250,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.data.id as string;
    const forbidden = await trpcMutation(artist, 'milestones.fund', { id });
    expect(forbidden.json().error.data.code).toBe('FORBIDDEN');
    const early = await trpcMutation(brand, 'milestones.approve', { id });
    expect(early.json().error.data.code).toBe('CONFLICT');
    expect((await trpcMutation(brand, 'milestones.fund', { id })).json().result.data.status).toBe('in_progress');
    expect((await trpcMutation(brand, 'milestones.approve', { id })).json().error.data.code).toBe('CONFLICT');
    const done = await trpcMutation(artist, 'milestones.deliver', { id, images: [PHOTO] });
    expect(done.json().result.data.status).toBe('completed');
    expect((await trpcMutation(brand, 'milestones.approve', { id })).json().result.data.status).toBe('paid');
    expect((await trpcMutation(brand, 'milestones.approve', { id })).json().error.data.code).toBe('CONFLICT');
    await made(await create(brand, { title: 'Rest', amount: 750 }));
  });
});

describe("a milestone's funding key", () => {
  const payment = (id: string) =>
    t.database.db
      .selectFrom('transactions')
      .select(['payment_status', 'amount_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const milestoneRow = (id: string) =>
    t.database.db
      .selectFrom('milestones')
      .select(['status', 'transaction_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("is not a client's Idempotency-Key: after the owner paid and refunded under milestone-<id>, funding makes its own payment", async () => {
    const { brand, artist, project, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const own = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      headers: { 'idempotency-key': `milestone-${milestone.id}` },
      payload: {
        projectId: project.id,
        projectType: 'brand_project',
        recipientId: artist.user.id,
        amount: 400,
        paymentType: 'milestone',
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect((await post(brand, `/api/transactions/refund/${own.json().id}`)).statusCode).toBe(200);

    const funded = await post(brand, `/api/milestones/${milestone.id}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);
    const paymentId = json<Outputs['milestones']['fund']>(funded).transactionId as string;
    expect(paymentId).not.toBe(own.json().id);
    expect(await payment(paymentId)).toEqual({ payment_status: 'escrowed', amount_cents: 40_000 });
    await delivered(artist, milestone.id);
    expect((await post(brand, `/api/milestones/${milestone.id}/approve`)).statusCode).toBe(200);
  });

  it('is not a client key over tRPC either, whatever the client sent with it', async () => {
    const { brand, artist, project, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const own = await trpcMutation(brand, 'payments.create', {
      projectId: project.id,
      projectType: 'brand_project',
      recipientId: artist.user.id,
      amount: 250,
      paymentType: 'lump_sum',
      idempotencyKey: `milestone-${milestone.id}`,
    });
    expect(own.statusCode, own.body).toBe(200);
    const funded = await trpcMutation(brand, 'milestones.fund', { id: milestone.id });
    expect(funded.statusCode, funded.body).toBe(200);
    const paymentId = funded.json().result.data.transactionId as string;
    expect(paymentId).not.toBe(own.json().result.data.id);
    expect(await payment(paymentId)).toEqual({ payment_status: 'escrowed', amount_cents: 40_000 });
  });

  it('links only a payment that holds its money: a refunded one is 409 and nothing changes', async () => {
    const { brand, create } = await deal();
    const milestone = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const first = json<Outputs['milestones']['fund']>(await post(brand, `/api/milestones/${milestone.id}/fund`));
    // As if the funding had stopped after making its payment, before linking it; the payment is then refunded.
    await t.database.db
      .updateTable('milestones')
      .set({ status: 'pending', transaction_id: null })
      .where('id', '=', milestone.id)
      .execute();
    expect((await post(brand, `/api/transactions/refund/${first.transactionId}`)).statusCode).toBe(200);

    expectError(await post(brand, `/api/milestones/${milestone.id}/fund`), 409, /refunded.*nothing was changed/);
    expect(await milestoneRow(milestone.id)).toEqual({ status: 'pending', transaction_id: null });
    const overTrpc = await trpcMutation(brand, 'milestones.fund', { id: milestone.id });
    expect(overTrpc.json().error.data.code).toBe('CONFLICT');
    expect(await milestoneRow(milestone.id)).toEqual({ status: 'pending', transaction_id: null });
  });

  it('links only a payment no other milestone holds: 409 and nothing changes', async () => {
    const { brand, create } = await deal();
    const a = await made(await create(brand, { title: 'Sketch', amount: 400 }));
    const b = await made(await create(brand, { title: 'Wall', amount: 400 }));
    const funded = json<Outputs['milestones']['fund']>(await post(brand, `/api/milestones/${a.id}/fund`));
    // The key of a's funding made to answer for b's (same payer, artist and amount).
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ key: `milestone-${b.id}` })
      .where('key', '=', `milestone-${a.id}`)
      .execute();

    expectError(await post(brand, `/api/milestones/${b.id}/fund`), 409, /another milestone.*nothing was changed/);
    expect(await milestoneRow(b.id)).toEqual({ status: 'pending', transaction_id: null });
    expect(await milestoneRow(a.id)).toEqual({ status: 'in_progress', transaction_id: funded.transactionId });
  });
});
