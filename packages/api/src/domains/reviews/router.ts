import { z } from 'zod';
import type { Context } from '../../trpc/context';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { paymentProvider } from '../payments/provider';
import {
  DOUBLE_BLIND,
  ZConfirmCompletionRequest,
  ZConfirmedCompletion,
  ZCreateReviewRequest,
  ZDispute,
  ZOpenDisputeRequest,
  ZPendingReviews,
  ZProjectReviews,
  ZProjectReviewsRequest,
  ZReview,
} from './schemas';
import { confirmCompletion } from './completion';
import * as service from './service';

const tags = ['reviews'];

const deps = (ctx: Context): service.ReviewDeps => ({ provider: paymentProvider(ctx.env) });

/** Reviews after a completed project, and the owner's dispute of its payout. Literal paths before {id} paths. */
export const reviewsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/reviews',
        tags,
        summary: 'Review the other party of a completed project',
        description: `The project's owner reviews its accepted artist (revieweeId only when it has several), the artist the owner; once each, only after the project is completed (409 before, and the second time); anyone else gets 403. rating: a whole number 1-5. ${DOUBLE_BLIND} The first review tells the other party that it exists (not what it says); when both are in, both are published, the artist's rating and completed count change, and the escrowed payments from the owner to the artist are released unless the owner disputed the project.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateReviewRequest)
    .output(ZReview)
    .mutation(({ ctx, input }) => service.createReview(ctx.db, deps(ctx), ctx.user.id, input)),
  pending: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reviews/pending',
        tags,
        summary: 'Completed projects where you still have someone to review',
        description:
          'What a review_requested notification asks for: each project with the person to review (at most 50).',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZPendingReviews)
    .query(({ ctx }) => service.pendingReviews(ctx.db, ctx.user.id)),
  forProject: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reviews/project/{projectId}',
        tags,
        summary: "A project's reviews as one of its parties sees them",
        description: `For the owner and its accepted artists (403 for anyone else): your own review, whether the other party reviewed you, and their review only once published. ${DOUBLE_BLIND} Also what escrow holds, the dispute if any, and whether you may still review or dispute.`,
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZProjectReviewsRequest)
    .output(ZProjectReviews)
    .query(({ ctx, input }) => service.projectReviews(ctx.db, ctx.user.id, input)),
  dispute: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/projects/{projectId}/dispute',
        tags,
        summary: "Dispute a completed project's payout (the owner)",
        description:
          "The project's owner only (403 otherwise), only while it is completed, within 14 days of completion, not after confirming the work, and with money in escrow, once (409 otherwise). Evidence: evidenceImages (up to 10 uploaded photos) and evidenceMessageIds (messages between you and the artist on the project; 400 for any other). The escrowed payments then stay in escrow until an operator releases or refunds them; the artists paid are notified.",
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZOpenDisputeRequest)
    .output(ZDispute)
    .mutation(({ ctx, input }) => service.openDispute(ctx.db, ctx.user.id, input)),
  confirmCompletion: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/projects/{projectId}/confirm-completion',
        tags,
        summary: 'Accept the completed work and release its payment (the owner)',
        description:
          "The project's owner only (403 otherwise; 404 when the project does not exist). Only while it is completed, within 14 days of completion, not disputed, once (409 otherwise). Everything held in escrow for the project is released to its artists at once (net of the fee); the artists and you are notified.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZConfirmCompletionRequest)
    .output(ZConfirmedCompletion)
    .mutation(({ ctx, input }) => confirmCompletion(ctx.db, paymentProvider(ctx.env), ctx.user.id, input)),
});
