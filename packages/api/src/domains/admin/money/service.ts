import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd, projectTypeOf, type TAdminRole } from '@wallcraft/shared';
import type { TAdminOrdersRequest, TAdminTransactionsRequest, TRefundTransactionForm } from '@wallcraft/shared/schemas';
import type { Context } from '../../../trpc/context';
import { AppError } from '../../../trpc/errors';
import { roleAtLeast } from '../../../trpc/procedures';
import { paymentProvider } from '../../payments/provider';
import { refundAsPlatform } from '../../payments/service';
import { actorOf, audited } from '../audit';
import * as queries from './queries';
import { lockProject } from '../projects/service';
import { checkRefundLimit, overAllowance, refundAllowance, type Refunder } from './refund-limit';
import type { TAdminOrderDetail, TAdminOrderRow, TAdminTransactionDetail, TAdminTransactionRow } from './schemas';

/** Operators' view of money: payments (with refunds of escrowed ones) and shop orders. */

type AdminContext = Context & { admin: NonNullable<Context['admin']> };

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type TransactionListRow = Awaited<ReturnType<typeof queries.listTransactions>>['items'][number];

function toTransactionRow(row: TransactionListRow): TAdminTransactionRow {
  return {
    id: row.id,
    projectType: projectTypeOf(row.project_kind),
    projectId: row.project_id,
    projectTitle: row.project_title,
    payerId: row.payer_id,
    payerName: row.payer_name,
    recipientId: row.recipient_id,
    recipientName: row.recipient_name,
    amount: centsToDecimalString(row.amount_cents),
    platformFee: centsToDecimalString(row.platform_fee_cents),
    netAmount: centsToDecimalString(row.net_amount_cents),
    paymentStatus: row.payment_status,
    createdAt: iso(row.created_at),
  };
}

export async function listTransactions(db: DB, input: TAdminTransactionsRequest) {
  const { items, nextCursor, total } = await queries.listTransactions(db, input);
  return { total, nextCursor, items: items.map(toTransactionRow) };
}

function toLedger(rows: Awaited<ReturnType<typeof queries.ledgerOf>>) {
  return rows.map((row) => ({
    id: String(row.id),
    movement: row.movement,
    accountType: row.account_type,
    userId: row.user_id,
    amount: centsToDecimalString(row.amount_cents),
    createdAt: iso(row.created_at),
  }));
}

/** The entries summed per account (and user), by account name. */
function balancesOf(rows: Awaited<ReturnType<typeof queries.ledgerOf>>) {
  const sums = new Map<string, { accountType: string; userId: string | null; cents: number }>();
  for (const row of rows) {
    const key = `${row.account_type}:${row.user_id ?? ''}`;
    const sum = sums.get(key) ?? { accountType: row.account_type, userId: row.user_id, cents: 0 };
    sum.cents += row.amount_cents;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .sort((a, b) => a.accountType.localeCompare(b.accountType) || (a.userId ?? '').localeCompare(b.userId ?? ''))
    .map(({ cents, ...account }) => ({ ...account, amount: centsToDecimalString(cents) }));
}

const refunderOf = (ctx: AdminContext): Refunder => ({
  adminId: ctx.admin.id,
  role: ctx.admin.role,
  limitCents: ctx.env.ADMIN_REFUND_LIMIT_CENTS,
});
const refunding = (cents: number) => `Refunding this payment (${formatUsd(cents)})`;

/**
 * Why this operator may not refund the payment now, with the status to answer; null when they may. Only escrowed
 * money goes back, and past the operators' allowance (refund-limit.ts; null: none) only a superadmin sends it.
 */
function refundRefusal(
  payment: { amount_cents: number; payment_status: string },
  role: TAdminRole,
  allowance: Awaited<ReturnType<typeof refundAllowance>>,
): { code: 'CONFLICT' | 'FORBIDDEN'; message: string } | null {
  if (!roleAtLeast(role, 'operator'))
    return { code: 'FORBIDDEN', message: 'This needs the operator role; yours is viewer' };
  if (payment.payment_status !== 'escrowed')
    return {
      code: 'CONFLICT',
      message: `Only a payment held in escrow can be refunded; this one is ${payment.payment_status}`,
    };
  const over = overAllowance(allowance, payment.amount_cents, refunding(payment.amount_cents));
  return over ? { code: 'FORBIDDEN', message: over } : null;
}

export async function getTransaction(ctx: AdminContext, id: string): Promise<TAdminTransactionDetail> {
  const row = await queries.findTransaction(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Transaction not found');
  const [ledger, milestone, dispute] = await Promise.all([
    queries.ledgerOf(ctx.db, { transactionId: id }),
    queries.milestoneOfPayment(ctx.db, id),
    queries.disputeOfProject(ctx.db, row.project_id),
  ]);
  const allowance = await refundAllowance(ctx.db, refunderOf(ctx), row.project_id);
  const refusal = refundRefusal(row, ctx.admin.role, allowance);
  return {
    ...toTransactionRow(row),
    paymentType: row.payment_type,
    platformFeeBps: row.platform_fee_bps,
    provider: row.provider,
    payer: { id: row.payer_id, name: row.payer_name, email: row.payer_email },
    recipient: { id: row.recipient_id, name: row.recipient_name, email: row.recipient_email },
    escrowedAt: isoOrNull(row.escrowed_at),
    releasedAt: isoOrNull(row.released_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    refundedAt: isoOrNull(row.refunded_at),
    ledger: toLedger(ledger),
    balances: balancesOf(ledger),
    milestone: milestone
      ? {
          id: milestone.id,
          title: milestone.title,
          status: milestone.status,
          amount: centsToDecimalString(milestone.amount_cents),
        }
      : null,
    dispute: dispute
      ? {
          id: dispute.id,
          status: dispute.status,
          outcome: dispute.outcome,
          reason: dispute.reason,
          createdAt: iso(dispute.created_at),
        }
      : null,
    can: { refund: refusal === null },
    refundRefusal: refusal?.message ?? null,
  };
}

/**
 * Refunds an escrowed payment to its payer through the payments domain (its ledger entries, provider call and
 * both parties' notifications), with the audit row in the same transaction. An operator's refund counts against
 * their allowance (refund-limit.ts), checked with the project's row locked.
 */
export async function refundTransaction(ctx: AdminContext, id: string, input: TRefundTransactionForm) {
  const provider = paymentProvider(ctx.env);
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const payment = await queries.transactionToRefund(trx, id);
    if (!payment) throw new AppError('NOT_FOUND', 'Transaction not found');
    const refusal = refundRefusal(payment, ctx.admin.role, null);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await lockProject(trx, payment.project_id);
    await checkRefundLimit(
      trx,
      refunderOf(ctx),
      payment.project_id,
      payment.amount_cents,
      refunding(payment.amount_cents),
    );
    if (!(await refundAsPlatform(trx, provider, id, `WallCraft support: ${input.note}`, ctx.admin.id)))
      throw new AppError('CONFLICT', 'This payment left escrow meanwhile; reload it to see where it went');
    return {
      result: undefined,
      audit: {
        action: 'transaction.refund',
        targetType: 'transaction',
        targetId: id,
        before: { paymentStatus: payment.payment_status, amountCents: payment.amount_cents },
        after: { paymentStatus: 'refunded', amountCents: payment.amount_cents },
        note: input.note,
      },
    };
  });
  return getTransaction(ctx, id);
}

type OrderListRow = Awaited<ReturnType<typeof queries.listOrders>>['items'][number];

function toOrderRow(row: OrderListRow): TAdminOrderRow {
  return {
    id: row.id,
    buyerId: row.user_id,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    status: row.status,
    items: row.units,
    total: centsToDecimalString(row.total_cents),
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
  };
}

export async function listOrders(db: DB, input: TAdminOrdersRequest) {
  const { items, nextCursor, total } = await queries.listOrders(db, input);
  return { total, nextCursor, items: items.map(toOrderRow) };
}

export async function getOrder(db: DB, id: string): Promise<TAdminOrderDetail> {
  const row = await queries.findOrder(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  const [lines, ledger] = await Promise.all([queries.orderLines(db, id), queries.ledgerOf(db, { orderId: id })]);
  const address =
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
      : null;
  return {
    ...toOrderRow(row),
    lines: lines.map((line) => ({
      productId: line.product_id,
      title: line.title,
      quantity: line.quantity,
      unitPrice: centsToDecimalString(line.unit_price_cents),
      lineTotal: centsToDecimalString(line.line_total_cents),
    })),
    subtotal: centsToDecimalString(row.subtotal_cents),
    tax: centsToDecimalString(row.tax_cents),
    shipping: centsToDecimalString(row.shipping_cents),
    shippingAddress: address,
    provider: row.provider,
    paymentRef: row.payment_ref,
    ledger: toLedger(ledger),
  };
}
