import type { DB, SortKey } from '@wallcraft/db';
import type { TAdminOrdersRequest, TAdminTransactionsRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../../lib/fields';
import { countUpTo, page } from '../../../lib/paging';
import { personName } from '../queries';

/** The money tables of the console: payments between users, and shop orders. */

const MONEY_SORTS = (alias: 't' | 'o', amount: string): Record<TAdminTransactionsRequest['sort'], SortKey[]> => ({
  newest: [
    [`${alias}.created_at`, 'desc'],
    [`${alias}.id`, 'desc'],
  ],
  oldest: [
    [`${alias}.created_at`, 'asc'],
    [`${alias}.id`, 'asc'],
  ],
  amount_high: [
    [`${alias}.${amount}`, 'desc'],
    [`${alias}.id`, 'asc'],
  ],
  amount_low: [
    [`${alias}.${amount}`, 'asc'],
    [`${alias}.id`, 'asc'],
  ],
});
const TRANSACTION_SORTS = MONEY_SORTS('t', 'amount_cents');
const ORDER_SORTS = MONEY_SORTS('o', 'total_cents');

function transactionRows(db: DB) {
  return db
    .selectFrom('transactions')
    .innerJoin('users as payer', 'payer.id', 'transactions.payer_id')
    .innerJoin('users as recipient', 'recipient.id', 'transactions.recipient_id')
    .innerJoin('projects', 'projects.id', 'transactions.project_id')
    .select([
      'transactions.id',
      'transactions.project_id',
      'projects.kind as project_kind',
      'projects.title as project_title',
      'transactions.payer_id',
      personName('payer').as('payer_name'),
      'payer.email as payer_email',
      'transactions.recipient_id',
      personName('recipient').as('recipient_name'),
      'recipient.email as recipient_email',
      'transactions.amount_cents',
      'transactions.platform_fee_cents',
      'transactions.net_amount_cents',
      'transactions.payment_status',
      'transactions.created_at',
    ]);
}

function matchingTransactions(db: DB, filter: TAdminTransactionsRequest) {
  let query = db.selectFrom(transactionRows(db).as('t')).selectAll();
  if (filter.status) query = query.where('t.payment_status', '=', filter.status);
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or(
        (['project_title', 'payer_name', 'payer_email', 'recipient_name', 'recipient_email'] as const).map((column) =>
          eb(`t.${column}`, 'ilike', like),
        ),
      ),
    );
  }
  return query;
}

export async function listTransactions(db: DB, filter: TAdminTransactionsRequest) {
  const query = matchingTransactions(db, filter);
  const [items, total] = await Promise.all([
    page(query, { sort: TRANSACTION_SORTS[filter.sort], cursor: filter.cursor, limit: filter.limit }),
    countUpTo(db, query),
  ]);
  return { ...items, total };
}

export function findTransaction(db: DB, id: string) {
  return db
    .selectFrom(transactionRows(db).as('t'))
    .innerJoin('transactions', 'transactions.id', 't.id')
    .selectAll('t')
    .select([
      'transactions.payment_type',
      'transactions.platform_fee_bps',
      'transactions.provider',
      'transactions.escrowed_at',
      'transactions.released_at',
      'transactions.cancelled_at',
      'transactions.refunded_at',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/**
 * The payment an operator is about to refund: its amount, state and project. Read without a lock: the refund locks
 * the project first (then the operator, then the payment), as a dispute decision does, and moves the payment only
 * if it is still escrowed.
 */
export function transactionToRefund(trx: DB, id: string) {
  return trx
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'payment_status', 'project_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The operator's row, locked until the transaction ends: one operator's refunds are counted one after another. */
export async function lockAdmin(trx: DB, adminId: string): Promise<void> {
  await trx.selectFrom('admins').select('id').where('id', '=', adminId).forUpdate().executeTakeFirst();
}

/** The milestone a payment funds, and the dispute of its project, if any (the console's payment detail). */
export function milestoneOfPayment(db: DB, transactionId: string) {
  return db
    .selectFrom('milestones')
    .select(['id', 'title', 'status', 'amount_cents'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export function disputeOfProject(db: DB, projectId: string) {
  return db
    .selectFrom('project_disputes')
    .select(['id', 'status', 'outcome', 'reason', 'created_at'])
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export function ledgerOf(db: DB, owner: { transactionId: string } | { orderId: string }) {
  let query = db
    .selectFrom('ledger_entries')
    .select(['id', 'movement', 'account_type', 'user_id', 'amount_cents', 'created_at']);
  query =
    'transactionId' in owner
      ? query.where('transaction_id', '=', owner.transactionId)
      : query.where('order_id', '=', owner.orderId);
  return query.orderBy('created_at').orderBy('id').execute();
}

function orderRows(db: DB) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.user_id',
      personName('users').as('buyer_name'),
      'users.email as buyer_email',
      'orders.ship_name',
      'orders.status',
      'orders.total_cents',
      'orders.created_at',
      'orders.paid_at',
      sql<number>`coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = orders.id), 0)::int`.as(
        'units',
      ),
    ]);
}

function matchingOrders(db: DB, filter: TAdminOrdersRequest) {
  let query = db.selectFrom(orderRows(db).as('o')).selectAll();
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('o.buyer_name', 'ilike', like), eb('o.buyer_email', 'ilike', like), eb('o.ship_name', 'ilike', like)]),
    );
  }
  return query;
}

export async function listOrders(db: DB, filter: TAdminOrdersRequest) {
  const query = matchingOrders(db, filter);
  const [items, total] = await Promise.all([
    page(query, { sort: ORDER_SORTS[filter.sort], cursor: filter.cursor, limit: filter.limit }),
    countUpTo(db, query),
  ]);
  return { ...items, total };
}

export function findOrder(db: DB, id: string) {
  return db
    .selectFrom(orderRows(db).as('o'))
    .innerJoin('orders', 'orders.id', 'o.id')
    .selectAll('o')
    .select([
      'orders.subtotal_cents',
      'orders.tax_cents',
      'orders.shipping_cents',
      'orders.ship_email',
      'orders.ship_line1',
      'orders.ship_line2',
      'orders.ship_city',
      'orders.ship_state',
      'orders.ship_zip',
      'orders.ship_phone',
      'orders.provider',
      'orders.payment_ref',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export function orderLines(db: DB, orderId: string) {
  return db
    .selectFrom('order_items')
    .select(['product_id', 'title', 'quantity', 'unit_price_cents', 'line_total_cents'])
    .where('order_id', '=', orderId)
    .orderBy('title')
    .execute();
}
