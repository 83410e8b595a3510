import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZCompareProposalsRequest, ZProposalComparison } from './schemas';
import * as service from './service';

export const proposalsRouter = router({
  compare: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{projectId}/proposals',
        tags: ['proposals'],
        summary: "Compare a project's proposals side by side (its owner)",
        description:
          "The pending and accepted applications (and accepted invitations) of your project that carry a proposal: the artist's name, rating, verification and distance from the project in whole miles, the quote, the duration, the concept images and the mock-up. Only the project's owner; anyone else gets 404, as for a project that does not exist.",
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZCompareProposalsRequest)
    .output(ZProposalComparison)
    .query(({ ctx, input }) => service.compareProposals(ctx.db, ctx.user.id, input)),
});
