import { formatUsd, type TAdminRole } from '@wallcraft/shared';
import { ZPageRequest } from '@wallcraft/shared/schemas';
import type { Context } from '../../../trpc/context';
import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import { paymentProvider } from '../../payments/provider';
import { z } from 'zod';
import {
  ZAdminDisputeDetail,
  ZAdminDisputePage,
  ZDispute,
  ZResolveDisputeRequest,
  ZSplitPreview,
  ZSplitPreviewRequest,
} from '../../reviews/schemas';
import {
  disputeForOperator,
  listDisputes,
  previewSplit,
  resolveDispute,
  type DisputeDecider,
} from '../../reviews/service';
import { actorOf, recordAudit } from '../audit';
import { checkRefundLimit } from '../money/refund-limit';

const tags = ['admin'];

/**
 * The operator deciding a dispute, with the console's rules that reviews run in the decision's transaction: what
 * goes back to the owner counts against ADMIN_REFUND_LIMIT_CENTS (refund-limit.ts), and the decision is audited.
 */
function decider(ctx: Pick<Context, 'ip' | 'env'> & { admin: { id: string; role: TAdminRole } }): DisputeDecider {
  const actor = actorOf(ctx);
  const refunder = { adminId: actor.adminId, role: ctx.admin.role, limitCents: ctx.env.ADMIN_REFUND_LIMIT_CENTS };
  return {
    adminId: actor.adminId,
    checkRefund: (trx, project, refundCents) =>
      checkRefundLimit(trx, refunder, project, refundCents, `Refunding ${formatUsd(refundCents)}`),
    recordDecision: (trx, { disputeId, inEscrowCents, outcome, artistShareBps, artistShareCents, refundCents, note }) =>
      recordAudit(trx, actor, {
        action: 'dispute.resolve',
        targetType: 'dispute',
        targetId: disputeId,
        before: { status: 'open', inEscrowCents },
        after: { status: 'resolved', outcome, artistShareBps, artistShareCents, refundCents },
        note,
      }),
  };
}

/** Spread into the admin router: payout disputes for operators (an owner's dispute holds escrow for them). */
export const disputeProcedures = {
  disputes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes',
        tags,
        summary: 'Open payout disputes, oldest first, paged',
        description:
          'Each with its project, the owner who opened it, the artists with money in escrow, the reason and the amount escrow holds.',
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZAdminDisputePage)
    .query(({ ctx, input }) => listDisputes(ctx.db, input)),
  dispute: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes/{id}',
        tags,
        summary: "One dispute, with the parties' messages since the project was posted",
        errorResponses: [400, 401, 404],
      },
    })
    .input(z.object({ id: z.string().uuid('id must be a dispute id') }))
    .output(ZAdminDisputeDetail)
    .query(({ ctx, input }) => disputeForOperator(ctx.db, input.id)),
  previewDisputeSplit: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{id}/split-preview',
        tags,
        summary: 'What a split would move, without moving anything',
        description:
          "artistShare in dollars (or artistSharePercent): the artists' share before the fee, the fee, what they receive and what goes back to the owner, in all and per escrowed payment, computed by the ledger's own rule, so resolving with the same share writes exactly these amounts. 400 unless the share is more than $0 and less than what escrow holds; 409 once resolved.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZSplitPreviewRequest)
    .output(ZSplitPreview)
    .mutation(({ ctx, input }) => previewSplit(ctx.db, input)),
  resolveDispute: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{id}/resolve',
        tags,
        summary: 'Resolve a dispute: release the escrow to the artists, refund it to the owner, or split it',
        description:
          "release: every escrowed payment of the project goes to its artist (net) and the platform (fee); refund: back to the owner; split: artistShare (dollars of what escrow holds; or artistSharePercent of each payment) to the artists, the payment's fee rate applied to each share, the rest back to the owner; the share is more than $0 and less than what escrow holds (400 otherwise), and POST /admin/disputes/{id}/split-preview shows the amounts first. note: why, shown to both parties. What goes back to the owner counts against the operators' refund limit as a refund does (ADMIN_REFUND_LIMIT_CENTS in all on one project and per operator in any 24 hours; 403 past it, saying what the operator may still refund: a superadmin decides). Both parties are notified; the decision is audited. 409 once resolved.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZResolveDisputeRequest)
    .output(ZDispute)
    .mutation(({ ctx, input }) => resolveDispute(ctx.db, paymentProvider(ctx.env), decider(ctx), input)),
};
