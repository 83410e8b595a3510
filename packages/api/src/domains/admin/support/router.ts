import type { Context } from '../../../trpc/context';
import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import {
  ZAdminSupportCounts,
  ZAdminSupportCountsRequest,
  ZAdminSupportGetRequest,
  ZAdminSupportListRequest,
  ZAdminSupportPage,
  ZAdminSupportReplyRequest,
  ZAdminSupportRequest,
  ZAdminSupportStatusRequest,
} from '../../support/schemas';
import * as support from '../../support/service';
import { actorOf, recordAudit } from '../audit';

const tags = ['admin'];

/** The operator's changes to support requests, audited in the change's transaction as support.<kind>. */
function auditor(ctx: Pick<Context, 'ip'> & { admin: { id: string } }): support.SupportRequestChangeRecorder {
  const actor = actorOf(ctx);
  return (trx, { kind, id, before, after }) =>
    recordAudit(trx, actor, { action: `support.${kind}`, targetType: 'support_request', targetId: id, before, after });
}

/** Spread into the admin router: the support inbox, read by every role, answered by operators. */
export const supportProcedures = {
  supportRequests: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support',
        tags,
        summary: 'Feedback and contact requests: open first, then in progress, then resolved; oldest first in each',
        description:
          'Filter by status, kind and search (subject, message or sender email); total counts the matches. GET /admin/support/counts gives each status for the tabs.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminSupportListRequest)
    .output(ZAdminSupportPage)
    .query(({ ctx, input }) => support.listForOperators(ctx.db, input)),
  supportCounts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support/counts',
        tags,
        summary: 'How many requests are open, in progress and resolved, for the same kind and search as the list',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminSupportCountsRequest)
    .output(ZAdminSupportCounts)
    .query(({ ctx, input }) => support.countByStatus(ctx.db, input)),
  supportRequest: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support/{id}',
        tags,
        summary: 'One request with its sender (the user, or the email a signed-out sender left) and any reply',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminSupportGetRequest)
    .output(ZAdminSupportRequest)
    .query(({ ctx, input }) => support.getForOperators(ctx.db, input.id)),
  setSupportStatus: operatorProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/support/{id}',
        tags,
        summary: 'Move a request to open, in_progress or resolved',
        description: 'Operators and superadmins. Audited with the status before and after.',
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZAdminSupportStatusRequest)
    .output(ZAdminSupportRequest)
    .mutation(({ ctx, input }) => support.setStatus(ctx.db, input, auditor(ctx))),
  replySupport: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/support/{id}/reply',
        tags,
        summary: 'Answer a request (again, to edit the answer); resolve: true resolves it, otherwise it is in progress',
        description:
          'Operators and superadmins. The sender sees the reply under GET /api/contact; a signed-in sender is also notified. Audited with the reply and status before and after.',
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZAdminSupportReplyRequest)
    .output(ZAdminSupportRequest)
    .mutation(({ ctx, input }) => support.reply(ctx.db, input, auditor(ctx))),
};
