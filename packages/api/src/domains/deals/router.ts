import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { LIST_DESCRIPTION, ZDeal, ZDealPage, ZGetDealRequest, ZListDealsRequest } from './schemas';
import * as service from './service';

const tags = ['deals'];

/** Literal paths come before /deals/{projectId}. */
export const dealsRouter = router({
  list: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/deals',
        tags,
        summary: 'Your deals (the dashboard)',
        description: LIST_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZListDealsRequest)
    .output(ZDealPage)
    .query(({ ctx, input }) => service.listDeals(ctx.db, ctx.user.id, input)),
  get: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/deals/{projectId}',
        tags,
        summary: 'The deal room of a project and its hired artist',
        description:
          "The project's owner and the artists hired on it (an accepted application or invitation) only: anyone else gets 404. The owner picks the artist with artistId (default the first hired). The steps with their dates, the viewer's next action and what the other side waits for, the money from the ledger (agreed, in escrow, released, refunded, fee, the artist's net), milestones, tracking, completion, dispute and published reviews.",
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZGetDealRequest)
    .output(ZDeal)
    .query(({ ctx, input }) => service.getDeal(ctx.db, ctx.user.id, input)),
});
