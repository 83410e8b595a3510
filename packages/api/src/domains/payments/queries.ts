import type { DB } from '@wallcraft/db';
import type { PAYMENT_STATUSES, PAYMENT_TYPES } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { page } from '../../lib/paging';
import type { NewLedgerEntry } from './ledger';

type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
type TPaymentType = (typeof PAYMENT_TYPES)[number];

const COLUMNS = [
  'id',
  'project_id',
  'payer_id',
  'recipient_id',
  'amount_cents',
  'platform_fee_bps',
  'platform_fee_cents',
  'net_amount_cents',
  'payment_type',
  'payment_status',
  'provider',
  'provider_ref',
  'created_at',
  'escrowed_at',
  'released_at',
  'cancelled_at',
  'refunded_at',
] as const;

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: DB, id: string) {
  return db.selectFrom('transactions').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The payment, row-locked until the transaction ends: callers that must ask the provider first take turns. */
export function lockById(trx: DB, id: string) {
  return trx.selectFrom('transactions').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The payment, share-locked until the transaction ends: it cannot change state meanwhile. */
export function shareLockById(trx: DB, id: string) {
  return trx.selectFrom('transactions').select(COLUMNS).where('id', '=', id).forShare().executeTakeFirst();
}

export async function insert(
  trx: DB,
  values: {
    projectId: string;
    payerId: string;
    recipientId: string;
    amountCents: number;
    feeBps: number;
    feeCents: number;
    netCents: number;
    paymentType: TPaymentType;
    provider: string;
  },
): Promise<string> {
  const row = await trx
    .insertInto('transactions')
    .values({
      project_id: values.projectId,
      payer_id: values.payerId,
      recipient_id: values.recipientId,
      amount_cents: values.amountCents,
      platform_fee_bps: values.feeBps,
      platform_fee_cents: values.feeCents,
      net_amount_cents: values.netCents,
      payment_type: values.paymentType,
      provider: values.provider,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** When each state was entered. */
const STATE_TIME = {
  escrowed: 'escrowed_at',
  completed: 'released_at',
  cancelled: 'cancelled_at',
  refunded: 'refunded_at',
} as const;

/**
 * The one way a payment changes state: a conditional update that only the first of any concurrent callers
 * wins (the others wait for its row lock, then find the status changed and update nothing). Undefined: not
 * in `from` any more.
 */
/** What a split decision sent back to the payer (the payment itself is completed for the artist's share). */
export async function setSplitRefund(trx: DB, id: string, cents: number): Promise<void> {
  await trx.updateTable('transactions').set({ split_refund_cents: cents }).where('id', '=', id).execute();
}

/** The operator whose console action sent (part of) the payment back to its payer. */
export async function setRefundedBy(trx: DB, id: string, adminId: string): Promise<void> {
  await trx.updateTable('transactions').set({ refunded_by_admin_id: adminId }).where('id', '=', id).execute();
}

/** The payers' refund entries of payments refunded from the console (by an operator, or their dispute decision). */
function consoleRefundEntries(db: DB) {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .select(sql<string | null>`sum(l.amount_cents)`.as('cents'))
    .where('l.movement', '=', 'refund')
    .where('l.account_type', '=', 'payer')
    .where('t.refunded_by_admin_id', 'is not', null);
}

/** What the console refunded on one project, and what one operator refunded in the last 24 hours (cents). */
export async function consoleRefunds(db: DB, projectId: string, adminId: string) {
  const [project, admin] = await Promise.all([
    consoleRefundEntries(db).where('t.project_id', '=', projectId).executeTakeFirst(),
    consoleRefundEntries(db)
      .where('t.refunded_by_admin_id', '=', adminId)
      .where('l.created_at', '>=', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirst(),
  ]);
  return { projectCents: Number(project?.cents ?? 0), adminDayCents: Number(admin?.cents ?? 0) };
}

export async function transition(
  trx: DB,
  id: string,
  from: TPaymentStatus,
  to: keyof typeof STATE_TIME,
  providerRef?: string | null,
) {
  const row = await trx
    .updateTable('transactions')
    .set({
      payment_status: to,
      [STATE_TIME[to]]: sql`now()`,
      updated_at: sql`now()`,
      ...(providerRef ? { provider_ref: providerRef } : {}),
    })
    .where('id', '=', id)
    .where('payment_status', '=', from)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row;
}

export async function setProviderRef(trx: DB, id: string, ref: string): Promise<void> {
  await trx.updateTable('transactions').set({ provider_ref: ref }).where('id', '=', id).execute();
}

export async function insertLedger(trx: DB, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length) await trx.insertInto('ledger_entries').values(entries).execute();
}

/** An accepted application or invitation of this artist on this project. */
export async function artistIsOnProject(db: DB, projectId: string, artistId: string): Promise<boolean> {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select('id')
      .where('artist_id', '=', artistId)
      .where('project_id', '=', projectId)
      .where('status', '=', 'accepted');
  const row = await accepted('applications').unionAll(accepted('invitations')).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The artists with an accepted application or invitation on the project, with the amount agreed (if any). */
export async function acceptedArtists(db: DB, projectId: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select(['artist_id', 'agreed_amount_cents', 'decided_at'])
      .where('project_id', '=', projectId)
      .where('status', '=', 'accepted');
  return accepted('applications').unionAll(accepted('invitations')).execute();
}

/** What an artist was paid out in all: the sum of their ledger entries (released net amounts), in cents. */
export async function artistEarningsCents(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount_cents)`.as('cents'))
    .where('account_type', '=', 'artist')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A payer's idempotency key in one scope: the client's own, or the server's for a milestone's funding. */
export type ScopedKey = { scope: 'client' | 'milestone'; key: string };

export function findKey(db: DB, payerId: string, { scope, key }: ScopedKey) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'transaction_id'])
    .where('payer_id', '=', payerId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** False when the key is already taken (by a request that committed first: the unique key waits for it). */
export async function insertKey(
  trx: DB,
  values: { payerId: string; key: ScopedKey; requestHash: string; transactionId: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('idempotency_keys')
    .values({
      payer_id: values.payerId,
      scope: values.key.scope,
      key: values.key.key,
      request_hash: values.requestHash,
      transaction_id: values.transactionId,
    })
    .onConflict((oc) => oc.columns(['payer_id', 'scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(row);
}

/** A project's payments, or only those to one artist. */
function ofProject(db: DB, projectId: string, recipientId: string | null) {
  let query = db.selectFrom('transactions').where('project_id', '=', projectId);
  if (recipientId) query = query.where('recipient_id', '=', recipientId);
  return query;
}

export function listForProject(db: DB, projectId: string, recipientId: string | null, input: TPageRequest) {
  return page(ofProject(db, projectId, recipientId).select(COLUMNS), {
    sort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    cursor: input.cursor,
    limit: input.limit,
  });
}

/** The balance of each ledger account type over these payments (sums of entries, in cents). */
export async function balances(
  db: DB,
  projectId: string,
  recipientId: string | null,
): Promise<Record<'payer' | 'escrow' | 'artist' | 'platform_fees', number>> {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .where('l.transaction_id', 'in', ofProject(db, projectId, recipientId).select('transactions.id'))
    .select(['l.account_type', sql<string>`sum(l.amount_cents)`.as('cents')])
    .groupBy('l.account_type')
    .execute();
  const sums = { payer: 0, escrow: 0, artist: 0, platform_fees: 0 };
  // Payments touch only these four accounts (never platform_revenue, platform_marketing, referrer or the shop's);
  // the guard narrows the type.
  const isPaymentAccount = (account: string): account is keyof typeof sums => account in sums;
  for (const row of rows) if (isPaymentAccount(row.account_type)) sums[row.account_type] = Number(row.cents);
  return sums;
}

/** A payment the provider never took: it goes with its idempotency key (pending, so no ledger rows exist). */
export async function deleteUnfunded(trx: DB, id: string): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('transaction_id', '=', id).execute();
  await trx.deleteFrom('transactions').where('id', '=', id).where('payment_status', '=', 'pending').execute();
}

/** The payment provider's payout account of a user (Stripe: acct_...), or null. */
export async function payoutAccountOf(db: DB, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('payout_account_id').where('id', '=', userId).executeTakeFirst();
  return row?.payout_account_id ?? null;
}

export function setPayoutAccount(db: DB, userId: string, account: string) {
  return db.updateTable('users').set({ payout_account_id: account }).where('id', '=', userId).execute();
}

export async function emailOf(db: DB, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.email;
}
