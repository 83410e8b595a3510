import { PAGE_DESCRIPTION, ZCountedPage, ZPage } from '@wallcraft/shared/schemas';
import { viewerKey } from '../../lib/item-views';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  ZCreateWallProjectRequest,
  ZIdRequest,
  ZListWallProjectsRequest,
  ZMyWallProjectsRequest,
  ZWallProject,
} from './schemas';
import * as service from './service';

const tags = ['wall-projects'];

// Literal paths (/wall-projects/my-projects) are declared before /wall-projects/{id}.
export const wallProjectsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wall-projects',
        tags,
        summary: 'Wall projects (open ones unless status says otherwise), each with its wall',
        description: PAGE_DESCRIPTION,
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZListWallProjectsRequest)
    .output(ZCountedPage(ZWallProject))
    .query(({ ctx, input }) => service.listWallProjects(ctx.db, input)),
  mine: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wall-projects/my-projects',
        tags,
        summary: 'Wall projects on your own walls, every status',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZMyWallProjectsRequest)
    .output(ZPage(ZWallProject))
    .query(({ ctx, input }) => service.listMyWallProjects(ctx.db, ctx.user.id, input)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/wall-projects',
        tags,
        summary: 'Post a wall project on one of your walls',
        description:
          'Wall owners only (403 "Only wall owners can post wall projects"), on their own walls only (403 naming wallId; an unknown wall is 404). Location defaults to the wall\'s; coordinates are copied from the wall. Budget in dollars, not negative.',
        errorResponses: [400, 401, 403, 404],
      },
      successStatus: 201,
    })
    .input(ZCreateWallProjectRequest)
    .output(ZWallProject)
    .mutation(({ ctx, input }) => service.createWallProject(ctx.db, ctx.user.id, input)),
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wall-projects/{id}',
        tags,
        summary: 'A wall project, with its wall and owner',
        description:
          "Any status. Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the wall's owner is not counted).",
        protect: false,
        errorResponses: [400, 404],
      },
    })
    .input(ZIdRequest)
    .output(ZWallProject)
    .query(({ ctx, input }) =>
      service.getWallProject(ctx.db, input.id, { key: viewerKey(ctx), userId: ctx.user?.id ?? null }),
    ),
});
