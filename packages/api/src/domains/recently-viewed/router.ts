import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { MAX_RECENTLY_VIEWED_KEPT } from '@wallcraft/shared';
import { ZListRecentlyViewedRequest, ZRecentlyViewedEntry, ZRecordViewRequest, ZRecordViewResponse } from './schemas';
import * as service from './service';

const tags = ['recently-viewed'];

export const recentlyViewedRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recently-viewed',
        tags,
        summary: 'Items you opened recently, newest first',
        description: `One entry per item. limit: default 8, at most ${MAX_RECENTLY_VIEWED_KEPT} (only the newest ${MAX_RECENTLY_VIEWED_KEPT} are kept). Items deleted since are left out.`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListRecentlyViewedRequest)
    .output(z.array(ZRecentlyViewedEntry))
    .query(({ ctx, input }) => service.listRecentlyViewed(ctx.db, ctx.user.id, input.limit)),
  record: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recently-viewed',
        tags,
        summary: 'Record that you opened an item',
        description:
          'Called when a detail or profile screen opens. Opening the same item again moves it to the front; 404 when the item does not exist.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZRecordViewRequest)
    .output(ZRecordViewResponse)
    .mutation(({ ctx, input }) => service.recordView(ctx.db, ctx.user.id, input)),
});
