import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZMatchesResponse } from './schemas';
import { getMatches } from './service';

export const dashboardRouter = router({
  matches: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/matches',
        tags: ['dashboard'],
        summary: 'Matches for your dashboard',
        description:
          'Artists: up to 4 available walls and up to 4 brands; others: up to 8 artists; never yourself. Ranked nearest first by ' +
          'distance bucket from your profile location (under 5, 5-10, 10-25, 25-50, over 50 miles; no coordinates last), then by ' +
          'shared specialties or preferred styles, then exact distance, then id.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZMatchesResponse)
    .query(({ ctx }) => getMatches(ctx.db, ctx.user.id)),
});
