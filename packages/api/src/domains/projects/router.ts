import { z } from 'zod';
import { PAGE_DESCRIPTION, ZCountedPage, ZPage } from '@wallcraft/shared/schemas';
import { viewerKey } from '../../lib/item-views';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  ZBrandProject,
  ZCreateProjectRequest,
  ZDecideWallRequest,
  ZIdRequest,
  ZUpdateProjectRequestWithId,
  ZListProjectsRequest,
  ZMyProjectsRequest,
  ZSetProjectWallRequest,
  ZWallRequest,
  ZWallRequestId,
} from './schemas';
import * as lifecycle from './lifecycle';
import { CLOSE_DESCRIPTION, DELETE_DESCRIPTION, EDIT_DESCRIPTION_BRAND, REOPEN_DESCRIPTION } from './lifecycle.docs';
import * as service from './service';
import * as wallRequests from './wall-requests';

const tags = ['projects'];

// Literal paths (/projects/my-projects) are declared before /projects/{id}.
export const projectsRouter = router({
  list: publicProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/projects',
        tags,
        summary: 'Brand projects (open ones unless status says otherwise)',
        description: PAGE_DESCRIPTION,
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZListProjectsRequest)
    .output(ZCountedPage(ZBrandProject))
    .query(({ ctx, input }) => service.listProjects(ctx.db, input)),
  mine: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/projects/my-projects',
        tags,
        summary: 'Your own brand projects, every status',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZMyProjectsRequest)
    .output(ZPage(ZBrandProject))
    .query(({ ctx, input }) => service.listMyProjects(ctx.db, ctx.user.id, input)),
  create: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/projects',
        tags,
        summary: 'Post a brand project',
        description:
          'Brands only: the active profile must be a brand (403 "Only brands can post projects"). Title and location required; budget in dollars (number or numeric string, not negative); a wallId must name an existing wall (404). A wall your own user owns is shown at once; someone else\'s is only asked for: its owner gets a project_wall_requested notification, and until they accept the project shows no wall (wallId and wall null, wallRequest pending) and keeps its own coordinates.',
        errorResponses: [400, 401, 403, 404],
      },
      successStatus: 201,
    })
    .input(ZCreateProjectRequest)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => service.createProject(ctx.db, ctx.user.id, input)),
  wallRequest: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wall-requests/{id}',
        tags,
        summary: "A request to show a wall on a brand project (the wall's owner and the brand only)",
        description: 'Anyone else gets 404, as for an id that does not exist.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZWallRequestId)
    .output(ZWallRequest)
    .query(({ ctx, input }) => wallRequests.getWallRequest(ctx.db, ctx.user.id, input.id)),
  decideWall: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/wall-requests/{id}',
        tags,
        summary: "Accept or decline a brand's request to show your wall on its project",
        description:
          "status accepted or rejected. Only the wall's owner (403 for the brand, 404 for anyone else), only while pending (409 otherwise, also for a withdrawn request). Accepting shows the wall on the project and moves the project to the wall's coordinates unless the brand gave its own. The brand gets a project_wall_accepted or project_wall_rejected notification; your notifications about this request (and notificationId, if given) are marked read.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZDecideWallRequest)
    .output(ZWallRequest)
    .mutation(({ ctx, input }) => wallRequests.decideWallRequest(ctx.db, ctx.user.id, input)),
  setWall: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'PUT',
        path: '/projects/{id}/wall',
        tags,
        summary: "Change or clear your brand project's wall",
        description:
          "Your own project only (403; unknown project or wall 404). A pending wall request is withdrawn. null clears the wall; a wall your own user owns is shown at once; someone else's is asked for as on create (409 if its owner already declined this project).",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZSetProjectWallRequest)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => service.setProjectWall(ctx.db, ctx.user.id, input)),
  get: publicProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/projects/{id}',
        tags,
        summary: 'A brand project, with its brand and wall',
        description:
          'Any status. Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the brand is not counted).',
        protect: false,
        errorResponses: [400, 404],
      },
    })
    .input(ZIdRequest)
    .output(ZBrandProject)
    .query(({ ctx, input }) =>
      service.getProject(ctx.db, input.id, { key: viewerKey(ctx), userId: ctx.user?.id ?? null }),
    ),
  update: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'PATCH',
        path: '/projects/{id}',
        tags,
        summary: 'Edit your open brand project',
        description: EDIT_DESCRIPTION_BRAND,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZUpdateProjectRequestWithId)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => lifecycle.updateProject(ctx.db, ctx.user.id, input)),
  close: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/projects/{id}/close',
        tags,
        summary: 'Close your open brand project: it takes no more applications or invitations',
        description: CLOSE_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZIdRequest)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => lifecycle.closeProject(ctx.db, ctx.user.id, input.id, 'brand')),
  reopen: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/projects/{id}/reopen',
        tags,
        summary: 'Reopen a brand project you closed',
        description: REOPEN_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZIdRequest)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => lifecycle.reopenProject(ctx.db, ctx.user.id, input.id, 'brand')),
  delete: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'DELETE',
        path: '/projects/{id}',
        tags,
        summary: 'Delete your brand project while nobody is hired or paid on it',
        description: DELETE_DESCRIPTION,
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 204,
    })
    .input(ZIdRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => lifecycle.deleteProject(ctx.db, ctx.user.id, input.id, 'brand')),
});
