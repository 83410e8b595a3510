import type { DB } from '@wallcraft/db';
import { formatUsd, type TNotificationType } from '@wallcraft/shared';
import type { TStoredNotification } from '../notifications/schemas';
import * as queries from './queries';

/**
 * Receipts by mail: a payment funded, released or refunded, and a shop order paid. The payment's own notification
 * mail becomes its receipt (one mail per event, in the payments category, so turning payments mail off stops
 * both), linking to the receipt page; the figures are read from the ledger when the mail is sent.
 */
type ReceiptMovement = 'fund' | 'release' | 'refund';

/** The movement a payment notification is the receipt of, or null (a payment waiting for funding has none yet). */
export function receiptMovement(
  notification: Pick<TStoredNotification, 'type' | 'transactionId' | 'webhookEvent'>,
): ReceiptMovement | null {
  if (!notification.transactionId) return null;
  const byType: Partial<Record<TNotificationType, ReceiptMovement>> = {
    payment_released: 'release',
    payment_refunded: 'refund',
  };
  // payment_created is also "waiting for funding"; only the one standing for payment.escrowed is money in escrow.
  if (notification.type === 'payment_created') return notification.webhookEvent === 'payment.escrowed' ? 'fund' : null;
  return byType[notification.type] ?? null;
}

/** A paid shop order's confirmation, queued in the transaction that marked it paid. */
export async function queueOrderReceipt(trx: DB, userId: string, orderId: string): Promise<void> {
  await queries.insertOutbox(trx, {
    userId,
    category: 'payments',
    template: 'receipt',
    data: { orderId, path: `/shop/orders/${orderId}` },
  });
}

export type ReceiptFigures = { heading: string; lines: [label: string, value: string][] };

/** A payment's figures for one of its parties, from its ledger legs: what moved, the fee and the artist's net. */
async function paymentFigures(db: DB, userId: string, paymentId: string, movement: ReceiptMovement) {
  const payment = await queries.receiptPayment(db, paymentId);
  if (!payment) return null;
  const legs = await queries.ledgerLegs(db, { transactionId: paymentId });
  const sum = (move: string, account: string) =>
    legs
      .filter((leg) => leg.movement === move && leg.account_type === account)
      .reduce((total, leg) => total + leg.amount_cents, 0);
  const isPayer = payment.payer_id === userId;
  const lines: [string, string][] = [['Project', payment.title]];
  if (movement === 'fund') {
    lines.push(['Paid into escrow', formatUsd(sum('fund', 'escrow'))]);
    if (!isPayer)
      lines.push(
        ['Platform fee on release', formatUsd(payment.platform_fee_cents)],
        ['You receive on release', formatUsd(payment.net_amount_cents)],
      );
  }
  if (movement === 'release') {
    lines.push(
      ['Released from escrow', formatUsd(-sum('release', 'escrow'))],
      ['Platform fee', formatUsd(sum('release', 'platform_fees'))],
      [isPayer ? 'The artist receives' : 'You receive', formatUsd(sum('release', 'artist'))],
    );
  }
  // A refund, or the part an operator's split sent back.
  const refunded = sum('refund', 'payer');
  if (movement === 'refund' || (movement === 'release' && refunded > 0))
    lines.push([isPayer ? 'Refunded to you' : 'Refunded to the payer', formatUsd(refunded)]);
  const heading = { fund: 'Payment in escrow', release: 'Payment released', refund: 'Payment refunded' }[movement];
  return { heading: `${heading}: receipt`, lines };
}

/** A shop order's totals, from the order (its one shop_sale movement charged exactly the total). */
async function orderFigures(db: DB, userId: string, orderId: string) {
  const order = await queries.receiptOrder(db, orderId, userId);
  if (!order) return null;
  return {
    heading: `Order ${orderId.slice(0, 8).toUpperCase()} confirmed`,
    lines: [
      ['Items', formatUsd(order.subtotal_cents)],
      ['Shipping', formatUsd(order.shipping_cents)],
      ['Sales tax', formatUsd(order.tax_cents)],
      ['Total paid', formatUsd(order.total_cents)],
    ] as [string, string][],
  };
}

/** What a receipt mail shows, or null when what it is about is gone. */
export function receiptFigures(db: DB, userId: string, data: Record<string, string>): Promise<ReceiptFigures | null> {
  if (data.orderId) return orderFigures(db, userId, data.orderId);
  const movement = data.movement as ReceiptMovement;
  return data.paymentId ? paymentFigures(db, userId, data.paymentId, movement) : Promise.resolve(null);
}
