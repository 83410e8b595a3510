import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZInsights } from './schemas';
import { getInsights } from './service';

export const insightsRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/insights',
        tags: ['insights'],
        summary: 'Your metric cards, artist counts and current projects',
        description:
          'Computed over the projects of GET /my-projects/* for the active profile (see there for the bucketing rule).',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZInsights)
    .query(({ ctx }) => getInsights(ctx.db, ctx.user.id)),
});
