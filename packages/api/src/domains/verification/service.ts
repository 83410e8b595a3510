import type { DB } from '@wallcraft/db';
import { centsToDecimalString, VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import * as payments from '../payments/service';
import { advanceReferral } from '../referrals/service';
import { verificationProvider, type ProviderTransition } from './provider';
import * as queries from './queries';
import type { TInitiateVerificationResponse, TVerificationStatusResponse } from './schemas';

function toStatus(verified: boolean, row: queries.RequestRow | undefined): TVerificationStatusResponse {
  const feeCents = row?.fee_cents ?? VERIFICATION_FEE_CENTS;
  return {
    status: verified ? 'verified' : (row?.status ?? 'not_started'),
    fee: centsToDecimalString(feeCents),
    feeCents,
    verified,
    requestedAt: row?.created_at.toISOString() ?? null,
    completedAt: row?.completed_at?.toISOString() ?? null,
  };
}

export async function getStatus(db: DB, userId: string): Promise<TVerificationStatusResponse> {
  const [verified, row] = await Promise.all([queries.isUserVerified(db, userId), queries.latestForUser(db, userId)]);
  return toStatus(verified, row);
}

/**
 * Starts a check for the $49.99 fee (integer cents); one at a time, and none once verified. The fee is charged
 * through the payment provider first, and only a paid request is handed to the verification provider:
 * - paid at once (the embedded provider): paid and submitted before this returns;
 * - paid at a hosted page (Stripe): the request awaits payment, `checkoutUrl` is where to pay, and the webhook
 *   pays (feePaid) or fails (feeFailed) it;
 * - declined: the request is gone and the provider's 4xx goes to the person; they may start again.
 */
export async function initiate(
  db: DB,
  env: Env,
  userId: string,
  payments: PaymentProvider,
): Promise<TInitiateVerificationResponse> {
  if (await queries.isUserVerified(db, userId)) throw new AppError('CONFLICT', 'You are already verified');
  const created = await queries.insertUnlessInProgress(db, {
    userId,
    feeCents: VERIFICATION_FEE_CENTS,
    provider: verificationProvider(env).name,
  });
  if (!created) throw await alreadyStarted(db, userId);

  let charge: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    charge = await payments.charge({
      id: created.id,
      userId,
      amountCents: created.fee_cents,
      description: 'WallCraft background verification',
      kind: 'verification',
      returnPath: { paid: '/settings?verification=paid', cancelled: '/settings?verification=cancelled' },
    });
  } catch (error) {
    // Nothing was charged: nothing starts, and the user may try again at once.
    await queries.deleteUnpaid(db, created.id);
    throw error;
  }
  if (charge.outcome === 'paid') {
    await feePaid(db, env, created.id, charge.ref);
  } else if (charge.ref) {
    await queries.setPaymentRef(db, created.id, charge.ref);
  }
  const row = await queries.findById(db, created.id);
  return {
    ...toStatus(false, row ?? created),
    checkoutUrl: charge.outcome === 'pending' ? (charge.redirectUrl ?? null) : null,
  };
}

/** The 409 for a second start, saying what the first is waiting for. */
async function alreadyStarted(db: DB, userId: string): Promise<AppError> {
  const latest = await queries.latestForUser(db, userId);
  if (latest?.status === 'awaiting_payment')
    return new AppError(
      'CONFLICT',
      'Your verification is waiting for its $49.99 fee to be paid at the checkout page. If you left that page, you can start again once it expires (within an hour).',
    );
  return new AppError('CONFLICT', 'A verification is already in progress; you will be notified when it completes');
}

/**
 * The fee was paid: in one transaction the request moves awaiting_payment → pending, the fee's ledger movement is
 * written (payer → platform_revenue) and the request is submitted to the verification provider. A repeated report
 * (a replayed webhook) finds the request moved on and does nothing: returns false.
 */
export function feePaid(db: DB, env: Env, requestId: string, paymentRef: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await queries.markPaid(trx, requestId, paymentRef);
    if (!row) return false;
    await payments.recordVerificationFee(trx, row);
    // A paid check is a costly step a referral bonus waits for (a free one, fee 0, is not).
    if (row.fee_cents > 0) await advanceReferral(trx, row.user_id, 'verification');
    const ref = await verificationProvider(env).submit(trx, { id: row.id, userId: row.user_id });
    if (ref) await queries.setProviderRef(trx, row.id, ref);
    return true;
  });
}

/**
 * The fee's payment failed or its checkout expired unpaid: awaiting_payment → payment_failed, nothing submitted,
 * no money moved, and the user is told they may start again. Returns false when the request had moved on.
 */
export function feeFailed(db: DB, requestId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await queries.transition(trx, requestId, ['awaiting_payment'], 'payment_failed', null);
    if (!row) return false;
    await createNotification(trx, {
      userId: row.user_id,
      type: 'verification_completed',
      title: 'Verification payment failed',
      message:
        'The $49.99 verification fee was not paid, so your verification did not start and nothing was charged. You can start again from Settings.',
    });
    return true;
  });
}

const FROM: Record<ProviderTransition['to'], queries.RequestStatus[]> = {
  processing: ['pending'],
  verified: ['pending', 'processing'],
  failed: ['pending', 'processing'],
};

const OUTCOME_NOTICE = {
  verified: {
    title: 'Verification complete',
    message: 'Your background verification passed. Your profile now shows the Verified badge.',
  },
  failed: {
    title: 'Verification unsuccessful',
    message: 'Your background verification could not be completed. You can start a new one from Settings.',
  },
};

/**
 * Applies one transition in one transaction: the status change, the user's verified flag, and the
 * notification commit together. Returns null when the request had already moved on (someone else won).
 */
export function applyTransition(
  db: DB,
  transition: ProviderTransition,
  adminId: string | null = null,
  /** More to do in the same transaction once the change applied (an operator's audit row). */
  onApplied?: (trx: DB, row: queries.RequestRow) => Promise<void>,
): Promise<queries.RequestRow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await queries.transition(trx, transition.requestId, FROM[transition.to], transition.to, adminId);
    if (!row) return null;
    await onApplied?.(trx, row);
    if (row.status === 'verified') await queries.markUserVerified(trx, row.user_id);
    if (row.status === 'verified' || row.status === 'failed') {
      await createNotification(trx, {
        userId: row.user_id,
        type: 'verification_completed',
        ...OUTCOME_NOTICE[row.status],
      });
    }
    return row;
  });
}

/**
 * A request whose charge never came back (the server stopped between storing it and the provider's answer) has no
 * payment reference and no checkout page the user saw: after this long it fails, so it never blocks a new start.
 * Requests with a checkout page wait for the provider's own expiry (its webhook).
 */
const UNCHARGED_EXPIRES_MS = 60 * 60 * 1000;

/**
 * One worker pass: asks the provider what changed and applies it, and fails requests whose charge never started.
 * Safe on several nodes at once.
 */
export async function runTick(db: DB, env: Env, now = new Date()): Promise<number> {
  let applied = 0;
  for (const transition of await verificationProvider(env).poll(db, now)) {
    if (await applyTransition(db, transition)) applied += 1;
  }
  for (const id of await queries.unchargedIds(db, new Date(now.getTime() - UNCHARGED_EXPIRES_MS), 50)) {
    if (await feeFailed(db, id)) applied += 1;
  }
  return applied;
}
