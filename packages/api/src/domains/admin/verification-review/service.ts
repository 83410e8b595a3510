import type { DB } from '@wallcraft/db';
import { centsToDecimalString, VERIFICATION_STATUSES, ZVerificationStatus } from '@wallcraft/shared';
import { ZMoney, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { z } from 'zod';
import { mapPage, page } from '../../../lib/paging';
import { AppError } from '../../../trpc/errors';
import { applyTransition } from '../../verification/service';
import { recordAudit, type AuditActor } from '../audit';

/** Operators review background verifications: list them, approve or reject the ones in progress. */

export const ZVerificationReviewRequest = ZPageRequest.extend({
  status: z
    .enum(['in_progress', 'all', ...VERIFICATION_STATUSES])
    .default('in_progress')
    .describe('in_progress (default) = pending or processing, oldest first; any other filter lists newest first'),
});

export const ZVerificationReviewItem = z
  .object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    userName: z.string().describe('First and last name, or the email when both are missing'),
    email: z.string(),
    status: ZVerificationStatus,
    fee: ZMoney.describe('The verification fee'),
    feeStatus: z
      .enum(['paid', 'unpaid', 'failed', 'none'])
      .describe("The verification fee's payment: paid, not yet paid, its charge failed, or no fee (0)"),
    feePaidAt: z.string().nullable(),
    provider: z.string().nullable(),
    decidedBy: z.string().nullable().describe('Username of the operator who decided, when one did'),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminVerificationRequest' });
export type TVerificationReviewItem = z.infer<typeof ZVerificationReviewItem>;

export const ZVerificationReviewResponse = ZPage(ZVerificationReviewItem).extend({
  total: z.number().int().describe('Every matching request, not only this page'),
});

export const ZDecideVerificationRequest = z.object({
  id: z.string().uuid('id must be a verification request id (UUID)'),
  decision: z.enum(['approve', 'reject'], { error: "decision must be 'approve' or 'reject'" }),
});

function baseQuery(db: DB, status: z.infer<typeof ZVerificationReviewRequest>['status']) {
  const query = db.selectFrom('verification_requests as v').innerJoin('users as u', 'u.id', 'v.user_id');
  if (status === 'all') return query;
  return query.where('v.status', 'in', status === 'in_progress' ? ['pending', 'processing'] : [status]);
}

function selectItems(db: DB, status: z.infer<typeof ZVerificationReviewRequest>['status']) {
  return baseQuery(db, status)
    .leftJoin('admins as a', 'a.id', 'v.decided_by_admin_id')
    .select([
      'v.id',
      'v.user_id',
      'u.email',
      'v.status',
      'v.fee_cents',
      'v.provider',
      'a.username as decided_by',
      'v.created_at',
      'v.completed_at',
      'v.paid_at',
      sql<string>`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`.as('user_name'),
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

function toItem(row: ItemRow): TVerificationReviewItem {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    status: row.status,
    fee: centsToDecimalString(row.fee_cents),
    feeStatus: row.paid_at
      ? 'paid'
      : row.status === 'payment_failed'
        ? 'failed'
        : row.fee_cents === 0
          ? 'none'
          : 'unpaid',
    feePaidAt: row.paid_at?.toISOString() ?? null,
    provider: row.provider,
    decidedBy: row.decided_by,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export async function listVerificationRequests(db: DB, input: z.infer<typeof ZVerificationReviewRequest>) {
  const direction = input.status === 'in_progress' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    page(selectItems(db, input.status), {
      sort: [
        ['v.created_at', direction],
        ['v.id', 'asc'],
      ],
      cursor: input.cursor,
      limit: input.limit,
    }),
    baseQuery(db, input.status)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...mapPage(rows, toItem), total: Number(total.n) };
}

/** Approve = verified (badge and notification follow), reject = failed (notification). Only while in progress. */
export async function decideVerification(
  db: DB,
  actor: AuditActor,
  input: z.infer<typeof ZDecideVerificationRequest>,
): Promise<TVerificationReviewItem> {
  const existing = await selectItems(db, 'all').where('v.id', '=', input.id).executeTakeFirst();
  if (!existing) throw new AppError('NOT_FOUND', 'Verification request not found');
  const to = input.decision === 'approve' ? 'verified' : 'failed';
  const applied = await applyTransition(db, { requestId: input.id, to }, actor.adminId, (trx, row) =>
    recordAudit(trx, actor, {
      action: `verification.${input.decision}`,
      targetType: 'verification_request',
      targetId: row.id,
      before: { status: existing.status },
      after: { status: row.status, userId: row.user_id },
    }),
  );
  if (!applied) throw new AppError('CONFLICT', `This request was already decided (${existing.status})`);
  return toItem(await selectItems(db, 'all').where('v.id', '=', input.id).executeTakeFirstOrThrow());
}
