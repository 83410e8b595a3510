import { sql } from 'kysely';
import type { DB, VerificationRequest } from '@wallcraft/db';
import type { VERIFICATION_STATUSES } from '@wallcraft/shared';

export type RequestStatus = (typeof VERIFICATION_STATUSES)[number];
/** One at a time per user: matches the partial unique index verification_requests_in_progress_key exactly. */
export const IN_PROGRESS: RequestStatus[] = ['awaiting_payment', 'pending', 'processing'];

const COLUMNS = [
  'id',
  'user_id',
  'status',
  'fee_cents',
  'provider',
  'created_at',
  'updated_at',
  'completed_at',
] as const;
export type RequestRow = Pick<VerificationRequest, (typeof COLUMNS)[number]>;

export function latestForUser(db: DB, userId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('verification_requests')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function isUserVerified(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('verified').where('id', '=', userId).executeTakeFirst();
  return row?.verified ?? false;
}

export function findById(db: DB, id: string): Promise<RequestRow | undefined> {
  return db.selectFrom('verification_requests').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * A new request, awaiting its fee. Nothing is inserted when the user already has one in progress (the partial
 * unique index decides, race-free).
 */
export function insertUnlessInProgress(
  db: DB,
  values: { userId: string; feeCents: number; provider: string },
): Promise<RequestRow | undefined> {
  return (
    db
      .insertInto('verification_requests')
      .values({
        user_id: values.userId,
        fee_cents: values.feeCents,
        provider: values.provider,
        status: 'awaiting_payment',
      })
      // The partial index's predicate written as literals: as parameters, a prepared statement's generic plan
      // (Postgres switches to one after five runs) could no longer match it to the index, and refused the insert.
      .onConflict((oc) =>
        oc
          .column('user_id')
          .where(
            'status',
            'in',
            IN_PROGRESS.map((status) => sql.lit(status)),
          )
          .doNothing(),
      )
      .returning(COLUMNS)
      .executeTakeFirst()
  );
}

export async function setProviderRef(db: DB, id: string, providerRef: string): Promise<void> {
  await db.updateTable('verification_requests').set({ provider_ref: providerRef }).where('id', '=', id).execute();
}

export async function setPaymentRef(db: DB, id: string, paymentRef: string): Promise<void> {
  await db.updateTable('verification_requests').set({ payment_ref: paymentRef }).where('id', '=', id).execute();
}

/** The fee was paid: awaiting_payment → pending, once (a repeated report gets nothing back). */
export function markPaid(db: DB, id: string, paymentRef: string | null): Promise<RequestRow | undefined> {
  return db
    .updateTable('verification_requests')
    .set({
      status: 'pending',
      paid_at: new Date(),
      updated_at: new Date(),
      ...(paymentRef ? { payment_ref: paymentRef } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** A request whose charge the provider refused at once: it never was, so a new one may start. */
export async function deleteUnpaid(db: DB, id: string): Promise<void> {
  await db.deleteFrom('verification_requests').where('id', '=', id).where('status', '=', 'awaiting_payment').execute();
}

/**
 * Moves one request on, only from the given states: of two nodes (or a node and an operator) acting on the
 * same request, exactly one gets the row back and does the follow-up.
 */
export function transition(
  db: DB,
  id: string,
  from: RequestStatus[],
  to: RequestStatus,
  adminId: string | null,
): Promise<RequestRow | undefined> {
  const done = to === 'verified' || to === 'failed' || to === 'payment_failed';
  return db
    .updateTable('verification_requests')
    .set({
      status: to,
      updated_at: new Date(),
      ...(done ? { completed_at: new Date() } : {}),
      ...(adminId ? { decided_by_admin_id: adminId } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function markUserVerified(db: DB, userId: string): Promise<void> {
  await db.updateTable('users').set({ verified: true, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** The embedded provider's due requests: by provider, status and age (indexed on created_at while in progress). */
export async function dueIds(
  db: DB,
  provider: string,
  status: RequestStatus,
  createdBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('verification_requests')
    .select('id')
    .where('provider', '=', provider)
    .where('status', '=', status)
    .where('created_at', '<=', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Requests awaiting a fee whose charge never returned a reference, made before the given time. */
export async function unchargedIds(db: DB, createdBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('verification_requests')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('payment_ref', 'is', null)
    .where('created_at', '<=', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
