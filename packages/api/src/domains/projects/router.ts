import { PAGE_DESCRIPTION, ZPage } from '@wallcraft/shared/schemas';
import { viewerKey } from '../../lib/item-views';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { ZBrandProject, ZCreateProjectRequest, ZIdRequest, ZListProjectsRequest, ZMyProjectsRequest } from './schemas';
import * as service from './service';

const tags = ['projects'];

// Literal paths (/projects/my-projects) are declared before /projects/{id}.
export const projectsRouter = router({
  list: publicProcedure
    .meta({
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
    .output(ZPage(ZBrandProject))
    .query(({ ctx, input }) => service.listProjects(ctx.db, input)),
  mine: authedProcedure
    .meta({
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
      openapi: {
        method: 'POST',
        path: '/projects',
        tags,
        summary: 'Post a brand project',
        description:
          'Brands only: the active profile must be a brand (403 "Only brands can post projects"). Title and location required; budget in dollars (number or numeric string, not negative); a wallId must name an existing wall (404).',
        errorResponses: [400, 401, 403, 404],
      },
      successStatus: 201,
    })
    .input(ZCreateProjectRequest)
    .output(ZBrandProject)
    .mutation(({ ctx, input }) => service.createProject(ctx.db, ctx.user.id, input)),
  get: publicProcedure
    .meta({
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
});
