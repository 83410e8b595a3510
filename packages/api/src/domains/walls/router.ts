import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION, ZCountedPage, ZPage } from '@wallcraft/shared/schemas';
import { viewerKey } from '../../lib/item-views';
import {
  ZCreateWallRequest,
  ZIdRequest,
  ZListWallsRequest,
  ZMyWallsRequest,
  ZUpdateWallRequest,
  ZWall,
} from './schemas';
import * as service from './service';

const tags = ['walls'];

// Literal paths (/walls/mine) are declared before /walls/{id}.
export const wallsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/walls',
        tags,
        summary: 'Walls, with optional search and filters',
        description: PAGE_DESCRIPTION,
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZListWallsRequest)
    .output(ZCountedPage(ZWall))
    .query(({ ctx, input }) => service.listWalls(ctx.db, input)),
  mine: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/walls/mine',
        tags,
        summary: 'Your own walls (for the wall project form)',
        description: `Newest first; ${PAGE_DESCRIPTION} Here limit defaults to 100.`,
        errorResponses: [400, 401],
      },
    })
    .input(ZMyWallsRequest)
    .output(ZPage(ZWall))
    .query(({ ctx, input }) => service.listMyWalls(ctx.db, ctx.user.id, input)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/walls',
        tags,
        summary: 'List a new wall',
        description:
          'Wall owners only: the active profile must be a wall owner (403 "Only wall owners can list walls"). Title and location required; width and height in feet, greater than 0, or null; status defaults to available.',
        errorResponses: [400, 401, 403],
      },
      successStatus: 201,
    })
    .input(ZCreateWallRequest)
    .output(ZWall)
    .mutation(({ ctx, input }) => service.createWall(ctx.db, ctx.user.id, input)),
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/walls/{id}',
        tags,
        summary: 'A wall, with its owner',
        description:
          'Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the owner is not counted).',
        protect: false,
        errorResponses: [400, 404],
      },
    })
    .input(ZIdRequest)
    .output(ZWall)
    .query(({ ctx, input }) =>
      service.getWall(ctx.db, input.id, { key: viewerKey(ctx), userId: ctx.user?.id ?? null }),
    ),
  update: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'PATCH',
        path: '/walls/{id}',
        tags,
        summary: 'Edit your wall, or mark it booked or unavailable',
        description:
          "The wall's owner only (403; unknown wall 404). Any field of POST /walls, with the same rules; those left out stay as they are. While the status is booked or unavailable, its wall project takes no applications or invitations (409).",
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZUpdateWallRequest)
    .output(ZWall)
    .mutation(({ ctx, input }) => service.updateWall(ctx.db, ctx.user.id, input)),
});
