import { actorOf } from '../audit';
import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import {
  decideVerification,
  listVerificationRequests,
  ZDecideVerificationRequest,
  ZVerificationReviewItem,
  ZVerificationReviewRequest,
  ZVerificationReviewResponse,
} from './service';

const tags = ['admin'];

/** Spread into the admin router: background verification review for operators. */
export const verificationReviewProcedures = {
  verificationRequests: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/verification-requests',
        tags,
        summary: 'Background verification requests, paged',
        description: `In progress (pending or processing) by default, oldest first. Pages of 20 by default, at most 100.`,
        errorResponses: [400, 401],
      },
    })
    .input(ZVerificationReviewRequest)
    .output(ZVerificationReviewResponse)
    .query(({ ctx, input }) => listVerificationRequests(ctx.db, input)),
  decideVerification: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/verification-requests/{id}/decision',
        tags,
        summary: 'Approve or reject a verification in progress',
        description:
          'approve: the user becomes verified (badge) and is notified; reject: the request fails and the user is notified. 409 once decided.',
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZDecideVerificationRequest)
    .output(ZVerificationReviewItem)
    .mutation(({ ctx, input }) => decideVerification(ctx.db, actorOf(ctx), input)),
};
