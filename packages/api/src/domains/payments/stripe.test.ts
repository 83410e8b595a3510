import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, signedEvent, startFakeStripe, postStripeWebhook } from '../../../test/fake-stripe';
import { brandProject, hire, registerAs } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', ...fakeStripeEnv(stripe.url) });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A brand with a project and an accepted artist, and a payment body for them. */
async function deal() {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Harbor mural' });
  await hire(t.app, brand, artist, project.id);
  const body = { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount: 1000 };
  return { brand, artist, body };
}

const webhook = (payload: string, signature: string) => postStripeWebhook(t.app, payload, signature);
const status = async (id: string) =>
  (
    await t.database.db
      .selectFrom('transactions')
      .select('payment_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).payment_status;
const ledgerRows = async (id: string) =>
  t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'amount_cents'])
    .where('transaction_id', '=', id)
    .execute();

describe('Stripe as the payment provider (against a local fake of its API)', () => {
  it('creates a Checkout Session for the amount and leaves the payment pending until the signed webhook', async () => {
    const { brand, body } = await deal();
    const created = await call(t.app, brand.cookie, { method: 'POST', url: '/api/transactions', payload: body });
    expect(created.statusCode).toBe(201);
    const payment = created.json();
    expect(payment).toMatchObject({ paymentStatus: 'pending', amount: '1000.00' });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);

    const session = stripe.calls.find((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST')!;
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('100000');
    expect(session.body.get('metadata[transactionId]')).toBe(payment.id);
    expect(session.body.get('payment_intent_data[transfer_group]')).toBe(payment.id);
    expect(session.body.get('success_url')).toBe(`https://wallcraft.test/payments/${payment.id}?checkout=success`);
    expect(session.idempotencyKey).toBe(`fund-${payment.id}`);
    expect(await ledgerRows(payment.id)).toEqual([]);

    const sessionId = payment.checkoutUrl.split('/').at(-1);
    const event = signedEvent(stripe.complete(sessionId));
    // A forged or altered event changes nothing.
    expect((await webhook(event.payload, 't=1,v1=forged')).statusCode).toBe(400);
    expect((await webhook(event.payload.replace('paid', 'unpaid'), event.signature)).statusCode).toBe(400);
    expect(await status(payment.id)).toBe('pending');

    const funded = await webhook(event.payload, event.signature);
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toEqual({ received: true, outcome: 'funded' });
    expect(await status(payment.id)).toBe('escrowed');
    // Stripe repeats events: the second delivery is acknowledged and moves nothing.
    expect((await webhook(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'ignored' });
    const rows = await ledgerRows(payment.id);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
  });

  it('releases by a transfer of the net to the artist’s connected account, and not before one exists', async () => {
    const { brand, artist, body } = await deal();
    const payment = (
      await call(t.app, brand.cookie, { method: 'POST', url: '/api/transactions', payload: body })
    ).json();
    const event = signedEvent(stripe.complete(payment.checkoutUrl.split('/').at(-1)));
    await webhook(event.payload, event.signature);

    const release = () => call(t.app, brand.cookie, { method: 'POST', url: `/api/transactions/release/${payment.id}` });
    const refused = await release();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not connected a payout account/);
    expect(await status(payment.id)).toBe('escrowed');

    await t.database.db
      .updateTable('users')
      .set({ payout_account_id: `acct_${artist.user.id.slice(0, 8)}` })
      .where('id', '=', artist.user.id)
      .execute();
    expect((await release()).statusCode).toBe(200);
    expect(await status(payment.id)).toBe('completed');
    const transfer = stripe.calls.filter((c) => c.path === '/v1/transfers').at(-1)!;
    expect(transfer.body.get('amount')).toBe('95000');
    expect(transfer.body.get('destination')).toBe(`acct_${artist.user.id.slice(0, 8)}`);
    expect(transfer.body.get('transfer_group')).toBe(payment.id);
    expect(transfer.idempotencyKey).toBe(`release-${payment.id}`);
  });

  it('refunds the charge, and cancels an unpaid payment by expiring its session', async () => {
    const { brand, body } = await deal();
    const paid = (await call(t.app, brand.cookie, { method: 'POST', url: '/api/transactions', payload: body })).json();
    const sessionId = paid.checkoutUrl.split('/').at(-1);
    const event = signedEvent(stripe.complete(sessionId));
    await webhook(event.payload, event.signature);
    const refund = await call(t.app, brand.cookie, { method: 'POST', url: `/api/transactions/refund/${paid.id}` });
    expect(refund.statusCode).toBe(200);
    expect(await status(paid.id)).toBe('refunded');
    expect(
      stripe.calls
        .filter((c) => c.path === '/v1/refunds')
        .at(-1)!
        .body.get('payment_intent'),
    ).toBe(`pi_for_${sessionId}`);

    const unpaid = (
      await call(t.app, brand.cookie, { method: 'POST', url: '/api/transactions', payload: { ...body, amount: 500 } })
    ).json();
    const cancel = await call(t.app, brand.cookie, { method: 'POST', url: `/api/transactions/cancel/${unpaid.id}` });
    expect(cancel.statusCode).toBe(200);
    expect(await status(unpaid.id)).toBe('cancelled');
    expect(stripe.calls.at(-1)!.path).toBe(`/v1/checkout/sessions/${unpaid.checkoutUrl.split('/').at(-1)}/expire`);
  });

  it('stores nothing and answers 503 when Stripe refuses to start the checkout', async () => {
    const { brand, body } = await deal();
    const before = await t.database.db.selectFrom('transactions').select('id').execute();
    stripe.failNext(400, 'Your account cannot currently make live charges.');
    const created = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: body,
      headers: { 'idempotency-key': 'retry-me' },
    });
    expect(created.statusCode).toBe(503);
    expect(created.json().message).toMatch(/Your account cannot currently make live charges.*no money moved/);
    expect(await t.database.db.selectFrom('transactions').select('id').execute()).toEqual(before);
    // The same key works once Stripe does: the failed attempt left no key behind.
    const retried = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: body,
      headers: { 'idempotency-key': 'retry-me' },
    });
    expect(retried.statusCode).toBe(201);
  });

  it("connects an artist's payout account once and answers a fresh onboarding link each time; artists only", async () => {
    const { brand, artist } = await deal();
    const onboard = (who: { cookie: string }) =>
      call(t.app, who.cookie, { method: 'POST', url: '/api/payouts/onboarding' });
    const status = () => call(t.app, artist.cookie, { method: 'GET', url: '/api/payouts/status' });
    expect((await status()).json()).toEqual({ provider: 'stripe', connected: false });
    const first = await onboard(artist);
    expect(first.statusCode).toBe(200);
    const account = first.json().url.split('/').at(-1);
    expect(account).toMatch(/^acct_test_/);
    expect(
      stripe.calls
        .filter((c) => c.path === '/v1/account_links')
        .at(-1)!
        .body.get('return_url'),
    ).toBe('https://wallcraft.test/settings?payouts=connected');
    const accountsBefore = stripe.calls.filter((c) => c.path === '/v1/accounts').length;
    expect((await onboard(artist)).json().url).toBe(first.json().url);
    expect(stripe.calls.filter((c) => c.path === '/v1/accounts').length).toBe(accountsBefore);
    expect((await status()).json()).toEqual({ provider: 'stripe', connected: true });
    expect((await onboard(brand)).statusCode).toBe(403);
  });

  it('refuses to start without its keys, naming them', async () => {
    await expect(createTestApp({ PAYMENT_PROVIDER: 'stripe' })).rejects.toThrow(
      /STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe/,
    );
  });
});

describe('with the embedded provider', () => {
  it('needs no payout setup (409) and the webhook route answers 404', async () => {
    const embedded = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    const artist = await registerAs(embedded.app, 'artist');
    expect((await call(embedded.app, artist.cookie, { method: 'GET', url: '/api/payouts/status' })).json()).toEqual({
      provider: 'embedded',
      connected: true,
    });
    expect(
      (await call(embedded.app, artist.cookie, { method: 'POST', url: '/api/payouts/onboarding' })).statusCode,
    ).toBe(409);
    const response = await postStripeWebhook(embedded.app, '{}', 't=1,v1=x');
    expect(response.statusCode).toBe(404);
    await embedded.close();
  });
});
