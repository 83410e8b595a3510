import type { DB } from '@wallcraft/db';
import { VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import type { Env } from '../../env';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import { verificationProvider, type ProviderTransition } from './provider';
import * as queries from './queries';
import type { TVerificationStatusResponse } from './schemas';

function toStatus(verified: boolean, row: queries.RequestRow | undefined): TVerificationStatusResponse {
  return {
    status: verified ? 'verified' : (row?.status ?? 'not_started'),
    feeCents: row?.fee_cents ?? VERIFICATION_FEE_CENTS,
    verified,
    requestedAt: row?.created_at.toISOString() ?? null,
    completedAt: row?.completed_at?.toISOString() ?? null,
  };
}

export async function getStatus(db: DB, userId: string): Promise<TVerificationStatusResponse> {
  const [verified, row] = await Promise.all([queries.isUserVerified(db, userId), queries.latestForUser(db, userId)]);
  return toStatus(verified, row);
}

/** Starts a check for the $49.99 fee (integer cents); one at a time, and none once verified. */
export async function initiate(db: DB, env: Env, userId: string): Promise<TVerificationStatusResponse> {
  if (await queries.isUserVerified(db, userId)) throw new AppError('CONFLICT', 'You are already verified');
  const provider = verificationProvider(env);
  const row = await db.transaction().execute(async (trx) => {
    const created = await queries.insertUnlessInProgress(trx, {
      userId,
      feeCents: VERIFICATION_FEE_CENTS,
      provider: provider.name,
    });
    if (!created) return undefined;
    const ref = await provider.submit(trx, { id: created.id, userId });
    if (ref) await queries.setProviderRef(trx, created.id, ref);
    return created;
  });
  if (!row)
    throw new AppError('CONFLICT', 'A verification is already in progress; you will be notified when it completes');
  return toStatus(false, row);
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
): Promise<queries.RequestRow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await queries.transition(trx, transition.requestId, FROM[transition.to], transition.to, adminId);
    if (!row) return null;
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

/** One worker pass: asks the provider what changed and applies it. Safe on several nodes at once. */
export async function runTick(db: DB, env: Env, now = new Date()): Promise<number> {
  let applied = 0;
  for (const transition of await verificationProvider(env).poll(db, now)) {
    if (await applyTransition(db, transition)) applied += 1;
  }
  return applied;
}
