import { cartTotals, centsToDecimalString } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, postStripeEvent, startFakeStripe } from '../../../test/fake-stripe';
import { registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { addProduct, ADDRESS, type TestProduct } from './test-fixtures';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let can: TestProduct;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', ...fakeStripeEnv(stripe.url) });
  can = await addProduct(t.database.db, { title: 'Black Can', price_cents: 799, stock: 10 });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Order = Outputs['shop']['placeOrder'];

const webhook = (event: object) => postStripeEvent(t.app, event);
const stockOf = async () =>
  (await t.database.db.selectFrom('shop_products').select('stock').where('id', '=', can.id).executeTakeFirstOrThrow())
    .stock;
const saleRows = (orderId: string) =>
  t.database.db
    .selectFrom('ledger_entries')
    .select(['account_type', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('amount_cents')
    .execute();

/** A buyer who ordered 3 cans and was sent to Stripe's hosted page. */
async function orderedAtCheckout() {
  const buyer = await registerUser(t.app);
  const totals = cartTotals([{ priceCents: 799, quantity: 3 }]);
  const response = await call(t.app, buyer.cookie, {
    method: 'POST',
    url: '/api/shop/orders',
    payload: {
      items: [{ productId: can.id, quantity: 3, price: '7.99' }],
      subtotal: centsToDecimalString(totals.subtotalCents),
      tax: centsToDecimalString(totals.taxCents),
      shipping: centsToDecimalString(totals.shippingCents),
      total: centsToDecimalString(totals.totalCents),
      shippingAddress: ADDRESS,
    },
  });
  expect(response.statusCode).toBe(201);
  const order = json<Order>(response);
  expect(order.status).toBe('placed');
  expect(order.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
  return { buyer, order, sessionId: order.checkoutUrl!.split('/').at(-1)! };
}

describe('a shop order with Stripe (against a local fake of its API)', () => {
  it('waits placed at a Checkout Session holding its stock, and is paid and booked once when the webhook says so', async () => {
    const stockBefore = await stockOf();
    const { order, sessionId } = await orderedAtCheckout();
    const session = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.body.get('metadata[orderId]') === order.id,
    )!;
    expect(session.body.get('metadata[kind]')).toBe('order');
    expect(session.body.get('metadata[verificationRequestId]')).toBeNull();
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('3588');
    expect(session.body.get('success_url')).toBe(`https://wallcraft.test/shop/orders/${order.id}?payment=paid`);
    expect(session.idempotencyKey).toBe(`charge-order-${order.id}`);
    expect(await stockOf()).toBe(stockBefore - 3);
    expect(await saleRows(order.id)).toEqual([]);

    const paid = stripe.complete(sessionId);
    expect((await webhook(paid)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(paid)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await saleRows(order.id)).toEqual([
      { account_type: 'payer', amount_cents: -3588 },
      { account_type: 'sales_tax', amount_cents: 192 },
      { account_type: 'shop_revenue', amount_cents: 3396 },
    ]);
    const row = await t.database.db
      .selectFrom('orders')
      .select(['status', 'payment_ref', 'paid_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', payment_ref: `pi_for_${sessionId}` });
    expect(row.paid_at).not.toBeNull();
  });

  it('is cancelled and gives its stock back when the checkout expires unpaid; a late paid event changes nothing', async () => {
    const stockBefore = await stockOf();
    const { buyer, order, sessionId } = await orderedAtCheckout();
    expect(await stockOf()).toBe(stockBefore - 3);
    expect((await webhook(stripe.expire(sessionId))).json()).toEqual({ received: true, outcome: 'failed' });
    expect(await stockOf()).toBe(stockBefore);
    const shown = await call(t.app, buyer.cookie, { method: 'GET', url: `/api/shop/orders/${order.id}` });
    expect(json<Order>(shown).status).toBe('cancelled');
    expect((await webhook(stripe.complete(sessionId))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await saleRows(order.id)).toEqual([]);
  });

  it('answers 402 when Stripe declines, storing no order and taking no stock', async () => {
    const buyer = await registerUser(t.app);
    const stockBefore = await stockOf();
    stripe.declineNext('Your card has insufficient funds.');
    const totals = cartTotals([{ priceCents: 799, quantity: 1 }]);
    const declined = await call(t.app, buyer.cookie, {
      method: 'POST',
      url: '/api/shop/orders',
      payload: {
        items: [{ productId: can.id, quantity: 1, price: 7.99 }],
        subtotal: centsToDecimalString(totals.subtotalCents),
        tax: centsToDecimalString(totals.taxCents),
        shipping: centsToDecimalString(totals.shippingCents),
        total: centsToDecimalString(totals.totalCents),
        shippingAddress: ADDRESS,
      },
    });
    expect(declined.statusCode).toBe(402);
    expect(await stockOf()).toBe(stockBefore);
    const mine = await call(t.app, buyer.cookie, { method: 'GET', url: '/api/shop/orders' });
    expect(json<Outputs['shop']['listOrders']>(mine).items).toEqual([]);
  });
});
