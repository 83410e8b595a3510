import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, postStripeEvent, startFakeStripe } from '../../../test/fake-stripe';
import { registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

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

const initiate = (cookie: string) =>
  call(t.app, cookie, { method: 'POST', url: '/api/verification/initiate', payload: {} });
const status = async (cookie: string) =>
  (await call(t.app, cookie, { method: 'GET', url: '/api/verification/status' })).json();
const webhook = (event: object) => postStripeEvent(t.app, event);
const request = (id: string) =>
  t.database.db
    .selectFrom('verification_requests')
    .select(['status', 'provider_ref', 'payment_ref', 'paid_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const requestsOf = (userId: string) =>
  t.database.db
    .selectFrom('verification_requests')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
const feeRows = (requestId: string) =>
  t.database.db
    .selectFrom('ledger_entries')
    .select(['account_type', 'amount_cents'])
    .where('verification_request_id', '=', requestId)
    .orderBy('amount_cents')
    .execute();
async function notificationsOf(cookie: string) {
  const response = await call(t.app, cookie, { method: 'GET', url: '/api/notifications' });
  return json<Outputs['notifications']['list']>(response).items;
}

/** A user who started a verification and was sent to Stripe's hosted page. */
async function startedAtCheckout() {
  const { cookie, user } = await registerUser(t.app);
  const started = await initiate(cookie);
  expect(started.statusCode).toBe(201);
  const body = started.json();
  expect(body).toMatchObject({ status: 'awaiting_payment', feeCents: 4999, verified: false });
  expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
  const [row] = await requestsOf(user.id);
  return { cookie, user, requestId: row!.id, sessionId: body.checkoutUrl.split('/').at(-1) as string };
}

describe('the verification fee with Stripe (against a local fake of its API)', () => {
  it('awaits payment at a Checkout Session, submits nothing until the signed webhook says paid, and pays once', async () => {
    const { cookie, requestId, sessionId } = await startedAtCheckout();
    const session = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.body.get('metadata[verificationRequestId]') === requestId,
    )!;
    expect(session.body.get('mode')).toBe('payment');
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('4999');
    expect(session.body.get('metadata[kind]')).toBe('verification');
    expect(session.body.get('success_url')).toBe('https://wallcraft.test/settings?verification=paid');
    expect(session.idempotencyKey).toBe(`charge-verification-${requestId}`);
    expect(await request(requestId)).toMatchObject({
      status: 'awaiting_payment',
      provider_ref: null,
      payment_ref: sessionId,
      paid_at: null,
    });
    expect(await feeRows(requestId)).toEqual([]);

    const again = await initiate(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/waiting for its \$49\.99 fee to be paid at the checkout page/);

    const paid = stripe.complete(sessionId);
    const first = await webhook(paid);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    const row = await request(requestId);
    expect(row).toMatchObject({
      status: 'pending',
      provider_ref: `embedded-${requestId}`,
      payment_ref: `pi_for_${sessionId}`,
    });
    expect(row.paid_at).not.toBeNull();
    expect(await status(cookie)).toMatchObject({ status: 'pending' });

    // Stripe repeats events: the replay is acknowledged and moves nothing.
    expect((await webhook(paid)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await feeRows(requestId)).toEqual([
      { account_type: 'payer', amount_cents: -4999 },
      { account_type: 'platform_revenue', amount_cents: 4999 },
    ]);
  });

  it('fails the fee when the checkout expires unpaid: nothing submitted, the user is told and may start again', async () => {
    const { cookie, user, requestId, sessionId } = await startedAtCheckout();
    const expired = stripe.expire(sessionId);
    expect((await webhook(expired)).json()).toEqual({ received: true, outcome: 'failed' });
    expect(await request(requestId)).toMatchObject({ status: 'payment_failed', provider_ref: null, paid_at: null });
    expect(await feeRows(requestId)).toEqual([]);
    expect(await status(cookie)).toMatchObject({ status: 'payment_failed', verified: false });
    expect(await notificationsOf(cookie)).toEqual([
      expect.objectContaining({ type: 'verification_completed', title: 'Verification payment failed' }),
    ]);

    // A replayed failure changes nothing and tells nobody twice.
    expect((await webhook(expired)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await notificationsOf(cookie)).toHaveLength(1);

    const retry = await initiate(cookie);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().status).toBe('awaiting_payment');
    expect((await requestsOf(user.id)).map((r) => r.status)).toEqual(['payment_failed', 'awaiting_payment']);
  });

  it('answers 402 with the reason when Stripe declines the card, and starts nothing', async () => {
    const { cookie, user } = await registerUser(t.app);
    stripe.declineNext('Your card has insufficient funds.');
    const declined = await initiate(cookie);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(
      'Your card was declined (Your card has insufficient funds.); nothing was charged.',
    );
    expect(await requestsOf(user.id)).toEqual([]);
    expect(await status(cookie)).toMatchObject({ status: 'not_started' });
    expect((await initiate(cookie)).statusCode).toBe(201);
  });

  it('ignores a paid event for a request that is no longer awaiting payment', async () => {
    const { requestId, sessionId } = await startedAtCheckout();
    await webhook(stripe.expire(sessionId));
    expect((await webhook(stripe.complete(sessionId))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await request(requestId)).toMatchObject({ status: 'payment_failed', provider_ref: null });
    expect(await feeRows(requestId)).toEqual([]);
  });
});
