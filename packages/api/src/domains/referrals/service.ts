import { randomInt } from 'node:crypto';
import type { DB } from '@wallcraft/db';
import {
  centsToDecimalString,
  formatUsd,
  initialedName,
  makeReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_WINDOW_DAYS,
  referralLink,
} from '@wallcraft/shared';
import type { TPage } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import { AppError, accountGone } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import { recordReferralBonus } from '../payments/service';
import * as queries from './queries';
import type { TReferralCode, TReferralSignup, TReferralStats, TUsedReferralCode } from './schemas';

const JOINED = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 31^8 codes: a collision is rare, ten in a row means something else is wrong. */
const CODE_ATTEMPTS = 10;

/** The new user's code, in the transaction that creates the user (registration). */
export async function createCode(trx: DB, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = makeReferralCode((n) => randomInt(n));
    if (await queries.insertCode(trx, userId, code)) return code;
  }
  throw new Error(`no free referral code after ${CODE_ATTEMPTS} draws`);
}

/**
 * Registration with ?ref=: a friend's code records the new user as that friend's referral (pending: a new user
 * has not finished onboarding). Anything else (no code, a malformed or unknown one) is ignored, so a stale or
 * mistyped link never stands between a visitor and their account. Returns whether a referral was recorded.
 */
export async function recordSignupAtRegistration(
  trx: DB,
  userId: string,
  rawCode: string | null | undefined,
): Promise<boolean> {
  const code = normalizeReferralCode(rawCode);
  if (!code) return false;
  const owner = await queries.findCodeOwner(trx, code);
  if (!owner || owner.user_id === userId) return false;
  return Boolean(await queries.insertSignup(trx, { referrerId: owner.user_id, referredUserId: userId, code }));
}

/**
 * The user finished an onboarding step that leaves them with a profile type (their first profile, or SKIP FOR
 * NOW's minimal one): a pending referral bonus is paid to whoever referred them, with its ledger movement and the
 * referrer's notification, in the caller's transaction. Paid once: a later step finds nothing pending.
 */
export async function payBonusOnOnboarding(trx: DB, userId: string): Promise<boolean> {
  const paid = await queries.markPaid(trx, userId);
  if (!paid) return false;
  await recordReferralBonus(trx, paid);
  const friend = await queries.findUserNames(trx, userId);
  await createNotification(trx, {
    userId: paid.referrer_id,
    type: 'referral_bonus',
    title: 'Referral bonus',
    message: `You earned ${formatUsd(paid.bonus_cents)}: ${initialedName(friend?.first_name, friend?.last_name)} joined with your code and finished setting up.`,
  });
  return true;
}

export async function myCode(db: DB, siteOrigin: string, userId: string): Promise<TReferralCode> {
  const row = await queries.findCodeOf(db, userId);
  // Registration makes a code and migration 2026_11_26_0200 gave one to every earlier user.
  if (!row) throw new AppError('NOT_FOUND', 'You have no referral code yet; contact us at /contact');
  return { code: row.code, link: referralLink(new URL(siteOrigin).origin, row.code) };
}

export async function listSignups(
  db: DB,
  userId: string,
  options: { cursor?: string | null; limit: number },
): Promise<TPage<TReferralSignup>> {
  return mapPage(await queries.listSignups(db, userId, options), (row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    friendName: initialedName(row.first_name, row.last_name),
    bonusEarned: centsToDecimalString(row.bonus_cents),
    bonusPaid: row.bonus_paid,
    paidAt: row.paid_at?.toISOString() ?? null,
  }));
}

export async function stats(db: DB, userId: string): Promise<TReferralStats> {
  const [counts, earned] = await Promise.all([queries.signupCounts(db, userId), queries.earnedCents(db, userId)]);
  return {
    referrals: counts.referrals,
    totalEarned: centsToDecimalString(earned),
    pendingEarnings: centsToDecimalString(counts.pendingCents),
    bonusesPaid: counts.paid,
  };
}

/**
 * POST /referrals/use-code: the signed-in user names the friend who referred them. Checked in the order a person
 * can act on, each refusal storing nothing: the code must exist (404), not be their own (400), they must not have
 * been referred already (409; racing tries meet the unique referred user), and they must have signed up in the
 * last 30 days (403). A user already onboarded pays their friend's bonus at once, in the same transaction.
 */
export async function useCode(db: DB, userId: string, code: string): Promise<TUsedReferralCode> {
  return db.transaction().execute(async (trx) => {
    const owner = await queries.findCodeOwner(trx, code);
    if (!owner)
      throw new AppError('NOT_FOUND', `There is no referral code ${code}; check the code with the friend who sent it`);
    if (owner.user_id === userId)
      throw new AppError('INVALID_INPUT', 'That is your own referral code; share it with friends instead');
    const alreadyReferred = new AppError(
      'CONFLICT',
      'You have already used a referral code; each account can be referred only once',
    );
    if (await queries.findSignupOf(trx, userId)) throw alreadyReferred;
    const redeemer = await queries.findRedeemer(trx, userId);
    if (!redeemer) throw accountGone();
    if (!redeemer.in_window)
      throw new AppError(
        'FORBIDDEN',
        `Referral codes can be used only in the first ${REFERRAL_CODE_WINDOW_DAYS} days after signing up; you joined on ${JOINED.format(redeemer.created_at)}`,
      );
    if (!(await queries.insertSignup(trx, { referrerId: owner.user_id, referredUserId: userId, code: owner.code })))
      throw alreadyReferred;
    const bonusPaid = redeemer.onboarded ? await payBonusOnOnboarding(trx, userId) : false;
    return { code: owner.code, referrerName: initialedName(owner.first_name, owner.last_name), bonusPaid };
  });
}
