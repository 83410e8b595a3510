import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { readSettings } from '../settings/service';
import {
  ZAgreedAmount,
  ZAgreedAmountIdRequest,
  ZAgreedAmountList,
  ZListAgreedAmountsRequest,
  ZProposeAgreedAmountRequest,
} from './schemas';
import * as service from './service';

const tags = ['milestones'];

const ARTIST_ONLY =
  'Only the artist it was proposed to (403 for the project’s owner, 404 for anyone else), once: 409 when it was already confirmed or declined, or the project is cancelled or completed. The owner is notified.';

/**
 * An amount agreed with an artist accepted without a proposal: the owner proposes, the artist confirms or
 * declines. The literal /agreed-amounts/{id}/… paths name the amount; the project's paths name the project.
 */
export const agreedAmountsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}/agreed-amounts',
        tags,
        summary: 'Amounts proposed to and agreed with artists accepted without a proposal',
        description:
          "The project's owner sees all of them; an artist accepted on it sees their own; anyone else gets 404, as for a project that does not exist.",
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZListAgreedAmountsRequest)
    .output(ZAgreedAmountList)
    .query(({ ctx, input }) => service.listAgreedAmounts(ctx.db, ctx.user.id, input)),
  propose: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/projects/{projectId}/agreed-amount',
        tags,
        summary: 'Propose the amount of the deal to an artist accepted without a proposal',
        description:
          "The project's owner only (403 for an artist on it, 404 for anyone else). artistId: an artist with an accepted application or invitation on the project (400 otherwise) whose acceptance recorded no quote (409 otherwise: the quote is the agreed amount). amount: dollars, at least the payment minimum (400): it is the deal's total, which milestones may split into smaller steps. Proposing again replaces an amount still proposed or declined; a confirmed one is final (409). The artist is notified and confirms or declines it.",
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZProposeAgreedAmountRequest)
    .output(ZAgreedAmount)
    .mutation(async ({ ctx, input }) =>
      service.proposeAgreedAmount(ctx.db, await readSettings(ctx.db, ctx.env), ctx.user.id, input),
    ),
  confirm: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/agreed-amounts/{id}/confirm',
        tags,
        summary: 'Confirm the amount the owner proposed',
        description: `${ARTIST_ONLY} Once confirmed, the artist's milestones on the project never add up to more.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAgreedAmountIdRequest)
    .output(ZAgreedAmount)
    .mutation(({ ctx, input }) => service.decideAgreedAmount(ctx.db, ctx.user.id, input.id, 'confirmed')),
  decline: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/agreed-amounts/{id}/decline',
        tags,
        summary: 'Decline the amount the owner proposed',
        description: `${ARTIST_ONLY} The owner may then propose another amount.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAgreedAmountIdRequest)
    .output(ZAgreedAmount)
    .mutation(({ ctx, input }) => service.decideAgreedAmount(ctx.db, ctx.user.id, input.id, 'declined')),
});
