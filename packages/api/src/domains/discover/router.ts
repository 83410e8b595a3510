import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { ZDiscoverSearchRequest, ZDiscoverSearchResponse } from './schemas';
import { discoverSearch } from './service';

export const discoverRouter = router({
  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/discover',
        tags: ['discover'],
        summary: 'Search artists, walls, brands and projects',
        description:
          'One paged search over every item type. Filter categories combine with AND, options within one with OR, and a selection in a category keeps only the types it applies to. Unknown tab or filter values are ignored. With lat/lng: nearest first, items without coordinates last; otherwise newest first. Pages of 20 by default, at most 100; follow nextCursor.',
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZDiscoverSearchRequest)
    .output(ZDiscoverSearchResponse)
    .query(({ ctx, input }) => discoverSearch(ctx.db, input, ctx.user?.id ?? null)),
});
