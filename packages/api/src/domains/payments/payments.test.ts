import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, hire, registerAs, type Person, wallProject } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Payment = Outputs['payments']['create'];

const pay = (who: Person | undefined, payload: Record<string, unknown>, key?: string) =>
  call(t.app, who?.cookie, {
    method: 'POST',
    url: '/api/transactions',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const act = (who: Person, id: string, verb: 'release' | 'cancel' | 'refund') =>
  call(t.app, who.cookie, { method: 'POST', url: `/api/transactions/${verb}/${id}` });
const get = (who: Person, url: string) => call(t.app, who.cookie, { method: 'GET', url });

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

/** A brand with an open project and an artist whose application to it the brand accepted. */
async function deal() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural' });
  await hire(t.app, brand, artist, project.id);
  const body = (amount: unknown = 1000) => ({
    projectId: project.id,
    projectType: 'brand_project',
    recipientId: artist.user.id,
    amount,
    paymentType: 'lump_sum',
  });
  return { brand, artist, project, body };
}

/** Everything money-related that is stored, to check that a refused call changed nothing. */
async function moneyState() {
  const count = async (table: 'transactions' | 'ledger_entries' | 'idempotency_keys') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    transactions: await count('transactions'),
    ledger: await count('ledger_entries'),
    keys: await count('idempotency_keys'),
  };
}

function ledgerOf(transactionId: string) {
  return t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'user_id', 'amount_cents'])
    .where('transaction_id', '=', transactionId)
    .orderBy('movement')
    .orderBy('account_type')
    .execute();
}

function paymentNotifications(userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'transaction_id'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['payment_created', 'payment_released'])
    .orderBy('created_at')
    .execute();
}

describe('POST /api/transactions', () => {
  it('lets a brand pay its accepted artist into escrow, with the fee computed by the server', async () => {
    const { brand, artist, project, body } = await deal();
    const response = await pay(brand, body('1,000.00'));
    expect(response.statusCode).toBe(201);
    const payment = json<Payment>(response);
    expect(payment).toMatchObject({
      projectId: project.id,
      projectType: 'brand_project',
      payerId: brand.user.id,
      recipientId: artist.user.id,
      amount: '1000.00',
      platformFeePercentage: '5.00',
      platformFee: '50.00',
      netAmount: '950.00',
      paymentType: 'lump_sum',
      paymentStatus: 'escrowed',
      releasedAt: null,
      project: { id: project.id, title: 'Dock mural' },
      payer: { id: brand.user.id },
      recipient: { id: artist.user.id, displayName: 'Frida Kahlo' },
    });
    expect(payment.escrowedAt).not.toBeNull();
    expect(await ledgerOf(payment.id)).toEqual([
      { movement: 'fund', account_type: 'escrow', user_id: null, amount_cents: 100_000 },
      { movement: 'fund', account_type: 'payer', user_id: brand.user.id, amount_cents: -100_000 },
    ]);
    for (const who of [brand, artist])
      expect(await paymentNotifications(who.user.id)).toEqual([
        { type: 'payment_created', title: 'Payment in escrow', transaction_id: payment.id },
      ]);
  });

  it("accepts the spec client's extra fields when they equal the server's figures", async () => {
    const { brand, body } = await deal();
    const response = await pay(brand, {
      ...body('250.50'),
      payerId: brand.user.id,
      platformFeePercentage: 5,
      platformFee: '12.53',
      netAmount: 237.97,
      paymentStatus: 'pending',
    });
    expect(response.statusCode).toBe(201);
    expect(json<Payment>(response)).toMatchObject({ amount: '250.50', platformFee: '12.53', netAmount: '237.97' });
  });

  it('rounds the fee half up to the cent', async () => {
    const { brand, body } = await deal();
    const half = json<Payment>(await pay(brand, body('100.10'))); // 5.005 → 5.01
    expect(half).toMatchObject({ platformFee: '5.01', netAmount: '95.09' });
    const below = json<Payment>(await pay(brand, body('123.45'))); // 6.1725 → 6.17
    expect(below).toMatchObject({ platformFee: '6.17', netAmount: '117.28' });
  });

  it('lets a wall owner pay an artist who accepted an invitation to the wall project', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const project = await wallProject(t.database.db, owner.user.id);
    const invited = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/invitations',
      payload: { artistId: artist.user.id, projectType: 'wall_project', wallProjectId: project.id },
    });
    expect(invited.statusCode).toBe(201);
    const accepted = await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: `/api/invitations/${invited.json().id}`,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const response = await pay(owner, {
      projectId: project.id,
      projectType: 'wall_project',
      recipientId: artist.user.id,
      amount: 500,
    });
    expect(response.statusCode).toBe(201);
    expect(json<Payment>(response)).toMatchObject({ projectType: 'wall_project', paymentStatus: 'escrowed' });
  });

  describe('refuses, storing nothing', () => {
    it.each([
      ['zero', 0, /Amount must be more than 0/],
      ['negative', -100, /Amount must be an amount in US dollars/],
      ['three decimals', '100.001', /Amount must be an amount in US dollars/],
      ['three decimals as a number', 100.001, /Amount must be an amount in US dollars/],
      ['missing', null, /Amount is required/],
      ['under the minimum', '99.99', /Amount must be at least \$100\b/],
    ])('an amount that is %s', async (_name, amount, message) => {
      const { brand, body } = await deal();
      const before = await moneyState();
      expectError(await pay(brand, body(amount)), 400, message);
      expect(await moneyState()).toEqual(before);
    });

    it.each([
      ['platformFee', { platformFee: '10.00' }, /platformFee must be 50\.00 \(the server computes it\)/],
      ['netAmount', { netAmount: 1000 }, /netAmount must be 950\.00/],
      ['platformFeePercentage', { platformFeePercentage: 0 }, /platformFeePercentage must be 5\.00/],
      ['payerId', { payerId: '00000000-0000-4000-8000-000000000000' }, /payerId must be your own user id/],
      ['paymentStatus', { paymentStatus: 'completed' }, /paymentStatus must be pending/],
    ])('a tampered %s', async (_name, extra, message) => {
      const { brand, body } = await deal();
      const before = await moneyState();
      expectError(await pay(brand, { ...body(1000), ...extra }), 400, message);
      expect(await moneyState()).toEqual(before);
    });

    it("paying for someone else's project (403), or for none (404)", async () => {
      const { body } = await deal();
      const other = await registerAs(t.app, 'brand');
      const before = await moneyState();
      expectError(await pay(other, body()), 403, /Only the project’s owner can pay for it/);
      expectError(
        await pay(other, { ...body(), projectId: '00000000-0000-4000-8000-000000000000' }),
        404,
        /Project not found/,
      );
      expect(await moneyState()).toEqual(before);
    });

    it('paying an artist who is not on the project, or whose application is still pending', async () => {
      const { brand, project, body } = await deal();
      const stranger = await registerAs(t.app, 'artist');
      const pending = await registerAs(t.app, 'artist');
      const applied = await call(t.app, pending.cookie, {
        method: 'POST',
        url: '/api/applications',
        payload: { projectType: 'brand_project', projectId: project.id },
      });
      expect(applied.statusCode).toBe(201);
      const before = await moneyState();
      for (const recipient of [stranger, pending, brand])
        expectError(
          await pay(brand, { ...body(), recipientId: recipient.user.id }),
          400,
          /recipientId must be an artist with an accepted application or invitation on this project/,
        );
      expect(await moneyState()).toEqual(before);
    });

    it('paying for a cancelled project', async () => {
      const { brand, project, body } = await deal();
      await t.database.db.updateTable('projects').set({ status: 'cancelled' }).where('id', '=', project.id).execute();
      const before = await moneyState();
      expectError(await pay(brand, body()), 409, /This project is cancelled/);
      expect(await moneyState()).toEqual(before);
    });

    it('a caller who is not signed in', async () => {
      const { body } = await deal();
      expect((await pay(undefined, body())).statusCode).toBe(401);
    });

    it('a malformed Idempotency-Key', async () => {
      const { brand, body } = await deal();
      const before = await moneyState();
      expectError(await pay(brand, body(), 'has spaces in it'), 400, /Idempotency-Key must be printable ASCII/);
      expect(await moneyState()).toEqual(before);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the first payment when the same request comes again, and 409 for another request', async () => {
      const { brand, body } = await deal();
      const first = await pay(brand, body(1000), 'order-42');
      expect(first.statusCode).toBe(201);
      const before = await moneyState();

      const again = await pay(brand, body('1000.00'), 'order-42');
      expect(again.statusCode).toBe(201);
      expect(json<Payment>(again).id).toBe(json<Payment>(first).id);

      expectError(await pay(brand, body(2000), 'order-42'), 409, /already used for a different payment request/);
      expect(await moneyState()).toEqual(before);
    });

    it('keeps keys per payer: the same key from another payer makes its own payment', async () => {
      const one = await deal();
      const two = await deal();
      const first = json<Payment>(await pay(one.brand, one.body(), 'shared-key'));
      const second = json<Payment>(await pay(two.brand, two.body(), 'shared-key'));
      expect(second.id).not.toBe(first.id);
    });

    it('takes the key as an input field over tRPC, with the same meaning', async () => {
      const { brand, body } = await deal();
      const trpc = (input: Record<string, unknown>) =>
        call(t.app, brand.cookie, { method: 'POST', url: '/trpc/payments.create', payload: input });
      const first = await trpc({ ...body(), idempotencyKey: 'trpc-1' });
      expect(first.statusCode).toBe(200);
      const again = await trpc({ ...body(), idempotencyKey: 'trpc-1' });
      expect(again.json().result.data.id).toBe(first.json().result.data.id);
      const other = await trpc({ ...body(3000), idempotencyKey: 'trpc-1' });
      expect(other.statusCode).toBe(409);
    });

    it('refuses a header and an input field that disagree', async () => {
      const { brand, body } = await deal();
      expectError(await pay(brand, { ...body(), idempotencyKey: 'a' }, 'b'), 400, /must equal the Idempotency-Key/);
    });
  });
});

describe('release, cancel and refund', () => {
  async function escrowed() {
    const d = await deal();
    const payment = json<Payment>(await pay(d.brand, d.body(1000)));
    return { ...d, payment };
  }

  it('releases escrow to the artist (net) and the platform (fee), once', async () => {
    const { brand, artist, payment } = await escrowed();
    const released = await act(brand, payment.id, 'release');
    expect(released.statusCode).toBe(200);
    expect(json<Payment>(released)).toMatchObject({ paymentStatus: 'completed' });
    expect(json<Payment>(released).releasedAt).not.toBeNull();
    expect((await ledgerOf(payment.id)).filter((e) => e.movement === 'release')).toEqual([
      { movement: 'release', account_type: 'artist', user_id: artist.user.id, amount_cents: 95_000 },
      { movement: 'release', account_type: 'escrow', user_id: null, amount_cents: -100_000 },
      { movement: 'release', account_type: 'platform_fees', user_id: null, amount_cents: 5_000 },
    ]);
    for (const who of [brand, artist])
      expect((await paymentNotifications(who.user.id)).map((n) => n.type)).toEqual([
        'payment_created',
        'payment_released',
      ]);

    const before = await moneyState();
    expectError(await act(brand, payment.id, 'release'), 409, /already released/);
    expectError(
      await act(brand, payment.id, 'refund'),
      409,
      /Only an escrowed payment can be refunded; this one is completed/,
    );
    expect(await moneyState()).toEqual(before);
  });

  it('lets only the payer act: 403 for the artist, 404 for anyone else', async () => {
    const { artist, payment } = await escrowed();
    const stranger = await registerAs(t.app, 'brand');
    const before = await moneyState();
    expectError(await act(artist, payment.id, 'release'), 403, /Only the payer can release/);
    expectError(await act(stranger, payment.id, 'release'), 404, /Payment not found/);
    expectError(await act(stranger, payment.id, 'refund'), 404, /Payment not found/);
    expect(await moneyState()).toEqual(before);
  });

  it('refuses to cancel a funded payment; refunds it to the payer instead', async () => {
    const { brand, payment } = await escrowed();
    const before = await moneyState();
    expectError(
      await act(brand, payment.id, 'cancel'),
      409,
      /Only a pending payment can be cancelled; this one is escrowed/,
    );
    expect(await moneyState()).toEqual(before);

    const refunded = await act(brand, payment.id, 'refund');
    expect(refunded.statusCode).toBe(200);
    expect(json<Payment>(refunded).paymentStatus).toBe('refunded');
    expect((await ledgerOf(payment.id)).filter((e) => e.movement === 'refund')).toEqual([
      { movement: 'refund', account_type: 'escrow', user_id: null, amount_cents: -100_000 },
      { movement: 'refund', account_type: 'payer', user_id: brand.user.id, amount_cents: 100_000 },
    ]);
    expectError(await act(brand, payment.id, 'release'), 409, /this one is refunded/);
  });
});

describe('GET /api/transactions/project/{projectId} and /api/transactions/{id}', () => {
  it("shows the owner all the project's payments with ledger totals, and each artist their own", async () => {
    const { brand, artist, project, body } = await deal();
    const second = await registerAs(t.app, 'artist');
    await t.database.db
      .insertInto('applications')
      .values({
        artist_id: second.user.id,
        project_id: project.id,
        status: 'accepted',
      })
      .execute();
    const a = json<Payment>(await pay(brand, body(1000)));
    json<Payment>(await pay(brand, body(200)));
    const c = json<Payment>(await pay(brand, { ...body(400), recipientId: second.user.id }));
    await act(brand, a.id, 'release');
    await act(brand, c.id, 'refund');

    const url = `/api/transactions/project/${project.id}?projectType=brand_project`;
    const mine = await get(brand, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toHaveLength(3);
    const summary = (who: Person) => get(who, url.replace('?', '/summary?')).then((r) => r.json());
    expect(await summary(brand)).toEqual({
      total: '1200.00',
      inEscrow: '200.00',
      platformFees: '50.00',
      netPayouts: '950.00',
    });

    const artists = await get(artist, url);
    expect(artists.json().items.map((p: Payment) => p.recipientId)).toEqual([artist.user.id, artist.user.id]);
    expect(await summary(artist)).toEqual({
      total: '1200.00',
      inEscrow: '200.00',
      platformFees: '50.00',
      netPayouts: '950.00',
    });
    expect(await summary(second)).toEqual({
      total: '0.00',
      inEscrow: '0.00',
      platformFees: '0.00',
      netPayouts: '0.00',
    });

    const paged = await get(brand, `${url}&limit=2`);
    expect(paged.json().items).toHaveLength(2);
    const rest = await get(brand, `${url}&limit=2&cursor=${paged.json().nextCursor}`);
    expect(rest.json()).toEqual({ nextCursor: null, items: [expect.objectContaining({ id: a.id })] });
  });

  it('hides a project’s payments and a receipt from anyone but their parties', async () => {
    const { brand, artist, project, body } = await deal();
    const payment = json<Payment>(await pay(brand, body(1000)));
    const stranger = await registerAs(t.app, 'artist');
    expectError(
      await get(stranger, `/api/transactions/project/${project.id}?projectType=brand_project`),
      404,
      /Project not found/,
    );
    expectError(
      await get(stranger, `/api/transactions/project/${project.id}/summary?projectType=brand_project`),
      404,
      /Project not found/,
    );
    expectError(await get(stranger, `/api/transactions/${payment.id}`), 404, /Payment not found/);
    for (const who of [brand, artist]) {
      const receipt = await get(who, `/api/transactions/${payment.id}`);
      expect(receipt.statusCode).toBe(200);
      expect(json<Payment>(receipt)).toMatchObject({ id: payment.id, amount: '1000.00', netAmount: '950.00' });
    }
  });

  it('tells the client the fee and the minimum', async () => {
    const { brand } = await deal();
    expect((await get(brand, '/api/transactions/settings')).json()).toMatchObject({
      platformFeePercentage: '5.00',
      platformFeeBps: 500,
      minimumAmount: '100.00',
    });
  });
});

describe('refunds once the work has started', () => {
  it('are refused to the payer alone (409): the money stays in escrow for release or a dispute', async () => {
    const { brand, project, body } = await deal();
    const payment = json<Payment>(await pay(brand, body()));
    await t.database.db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
    const before = await moneyState();
    expectError(await act(brand, payment.id, 'refund'), 409, /work on this project has started/);
    expect(await moneyState()).toEqual(before);
    expect(json<Payment>(await get(brand, `/api/transactions/${payment.id}`)).paymentStatus).toBe('escrowed');
  });
});
