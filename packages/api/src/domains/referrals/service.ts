import { randomInt } from 'node:crypto';
import type { DB } from '@wallcraft/db';
import {
  centsToDecimalString,
  formatUsd,
  fullName,
  initialedName,
  makeReferralCode,
  normalizeReferralCode,
  REFERRAL_ACTION_LABELS,
  REFERRAL_CODE_WINDOW_DAYS,
  referralEmailKey,
  referralLink,
  referralRules,
  type TReferralAction,
  type TReferralStatus,
} from '@wallcraft/shared';
import type { TPage } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import { AppError, accountGone } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import { recordReferralBonus } from '../payments/referral-bonus';
import * as queries from './queries';
import type {
  TDecideBonusRequest,
  TReferralCode,
  TReferralInvite,
  TReferralRules,
  TReferralSignup,
  TReferralStats,
  TReviewBonusesRequest,
  TReviewedBonus,
  TUsedReferralCode,
} from './schemas';

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
 * Registration with ?ref=: a friend's code records the new user as that friend's referral (pending: a new user has
 * confirmed nothing and paid for nothing). Anything else (no code, a malformed or unknown one) is ignored, so a
 * stale or mistyped link never stands between a visitor and their account. Returns whether a referral was recorded.
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

/** A step toward the referrer's bonus: the friend confirmed their email, or did something that cost them. */
export type ReferralStep = TReferralAction | 'email_confirmed';

const ADDRESS_USED = 'This person’s email address already earned a referral bonus: one bonus per person.';

/**
 * Called where the steps happen, in the transaction of the step itself: when money reaches escrow (the handler the
 * server registers with payments' onPaymentEscrowed), the shop when an order is paid, verification when its fee is
 * paid, email when the address is confirmed.
 * The bonus falls due once the friend has confirmed their email and done something that cost them, in either
 * order; it is then paid (the ledger movement and the referrer's notification), held for an operator when the
 * referrer already had the month's cap of bonuses, or ineligible when the friend's normalised address already
 * earned one. Answers the referral's status, or null when the user has no pending referral.
 */
export async function advanceReferral(trx: DB, userId: string, step: ReferralStep): Promise<TReferralStatus | null> {
  if (step !== 'email_confirmed') await queries.recordFirstAction(trx, userId, step);
  return settleIfDue(trx, userId);
}

async function settleIfDue(trx: DB, userId: string): Promise<TReferralStatus | null> {
  const signup = await queries.lockPending(trx, userId);
  if (!signup) return null;
  // Read after the lock: a step committed meanwhile by another transaction is seen here.
  const friend = await queries.findFriend(trx, userId);
  if (!friend) return null;
  if (!friend.email_confirmed_at || !signup.first_action) return 'pending';

  if (!(await queries.claimAddress(trx, referralEmailKey(friend.email), signup.id))) {
    await queries.settle(trx, signup.id, { status: 'ineligible', reason: ADDRESS_USED });
    return 'ineligible';
  }
  const { due, cap } = await queries.lockDueThisMonth(trx, signup.referrer_id);
  if (due >= cap) {
    await queries.settle(trx, signup.id, { status: 'held' });
    return 'held';
  }
  // The row is locked above, so this transaction is the one that settles it.
  const paid = await queries.settle(trx, signup.id, { status: 'paid' });
  if (!paid) return null;
  const name = initialedName(friend.first_name, friend.last_name);
  const action = REFERRAL_ACTION_LABELS[signup.first_action];
  await payBonus(trx, paid, `${name} joined with your code, confirmed their email and made their ${action}`);
  return 'paid';
}

/** The money and the word to the referrer, in the transaction that marked the signup paid. */
async function payBonus(trx: DB, signup: { id: string; referrer_id: string; bonus_cents: number }, why: string) {
  await recordReferralBonus(trx, signup);
  await createNotification(trx, {
    userId: signup.referrer_id,
    type: 'referral_bonus',
    title: 'Referral bonus',
    message: `You earned ${formatUsd(signup.bonus_cents)}: ${why}.`,
  });
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
  return mapPage(await queries.listSignups(db, userId, options), (row) => {
    const waitingFor: TReferralSignup['waitingFor'] = [];
    if (row.status === 'pending' && !row.email_confirmed) waitingFor.push('email_confirmation');
    if (row.status === 'pending' && !row.first_action) waitingFor.push('first_purchase');
    return {
      id: row.id,
      createdAt: row.created_at.toISOString(),
      friendName: initialedName(row.first_name, row.last_name),
      bonusEarned: centsToDecimalString(row.bonus_cents),
      status: row.status,
      waitingFor,
      statusNote: statusNote(row, waitingFor),
      reason: row.reason,
      bonusPaid: row.status === 'paid',
      paidAt: row.paid_at?.toISOString() ?? null,
    };
  });
}

/** The referral's state in a sentence for the referrer: what their friend has still to do, or what became of it. */
function statusNote(
  row: {
    status: TReferralStatus;
    first_name: string | null;
    first_action: TReferralAction | null;
    reason: string | null;
  },
  waitingFor: TReferralSignup['waitingFor'],
): string {
  const friend = row.first_name?.trim() || 'your friend';
  switch (row.status) {
    case 'pending': {
      const email = waitingFor.includes('email_confirmation');
      const purchase = waitingFor.includes('first_purchase') ? 'make their first payment, order or verification' : '';
      if (email && purchase) return `Waiting for ${friend} to confirm their email and ${purchase}`;
      if (email) return `Waiting for ${friend} to confirm their email`;
      return `Waiting for ${friend} to ${purchase}`;
    }
    case 'paid':
      return row.first_action
        ? `Paid: ${friend} confirmed their email and made their ${REFERRAL_ACTION_LABELS[row.first_action]}`
        : 'Paid';
    case 'held':
      return 'Held for review: you reached this month’s number of paid bonuses, so our team checks this one before paying it';
    case 'ineligible':
      return row.reason ?? ADDRESS_USED;
    case 'rejected':
      return `Rejected after review: ${row.reason ?? 'no reason given'}`;
  }
}

/** The rules in force: the bonus a friend who joins now earns, the monthly cap, and both in plain words. */
export async function rules(db: DB): Promise<TReferralRules> {
  const { bonusCents, cap } = await queries.currentRules(db);
  return {
    bonus: centsToDecimalString(bonusCents),
    monthlyCap: cap,
    codeWindowDays: REFERRAL_CODE_WINDOW_DAYS,
    rules: referralRules(formatUsd(bonusCents), cap),
  };
}

/**
 * GET /referrals/invite: what a shared link's landing page says to a visitor, the friend who sent it and the bonus
 * in force. Unknown codes (and suspended accounts' codes) are 404, so a page shows no invitation.
 */
export async function invite(db: DB, rawCode: string): Promise<TReferralInvite> {
  const code = normalizeReferralCode(rawCode);
  const inviter = code ? await queries.findInviter(db, code) : undefined;
  if (!inviter)
    throw new AppError('NOT_FOUND', `There is no referral code ${rawCode}; check the link with the friend who sent it`);
  const { bonusCents } = await queries.currentRules(db);
  const friendName = initialedName(inviter.first_name, inviter.last_name);
  const bonus = formatUsd(bonusCents);
  return {
    code: inviter.code,
    friendName,
    bonus: centsToDecimalString(bonusCents),
    message:
      bonusCents > 0
        ? `${friendName} invited you to WallCraft. Sign up with this link and ${friendName} earns ${bonus} once you have confirmed your email and made your first payment, shop order or verification.`
        : `${friendName} invited you to WallCraft. Sign up with this link to join them.`,
  };
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
 * last 30 days (403). A user who has confirmed their email and paid for something settles their friend's bonus at
 * once, in the same transaction.
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
    // Redeemed after signing up: a payment, order or verification made before counts as the friend's first.
    const before = await queries.firstActionBefore(trx, userId);
    if (before) await queries.recordFirstAction(trx, userId, before.action, before.at);
    const status = (await settleIfDue(trx, userId)) ?? 'pending';
    return {
      code: owner.code,
      referrerName: initialedName(owner.first_name, owner.last_name),
      bonusPaid: status === 'paid',
      status,
    };
  });
}

function toReviewed(row: queries.ReviewRow): TReviewedBonus {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: row.id,
    referrer: {
      id: row.referrer_id,
      name: fullName(row.referrer_first_name, row.referrer_last_name) || row.referrer_email,
      email: row.referrer_email,
    },
    friend: {
      id: row.referred_user_id,
      name: fullName(row.friend_first_name, row.friend_last_name) || row.friend_email,
      email: row.friend_email,
      emailConfirmedAt: iso(row.email_confirmed_at),
    },
    bonus: centsToDecimalString(row.bonus_cents),
    status: row.status,
    firstAction: row.first_action,
    firstActionAt: iso(row.first_action_at),
    reason: row.reason,
    joinedAt: row.created_at.toISOString(),
    dueAt: iso(row.due_at),
    dueThatMonth: row.due_at ? row.due_that_month : null,
    paidAt: iso(row.paid_at),
    reviewedBy: row.reviewed_by,
    reviewedAt: iso(row.reviewed_at),
  };
}

/** The console's list of referral bonuses: held ones (waiting for a decision) by default. */
export async function listForReview(db: DB, input: TReviewBonusesRequest) {
  const { items, nextCursor, total } = await queries.listForReview(db, input);
  return { items: items.map(toReviewed), nextCursor, total };
}

export async function findForReview(db: DB, id: string): Promise<TReviewedBonus> {
  const row = await queries.findForReview(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no referral bonus with this id');
  return toReviewed(row);
}

/**
 * An operator's decision on a held bonus, in the caller's transaction (the console writes its audit row there):
 * approve pays it (the ledger movement and the referrer's notification), reject tells the referrer why. Only a held
 * bonus is decided, once: 404 for an unknown id, 409 for any other status.
 */
export async function decideHeldBonus(trx: DB, input: TDecideBonusRequest, adminId: string) {
  const approve = input.decision === 'approve';
  const reason = input.reason?.trim() || null;
  const decided = await queries.review(trx, input.id, { approve, reason, adminId });
  if (!decided) {
    const current = await findForReview(trx, input.id);
    throw new AppError(
      'CONFLICT',
      `This bonus is ${current.status}, not held: only a held bonus can be approved or rejected`,
    );
  }
  const friend = await queries.findFriend(trx, decided.referred_user_id);
  const name = initialedName(friend?.first_name, friend?.last_name);
  if (approve) {
    await payBonus(trx, decided, `your bonus for ${name} was approved after review`);
  } else {
    await createNotification(trx, {
      userId: decided.referrer_id,
      type: 'referral_bonus',
      title: 'Referral bonus not paid',
      message: `Your ${formatUsd(decided.bonus_cents)} bonus for ${name} was not approved after review: ${reason}`,
    });
  }
  return { status: approve ? ('paid' as const) : ('rejected' as const), reason, bonusCents: decided.bonus_cents };
}
