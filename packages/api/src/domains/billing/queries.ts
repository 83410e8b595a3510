import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import { page } from '../../lib/paging';

/** The range and project a billing call covers: [since, until) in UTC, and one project's payments. */
export type Range = { projectId?: string; since?: Date; until?: Date };

/** The signed-in account's own ledger entries (user_id = them), with the payment each belongs to, if any. */
function ownEntries(db: DB, userId: string, range: Range) {
  let query = db
    .selectFrom('ledger_entries as l')
    .leftJoin('transactions as t', 't.id', 'l.transaction_id')
    .where('l.user_id', '=', userId);
  if (range.projectId) query = query.where('t.project_id', '=', range.projectId);
  if (range.since) query = query.where('l.created_at', '>=', range.since);
  if (range.until) query = query.where('l.created_at', '<', range.until);
  return query;
}

/** A page of the account's movements, newest first; a release carries the fee kept from it (its platform_fees leg). */
export function listEntries(db: DB, userId: string, range: Range, paging: { cursor?: string | null; limit: number }) {
  const query = ownEntries(db, userId, range).select((eb) => [
    'l.id',
    'l.created_at',
    'l.movement',
    'l.account_type',
    'l.amount_cents',
    'l.transaction_id',
    'l.order_id',
    'l.verification_request_id',
    'l.referral_signup_id',
    't.project_id',
    't.payer_id',
    't.recipient_id',
    eb
      .selectFrom('ledger_entries as f')
      .whereRef('f.transaction_id', '=', 'l.transaction_id')
      .whereRef('f.movement', '=', 'l.movement')
      .where('f.account_type', '=', 'platform_fees')
      .select(sql<string>`coalesce(sum(f.amount_cents), 0)`.as('fee'))
      .as('fee_cents'),
  ]);
  return page(query, {
    sort: [
      ['l.created_at', 'desc'],
      ['l.id', 'desc'],
    ],
    cursor: paging.cursor,
    limit: paging.limit,
  });
}

const month = sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM')`;

/** Money in and out of the account per UTC month (cents; out as a positive figure). */
export function monthlyInOut(db: DB, userId: string, range: Range) {
  return ownEntries(db, userId, range)
    .select([
      month.as('month'),
      sql<string>`coalesce(sum(l.amount_cents) filter (where l.amount_cents > 0), 0)`.as('in_cents'),
      sql<string>`coalesce(-sum(l.amount_cents) filter (where l.amount_cents < 0), 0)`.as('out_cents'),
    ])
    .groupBy(month)
    .execute();
}

/** The platform fees kept from payments released to the account, per UTC month of the release (cents). */
export function monthlyFees(db: DB, userId: string, range: Range) {
  let query = db
    .selectFrom('ledger_entries as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .where('t.recipient_id', '=', userId)
    .where('l.account_type', '=', 'platform_fees');
  if (range.projectId) query = query.where('t.project_id', '=', range.projectId);
  if (range.since) query = query.where('l.created_at', '>=', range.since);
  if (range.until) query = query.where('l.created_at', '<', range.until);
  return query
    .select([month.as('month'), sql<string>`sum(l.amount_cents)`.as('fee_cents')])
    .groupBy(month)
    .execute();
}

/**
 * What escrow holds of the account's payments now (the escrow account's balance over them, in cents): as the payer
 * and as the artist paid. Escrow is a balance, so the month range does not apply.
 */
export async function heldInEscrow(db: DB, userId: string, projectId: string | undefined) {
  const held = (side: 'payer_id' | 'recipient_id') => {
    let query = db
      .selectFrom('ledger_entries as l')
      .innerJoin('transactions as t', 't.id', 'l.transaction_id')
      .where('l.account_type', '=', 'escrow')
      .where(`t.${side}`, '=', userId);
    if (projectId) query = query.where('t.project_id', '=', projectId);
    return query.select(sql<string>`coalesce(sum(l.amount_cents), 0)`.as('cents')).executeTakeFirstOrThrow();
  };
  const [asPayer, asArtist] = await Promise.all([held('payer_id'), held('recipient_id')]);
  return { asPayerCents: Number(asPayer.cents), asArtistCents: Number(asArtist.cents) };
}
