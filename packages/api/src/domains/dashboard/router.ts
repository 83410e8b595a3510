import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { getGettingStarted } from './getting-started';
import { ZDashboardStats, ZGettingStarted, ZMatchesResponse, ZRevenueResponse } from './schemas';
import { getMatches, getRevenue, getStats } from './service';

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
  revenue: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/revenue',
        tags: ['dashboard'],
        summary: 'Your revenue as an artist: released payments',
        description:
          'The net amounts (after the platform fee) of payments released to you, summed from the ledger; payments in escrow, cancelled or refunded do not count.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZRevenueResponse)
    .query(({ ctx }) => getRevenue(ctx.db, ctx.user.id)),
  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/stats',
        tags: ['dashboard'],
        summary: 'Your dashboard counts: projects, profile views and saved items',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZDashboardStats)
    .query(({ ctx }) => getStats(ctx.db, ctx.user.id)),
  gettingStarted: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/getting-started',
        tags: ['dashboard'],
        summary: "Your active profile's first steps, ticked from your data",
        description:
          'Artists: finish the profile (name, location, a specialty), add portfolio images, apply to a project (or accept an invitation). Wall owners: add a wall, post a wall project. Brands: company name and industry, post a project. Each step links to the web page where it is done.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZGettingStarted)
    .query(({ ctx }) => getGettingStarted(ctx.db, ctx.user.id)),
});
