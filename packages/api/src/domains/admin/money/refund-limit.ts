import type { DB } from '@wallcraft/db';
import { formatUsd, type TAdminRole } from '@wallcraft/shared';
import { AppError } from '../../../trpc/errors';
import { roleAtLeast } from '../../../trpc/procedures';
import { consoleRefundedCents } from '../../payments/service';
import { lockAdmin } from './queries';

/**
 * ADMIN_REFUND_LIMIT_CENTS bounds what operators send back to payers from the console, refunds of payments and
 * dispute decisions alike, as running totals rather than per payment (security issue 32: an operator refunded three
 * payments of $1,000 on one project): at most the limit in all on one project, counting every console refund there
 * (a superadmin's too: past the limit, what more goes back on that project is a superadmin's decision), and at most
 * the limit by one operator in any 24 hours (rolling, so a day's limit cannot be spent twice around midnight).
 * Superadmins are not limited.
 */

export type Refunder = { adminId: string; role: TAdminRole; limitCents: number };
type Allowance = { limitCents: number; projectCents: number; adminDayCents: number; remainingCents: number };

/** What the operator may still refund on this project, with the totals it comes from; null for a superadmin. */
export async function refundAllowance(db: DB, refunder: Refunder, projectId: string): Promise<Allowance | null> {
  if (roleAtLeast(refunder.role, 'superadmin')) return null;
  const { projectCents, adminDayCents } = await consoleRefundedCents(db, projectId, refunder.adminId);
  const limitCents = refunder.limitCents;
  const remainingCents = Math.max(0, Math.min(limitCents - projectCents, limitCents - adminDayCents));
  return { limitCents, projectCents, adminDayCents, remainingCents };
}

/** Why refunding `refundCents` is past the allowance (`subject` names it: "Refunding $700"), or null when it fits. */
export function overAllowance(allowance: Allowance | null, refundCents: number, subject: string): string | null {
  if (!allowance || refundCents <= allowance.remainingCents) return null;
  const limit = formatUsd(allowance.limitCents);
  return (
    `${subject} needs a superadmin: operators refund up to ${limit} in all on one project and ${limit} each in any 24 ` +
    `hours; ${formatUsd(allowance.projectCents)} was already refunded on this project and ` +
    `${formatUsd(allowance.adminDayCents)} by you in the last 24 hours, so you may refund up to ` +
    `${formatUsd(allowance.remainingCents)} more. A superadmin can refund the rest`
  );
}

/**
 * Refuses (403, nothing refunded) a refund past what the operator may still refund. Call it inside the refund's
 * transaction with the project's row locked, so refunds on one project take turns; it locks the operator's row, so
 * the operator's own refunds on other projects take turns too (the project first, then the operator, then payments).
 */
export async function checkRefundLimit(
  trx: DB,
  refunder: Refunder,
  projectId: string,
  refundCents: number,
  subject: string,
): Promise<void> {
  if (roleAtLeast(refunder.role, 'superadmin') || refundCents <= 0) return;
  await lockAdmin(trx, refunder.adminId);
  const refusal = overAllowance(await refundAllowance(trx, refunder, projectId), refundCents, subject);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}
