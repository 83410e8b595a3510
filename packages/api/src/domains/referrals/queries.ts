import type { DB } from '@wallcraft/db';
import {
  REFERRAL_BONUS_CENTS,
  REFERRAL_CODE_WINDOW_DAYS,
  REFERRAL_MONTHLY_CAP,
  type TReferralAction,
  type TReferralStatus,
} from '@wallcraft/shared';
import { sql } from 'kysely';
import { countedPage, page } from '../../lib/paging';
import { settingValue } from '../settings/service';

/** Inserts the user's code unless another user holds it already (no row then: draw again). */
export async function insertCode(trx: DB, userId: string, code: string): Promise<boolean> {
  const row = await trx
    .insertInto('referral_codes')
    .values({ user_id: userId, code })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export function findCodeOf(db: DB, userId: string) {
  return db.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
}

/** The code's owner with the names a referral shows (first name and last initial). */
export function findCodeOwner(db: DB, code: string) {
  return db
    .selectFrom('referral_codes as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.code', 'u.first_name', 'u.last_name'])
    .where('r.code', '=', code)
    .executeTakeFirst();
}

/** The friend a shared link names (a visitor's landing page): only an account in good standing. */
export function findInviter(db: DB, code: string) {
  return db
    .selectFrom('referral_codes as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.code', 'u.first_name', 'u.last_name'])
    .where('r.code', '=', code)
    .where('u.suspended_at', 'is', null)
    .executeTakeFirst();
}

/** What the rules for redeeming a code need to know about the user redeeming it. */
export function findRedeemer(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'created_at',
      // Measured by the database's clock, the one that stamped created_at.
      sql<boolean>`created_at > now() - make_interval(days => ${sql.lit(REFERRAL_CODE_WINDOW_DAYS)})`.as('in_window'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findSignupOf(db: DB, referredUserId: string) {
  return db
    .selectFrom('referral_signups')
    .select(['id', 'code'])
    .where('referred_user_id', '=', referredUserId)
    .executeTakeFirst();
}

/**
 * Records the referral unless the user was referred already (a user is referred once: no row then), with the
 * bonus in force now (an operator's later change does not touch what this signup earns).
 */
export function insertSignup(trx: DB, values: { referrerId: string; referredUserId: string; code: string }) {
  return trx
    .insertInto('referral_signups')
    .values({
      referrer_id: values.referrerId,
      referred_user_id: values.referredUserId,
      code: values.code,
      bonus_cents: settingValue('referral_bonus_cents', REFERRAL_BONUS_CENTS),
    })
    .onConflict((oc) => oc.column('referred_user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * The friend's first costly action, kept on their pending referral (a later one changes nothing): one of the two
 * conditions of the bonus. No row: the user was not referred, or their referral is settled.
 */
export async function recordFirstAction(trx: DB, referredUserId: string, action: TReferralAction, at?: Date) {
  await trx
    .updateTable('referral_signups')
    .set({ first_action: action, first_action_at: at ?? sql<Date>`now()` })
    .where('referred_user_id', '=', referredUserId)
    .where('status', '=', 'pending')
    .where('first_action', 'is', null)
    .execute();
}

/**
 * The user's pending referral, locked until the caller's transaction ends: of two steps arriving at once (the
 * email confirmed while a payment lands), the second waits here and then sees what the first wrote.
 */
export function lockPending(trx: DB, referredUserId: string) {
  return trx
    .selectFrom('referral_signups')
    .select(['id', 'referrer_id', 'bonus_cents', 'first_action'])
    .where('referred_user_id', '=', referredUserId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** What the bonus rules read about the friend: their address, whether they confirmed it, and their names. */
export function findFriend(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'email_confirmed_at', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The signup earns its friend's address's one bonus; false when another signup holds it already. */
export async function claimAddress(trx: DB, emailKey: string, signupId: string): Promise<boolean> {
  const row = await trx
    .insertInto('referral_bonus_addresses')
    .values({ email_key: emailKey, referral_signup_id: signupId })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .returning('email_key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many of the referrer's bonuses fell due this calendar month (UTC): paid, held or rejected. The referrer's
 * code row is locked first, so two bonuses of one referrer falling due at once are counted one after the other.
 */
export async function lockDueThisMonth(trx: DB, referrerId: string): Promise<{ due: number; cap: number }> {
  await trx.selectFrom('referral_codes').select('code').where('user_id', '=', referrerId).forUpdate().execute();
  const row = await trx
    .selectFrom('referral_signups')
    .select([
      sql<number>`count(*)::int`.as('due'),
      settingValue('referral_monthly_cap', REFERRAL_MONTHLY_CAP).as('cap'),
    ])
    .where('referrer_id', '=', referrerId)
    .where('status', 'in', ['paid', 'held', 'rejected'])
    .where('due_at', '>=', sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)
    .executeTakeFirstOrThrow();
  return { due: row.due, cap: Number(row.cap) };
}

/** The bonus a signup made now earns and the monthly cap in force, as operators set them. */
export async function currentRules(db: DB): Promise<{ bonusCents: number; cap: number }> {
  const { rows } = await sql<{ bonus: number; cap: number }>`SELECT
    ${settingValue('referral_bonus_cents', REFERRAL_BONUS_CENTS)} AS bonus,
    ${settingValue('referral_monthly_cap', REFERRAL_MONTHLY_CAP)} AS cap`.execute(db);
  return {
    bonusCents: Number(rows[0]?.bonus ?? REFERRAL_BONUS_CENTS),
    cap: Number(rows[0]?.cap ?? REFERRAL_MONTHLY_CAP),
  };
}

/**
 * The user's first costly action before they were referred (a code redeemed after signing up may come after it):
 * money they put in escrow, a paid shop order or a paid verification, read from the tables that record them, as
 * earnedCents reads the ledger. The same three the payments, shop and verification services report as they happen.
 */
export async function firstActionBefore(db: DB, userId: string) {
  const { rows } = await sql<{ action: TReferralAction; at: Date }>`
    SELECT action, at FROM (
      SELECT 'payment' AS action, escrowed_at AS at FROM transactions WHERE payer_id = ${userId} AND escrowed_at IS NOT NULL
      UNION ALL
      SELECT 'order', paid_at FROM orders WHERE user_id = ${userId} AND paid_at IS NOT NULL
      UNION ALL
      SELECT 'verification', paid_at FROM verification_requests
        WHERE user_id = ${userId} AND paid_at IS NOT NULL AND fee_cents > 0
    ) actions
    ORDER BY at LIMIT 1`.execute(db);
  return rows[0];
}

/**
 * Settles a pending referral whose friend met both conditions: paid, held for review or ineligible (with why).
 * The row comes back only to the transaction that changed it, so a bonus is settled once.
 */
export function settle(trx: DB, id: string, outcome: { status: 'paid' | 'held' | 'ineligible'; reason?: string }) {
  const paid = outcome.status === 'paid';
  return trx
    .updateTable('referral_signups')
    .set({
      status: outcome.status,
      due_at: sql<Date>`now()`,
      bonus_paid: paid,
      paid_at: paid ? sql<Date>`now()` : null,
      reason: outcome.reason ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'referrer_id', 'referred_user_id', 'bonus_cents'])
    .executeTakeFirst();
}

/** An operator's decision on a held bonus: approved (paid) or rejected with a reason. Once: only a held row moves. */
export function review(trx: DB, id: string, decision: { approve: boolean; reason: string | null; adminId: string }) {
  return trx
    .updateTable('referral_signups')
    .set({
      status: decision.approve ? 'paid' : 'rejected',
      bonus_paid: decision.approve,
      paid_at: decision.approve ? sql<Date>`now()` : null,
      reason: decision.approve ? null : decision.reason,
      reviewed_by: decision.adminId,
      reviewed_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning(['id', 'referrer_id', 'referred_user_id', 'bonus_cents'])
    .executeTakeFirst();
}

/** A referrer's signups, newest first, with the friend's names (never the email). */
export function listSignups(db: DB, referrerId: string, options: { cursor?: string | null; limit: number }) {
  const query = db
    .selectFrom('referral_signups as s')
    .innerJoin('users as u', 'u.id', 's.referred_user_id')
    .select([
      's.id',
      's.created_at',
      's.bonus_cents',
      's.status',
      's.first_action',
      's.reason',
      's.paid_at',
      'u.first_name',
      'u.last_name',
      // Whether, never what: the referrer learns that their friend confirmed an address, not the address.
      sql<boolean>`u.email_confirmed_at IS NOT NULL`.as('email_confirmed'),
    ])
    .where('s.referrer_id', '=', referrerId);
  return page(query, {
    sort: [
      ['s.created_at', 'desc'],
      ['s.id', 'desc'],
    ],
    ...options,
  });
}

export async function signupCounts(db: DB, referrerId: string) {
  const row = await db
    .selectFrom('referral_signups')
    .select([
      sql<number>`count(*)::int`.as('referrals'),
      sql<number>`(count(*) FILTER (WHERE status = 'paid'))::int`.as('paid'),
      sql<string>`coalesce(sum(bonus_cents) FILTER (WHERE status IN ('pending', 'held')), 0)`.as('pending_cents'),
    ])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { referrals: row.referrals, paid: row.paid, pendingCents: Number(row.pending_cents) };
}

/** What the referrer was paid in bonuses: the sum of their referrer ledger entries, in cents. */
export async function earnedCents(db: DB, referrerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount_cents)`.as('cents'))
    .where('account_type', '=', 'referrer')
    .where('user_id', '=', referrerId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A referral bonus as the console shows it: both people, what the friend did, and the decision so far. */
function reviewRows(db: DB) {
  return db
    .selectFrom('referral_signups as s')
    .innerJoin('users as r', 'r.id', 's.referrer_id')
    .innerJoin('users as f', 'f.id', 's.referred_user_id')
    .leftJoin('admins as a', 'a.id', 's.reviewed_by')
    .select([
      's.id',
      's.created_at',
      's.due_at',
      's.referrer_id',
      'r.first_name as referrer_first_name',
      'r.last_name as referrer_last_name',
      'r.email as referrer_email',
      's.referred_user_id',
      'f.first_name as friend_first_name',
      'f.last_name as friend_last_name',
      'f.email as friend_email',
      'f.email_confirmed_at',
      's.bonus_cents',
      's.status',
      's.first_action',
      's.first_action_at',
      's.reason',
      's.paid_at',
      's.reviewed_at',
      'a.username as reviewed_by',
      // The referrer's bonuses that fell due in the same calendar month as this one, to weigh it against the cap.
      sql<number | null>`(SELECT count(*)::int FROM referral_signups m
        WHERE m.referrer_id = s.referrer_id AND m.status IN ('paid', 'held', 'rejected')
          AND date_trunc('month', m.due_at AT TIME ZONE 'UTC') = date_trunc('month', s.due_at AT TIME ZONE 'UTC'))`.as(
        'due_that_month',
      ),
    ]);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

/** The console's list: the bonuses of one status (or all); held ones in the order they fell due, others newest first. */
export function listForReview(
  db: DB,
  input: { status: TReferralStatus | 'all'; cursor?: string | null; limit: number },
) {
  let matching = reviewRows(db);
  if (input.status !== 'all') matching = matching.where('s.status', '=', input.status);
  return countedPage(db, matching, {
    sort:
      input.status === 'held'
        ? [
            ['s.due_at', 'asc'],
            ['s.id', 'asc'],
          ]
        : [
            ['s.created_at', 'desc'],
            ['s.id', 'desc'],
          ],
    cursor: input.cursor,
    limit: input.limit,
  });
}

export function findForReview(db: DB, id: string) {
  return reviewRows(db).where('s.id', '=', id).executeTakeFirst();
}
