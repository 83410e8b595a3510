import { createHash } from 'node:crypto';
import type { DB } from '@wallcraft/db';
import { cartTotals, centsToDecimalString, formatUsd } from '@wallcraft/shared';
import { MAX_AMOUNT_CENTS } from '@wallcraft/shared/schemas';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import { queueOrderReceipt } from '../email/receipts';
import * as payments from '../payments/service';
import { advanceReferral } from '../referrals/service';
import { queueWebhookEvent } from '../webhooks/service';
import type { PaymentProvider } from '../payments/provider';
import * as queries from './queries';
import type { TOrder, TPlaceOrderWithKeyRequest, TPlacedOrder } from './schemas';
import { notSold, shortOf } from './service';

/**
 * Orders: the server prices every line from the catalogue with the shared cartTotals (integer cents: tax 8% of
 * the subtotal rounded half up, shipping 9.99), refuses figures that differ from its own (409 with its figures),
 * and in one transaction stores the order, takes the stock, empties those lines from the cart and charges the buyer
 * through the payment provider. Paid at once (the embedded provider), the order is paid and its sale booked in
 * the ledger before the transaction commits; a declined charge rolls everything back. Paid later (Stripe's hosted
 * page), it waits placed, and the webhook pays it (orderPaid) or cancels it and returns the stock (orderUnpaid).
 */

const dollars = centsToDecimalString;
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function present(db: DB, rows: queries.OrderRow[]): Promise<TOrder[]> {
  const lines = await queries.orderLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    items: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        slug: line.slug,
        title: line.title,
        image: line.images[0] ?? null,
        quantity: line.quantity,
        price: dollars(line.unit_price_cents),
        lineTotal: dollars(line.line_total_cents),
      })),
    subtotal: dollars(row.subtotal_cents),
    tax: dollars(row.tax_cents),
    shipping: dollars(row.shipping_cents),
    total: dollars(row.total_cents),
    shippingAddress:
      row.ship_name && row.ship_email && row.ship_line1 && row.ship_city && row.ship_state && row.ship_zip
        ? {
            name: row.ship_name,
            email: row.ship_email,
            line1: row.ship_line1,
            line2: row.ship_line2,
            city: row.ship_city,
            state: row.ship_state,
            zip: row.ship_zip,
            phone: row.ship_phone,
          }
        : null,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
  }));
}

async function presentOne(db: DB, row: queries.OrderRow): Promise<TOrder> {
  const [order] = await present(db, [row]);
  if (!order) throw new Error('order mapping lost a row');
  return order;
}

/** The buyer's own order; anyone else's, like one that does not exist, is 404. */
export async function getOrder(db: DB, userId: string, id: string): Promise<TOrder> {
  const row = isUuid(id) ? await queries.findOrder(db, id) : undefined;
  if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 'Order not found');
  return presentOne(db, row);
}

export async function listOrders(db: DB, userId: string, options: { cursor?: string | null; limit: number }) {
  const rows = await queries.listOrders(db, userId, options);
  return { items: await present(db, rows.items), nextCursor: rows.nextCursor };
}

/** What identifies a request for its Idempotency-Key: every field that decides the order, as parsed. */
function requestHash(input: TPlaceOrderWithKeyRequest): string {
  const fields = [
    input.items.map((item) => [item.productId, item.quantity, item.price]),
    [input.subtotal, input.tax, input.shipping, input.total],
    input.shippingAddress,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The same key again: the first order for the same request, 409 for another. */
async function replay(db: DB, userId: string, key: string, hash: string): Promise<TPlacedOrder | null> {
  const existing = await queries.findOrderByKey(db, userId, key);
  if (!existing) return null;
  if (existing.request_hash !== hash)
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different order');
  return { ...(await presentOne(db, existing)), checkoutUrl: null };
}

type PricedLine = { productId: string; title: string; priceCents: number; quantity: number; stock: number };

/** The server's figures for the lines asked for, as a 409's details carry them (dollars, as the request sends). */
function serverFigures(lines: PricedLine[]) {
  const totals = cartTotals(lines);
  return {
    items: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      price: dollars(line.priceCents),
      quantity: line.quantity,
      lineTotal: dollars(line.priceCents * line.quantity),
      stock: line.stock,
    })),
    subtotal: dollars(totals.subtotalCents),
    tax: dollars(totals.taxCents),
    shipping: dollars(totals.shippingCents),
    total: dollars(totals.totalCents),
  };
}

/**
 * Every line priced from the locked products: each must exist (400), be sold (409) and have the stock (409), and
 * the buyer's price and totals must be the server's (409 with the server's figures).
 */
function priceOrder(input: TPlaceOrderWithKeyRequest, products: Map<string, queries.ProductRow>) {
  const lines: PricedLine[] = input.items.map((item, index) => {
    const product = products.get(item.productId);
    if (!product)
      throw new AppError('INVALID_INPUT', `items.${index}.productId: There is no product with this id in the shop`);
    if (!product.active) throw notSold(product);
    return {
      productId: product.id,
      title: product.title,
      priceCents: product.price_cents,
      quantity: item.quantity,
      stock: product.stock,
    };
  });
  for (const line of lines) if (line.quantity > line.stock) throw shortOf(line);

  const totals = cartTotals(lines);
  const details = serverFigures(lines);
  input.items.forEach((item, index) => {
    const line = lines[index]!;
    if (item.price !== line.priceCents)
      throw new AppError(
        'CONFLICT',
        `The price of ${line.title} is now ${formatUsd(line.priceCents)}, not ${formatUsd(item.price)}; review your cart and place the order again`,
        { details },
      );
  });
  const echoed: [string, number, number][] = [
    ['subtotal', input.subtotal, totals.subtotalCents],
    ['tax', input.tax, totals.taxCents],
    ['shipping', input.shipping, totals.shippingCents],
    ['total', input.total, totals.totalCents],
  ];
  for (const [field, sent, server] of echoed)
    if (sent !== server)
      throw new AppError(
        'CONFLICT',
        `${field} must be ${dollars(server)}, not ${dollars(sent)} (the server computes it); review your order and place it again`,
        { details },
      );
  if (totals.totalCents > MAX_AMOUNT_CENTS)
    throw new AppError('INVALID_INPUT', `An order can be at most ${formatUsd(MAX_AMOUNT_CENTS)}`);
  return { lines, totals };
}

class KeyTaken extends Error {}

export async function placeOrder(
  db: DB,
  provider: PaymentProvider,
  userId: string,
  input: TPlaceOrderWithKeyRequest,
  headerKey: string | null,
): Promise<TPlacedOrder> {
  const key = payments.resolveIdempotencyKey(input.idempotencyKey, headerKey);
  const hash = requestHash(input);
  if (key) {
    const first = await replay(db, userId, key, hash);
    if (first) return first;
  }

  let placed: { id: string; checkoutUrl: string | null };
  try {
    placed = await db.transaction().execute(async (trx) => {
      const ids = input.items.map((item) => item.productId);
      const products = new Map((await queries.lockProducts(trx, ids)).map((row) => [row.id, row]));
      const { lines, totals } = priceOrder(input, products);

      const order = await queries.insertOrder(trx, {
        userId,
        totals,
        address: input.shippingAddress,
        provider: provider.name,
        key,
        requestHash: hash,
      });
      if (!order) throw new KeyTaken();
      await queries.insertOrderLines(trx, order.id, lines);
      for (const line of lines) await queries.takeStock(trx, line.productId, line.quantity);
      await queries.removeFromCart(trx, userId, ids);

      // Inside the transaction: a declined charge (402) or an unreachable provider (503) rolls back the order, the
      // stock and the cart with it. A hosted checkout only opens a page here; no money moves before it commits.
      const charge = await provider.charge({
        id: order.id,
        userId,
        amountCents: totals.totalCents,
        description: `WallCraft shop order ${order.id.slice(0, 8).toUpperCase()}`,
        kind: 'order',
        returnPath: { paid: `/shop/orders/${order.id}?payment=paid`, cancelled: `/shop/orders/${order.id}` },
      });
      if (charge.outcome === 'paid') await markPaid(trx, order.id, charge.ref);
      else if (charge.ref) await queries.setPaymentRef(trx, order.id, charge.ref);
      return { id: order.id, checkoutUrl: charge.outcome === 'pending' ? (charge.redirectUrl ?? null) : null };
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer as its replay.
    if (!(error instanceof KeyTaken) || !key) throw error;
    const first = await replay(db, userId, key, hash);
    if (!first) throw new AppError('CONFLICT', 'This Idempotency-Key is being used by another order; try again');
    return first;
  }
  return { ...(await getOrder(db, userId, placed.id)), checkoutUrl: placed.checkoutUrl };
}

/** placed → paid, with its sale in the ledger, in the caller's transaction. False when it was not placed any more. */
async function markPaid(trx: DB, orderId: string, ref: string | null): Promise<boolean> {
  const row = await queries.settleOrder(trx, orderId, 'paid', ref);
  if (!row) return false;
  await payments.recordShopSale(trx, row);
  // A paid order is a costly step a referral bonus waits for.
  await advanceReferral(trx, row.user_id, 'order');
  await queueWebhookEvent(trx, row.user_id, 'order.paid', { orderId: row.id, totalCents: row.total_cents });
  await queueOrderReceipt(trx, row.user_id, row.id);
  return true;
}

/** The provider reports an order paid (Stripe's webhook). A repeated report changes nothing: false. */
export function orderPaid(db: DB, orderId: string, ref: string | null): Promise<boolean> {
  return db.transaction().execute((trx) => markPaid(trx, orderId, ref));
}

/** The provider reports an order will not be paid (the checkout expired or failed): cancelled, its stock back. */
export function orderUnpaid(db: DB, orderId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await queries.settleOrder(trx, orderId, 'cancelled');
    if (!row) return false;
    await queries.returnStock(trx, orderId);
    return true;
  });
}
