import { z } from 'zod';
import { PAGE_DESCRIPTION, ZCountedPage, ZPage } from '@wallcraft/shared/schemas';
import { viewerKey } from '../../lib/item-views';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  ZCreateWallProjectRequest,
  ZIdRequest,
  ZUpdateWallProjectRequestWithId,
  ZListWallProjectsRequest,
  ZMyWallProjectsRequest,
  ZWallProject,
} from './schemas';
import * as lifecycle from './lifecycle';
import { CLOSE_DESCRIPTION, DELETE_DESCRIPTION, EDIT_DESCRIPTION_WALL, REOPEN_DESCRIPTION } from './lifecycle.docs';
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
  update: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'PATCH',
        path: '/wall-projects/{id}',
        tags,
        summary: 'Edit your open wall project',
        description: EDIT_DESCRIPTION_WALL,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZUpdateWallProjectRequestWithId)
    .output(ZWallProject)
    .mutation(({ ctx, input }) => lifecycle.updateWallProject(ctx.db, ctx.user.id, input)),
  close: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/wall-projects/{id}/close',
        tags,
        summary: 'Close your open wall project: it takes no more applications or invitations',
        description: CLOSE_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZIdRequest)
    .output(ZWallProject)
    .mutation(({ ctx, input }) => lifecycle.closeProject(ctx.db, ctx.user.id, input.id, 'wall')),
  reopen: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/wall-projects/{id}/reopen',
        tags,
        summary: 'Reopen a wall project you closed',
        description: REOPEN_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZIdRequest)
    .output(ZWallProject)
    .mutation(({ ctx, input }) => lifecycle.reopenProject(ctx.db, ctx.user.id, input.id, 'wall')),
  delete: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'DELETE',
        path: '/wall-projects/{id}',
        tags,
        summary: 'Delete your wall project while nobody is hired or paid on it',
        description: DELETE_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 204,
    })
    .input(ZIdRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => lifecycle.deleteProject(ctx.db, ctx.user.id, input.id, 'wall')),
});
