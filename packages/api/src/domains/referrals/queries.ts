import type { DB } from '@wallcraft/db';
import { REFERRAL_BONUS_CENTS, REFERRAL_CODE_WINDOW_DAYS } from '@wallcraft/shared';
import { sql } from 'kysely';
import { page } from '../../lib/paging';
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

/** What the rules for redeeming a code need to know about the user redeeming it. */
export function findRedeemer(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'created_at',
      // Onboarded: the user has a profile type (an active profile), which SKIP FOR NOW also gives.
      sql<boolean>`active_account_id IS NOT NULL`.as('onboarded'),
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
 * Marks the user's pending referral paid; the row comes back only to the one transaction that changed it (a
 * concurrent second one waits for the row and then finds it paid), so the bonus is paid once.
 */
export function markPaid(trx: DB, referredUserId: string) {
  return trx
    .updateTable('referral_signups')
    .set({ bonus_paid: true, paid_at: sql<Date>`now()` })
    .where('referred_user_id', '=', referredUserId)
    .where('bonus_paid', '=', false)
    .returning(['id', 'referrer_id', 'bonus_cents'])
    .executeTakeFirst();
}

export function findUserNames(db: DB, userId: string) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

/** A referrer's signups, newest first, with the friend's names (never the email). */
export function listSignups(db: DB, referrerId: string, options: { cursor?: string | null; limit: number }) {
  const query = db
    .selectFrom('referral_signups as s')
    .innerJoin('users as u', 'u.id', 's.referred_user_id')
    .select(['s.id', 's.created_at', 's.bonus_cents', 's.bonus_paid', 's.paid_at', 'u.first_name', 'u.last_name'])
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
      sql<number>`(count(*) FILTER (WHERE bonus_paid))::int`.as('paid'),
      sql<string>`coalesce(sum(bonus_cents) FILTER (WHERE NOT bonus_paid), 0)`.as('pending_cents'),
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
