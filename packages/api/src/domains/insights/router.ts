import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZInsights, ZInsightTrends } from './schemas';
import { getInsights } from './service';
import { getTrends } from './trends';

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
  trends: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/insights/trends',
        tags: ['insights'],
        summary: 'Your figures over time, for the Insights charts',
        description:
          'For the active profile only: views per week (last 12 weeks), applications and invitations per month by their status now, and money per month (last 12 months: what an artist earned, what a brand or wall owner paid out). Weeks start on Monday; all dates are UTC; empty weeks and months are included.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZInsightTrends)
    .query(({ ctx }) => getTrends(ctx.db, ctx.user.id)),
});
