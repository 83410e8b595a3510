import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION } from '../collaboration/schemas';
import {
  ZApplication,
  ZApplicationPage,
  ZCreateApplicationRequest,
  ZDecideApplicationRequest,
  ZGetApplicationRequest,
  ZListApplicationsRequest,
} from './schemas';
import * as service from './service';

const tags = ['applications'];

/** Literal paths come before /applications/{id}. */
export const applicationsRouter = router({
  create: roleProcedure('artist')
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'POST',
        path: '/applications',
        tags,
        summary: 'Apply to an open project (artists)',
        description: `Your active profile must be an artist. Brand project: projectType brand_project and projectId; wall project: projectType wall_project and wallProjectId. Only open projects of someone else, once per project (409 on a second try). The owner gets an application_received notification. At most 10 applications a minute by default (APPLICATION_RATE_LIMIT_PER_MINUTE), then 429. An optional proposal (quote in dollars > 0 with at most 2 decimals, durationDays 1 to 3650, up to 5 conceptImages, and a mockup: one of the concept images placed on the wall's photo by 8 corner numbers from -0.5 to 1.5; the project's wall must have a photo) is stored with the application.`,
        errorResponses: [400, 401, 403, 404, 409, 429],
      },
      successStatus: 201,
    })
    .input(ZCreateApplicationRequest)
    .output(ZApplication)
    .mutation(({ ctx, input }) =>
      service.createApplication(
        ctx.db,
        { limiter: ctx.limiters.applicationsPerUser, perMinute: ctx.env.APPLICATION_RATE_LIMIT_PER_MINUTE },
        ctx.user.id,
        input,
      ),
    ),
  mine: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/applications/my-applications',
        tags,
        summary: 'Applications you sent as an artist',
        description: `${PAGE_DESCRIPTION} Filter by status or projectId (e.g. to know whether you already applied to a project).`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListApplicationsRequest)
    .output(ZApplicationPage)
    .query(({ ctx, input }) => service.listApplications(ctx.db, ctx.user.id, 'artist', input)),
  received: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/applications/received',
        tags,
        summary: 'Applications to your projects (brands and wall owners)',
        description: `Applications to your brand projects and to wall projects on your walls. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListApplicationsRequest)
    .output(ZApplicationPage)
    .query(({ ctx, input }) => service.listApplications(ctx.db, ctx.user.id, 'owner', input)),
  sent: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/applications/sent',
        tags,
        summary: 'Applications you sent (same list as my-applications)',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZListApplicationsRequest)
    .output(ZApplicationPage)
    .query(({ ctx, input }) => service.listApplications(ctx.db, ctx.user.id, 'artist', input)),
  get: authedProcedure
    .meta({
      scopes: ['projects:read'],
      openapi: {
        method: 'GET',
        path: '/applications/{id}',
        tags,
        summary: 'One application (its artist and its project owner only)',
        description: 'Anyone else gets 404, as for an id that does not exist.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZGetApplicationRequest)
    .output(ZApplication)
    .query(({ ctx, input }) => service.getApplication(ctx.db, ctx.user.id, input.id)),
  decide: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'PATCH',
        path: '/applications/{id}',
        tags,
        summary: 'Accept or decline an application (the project owner)',
        description:
          'status accepted or rejected. Only the project\'s owner (403 for the artist, 404 for anyone else), only while pending (409 otherwise). Accepting hires the artist: they get an application_accepted notification ("You\'re hired", leading to the deal room), and your conversation with them opens with a system line naming the agreed amount, if any; an application with a proposal records its quote as agreedAmount. With keepOpen false the project moves to hired and every other pending application is declined and pending invitation withdrawn, each artist notified. Declining sends application_rejected. Your notifications about this application (and notificationId, if given) are marked read.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZDecideApplicationRequest)
    .output(ZApplication)
    .mutation(({ ctx, input }) => service.decideApplication(ctx.db, ctx.user.id, input)),
  withdraw: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'DELETE',
        path: '/applications/{id}',
        tags,
        summary: 'Withdraw your pending application (the artist)',
        description:
          "Only the artist who applied (403 for the project's owner, 404 for anyone else), only while pending (409 once accepted or declined). The application is deleted, so you may apply again later; the owner gets an application_withdrawn notification naming the project (projectId).",
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 204,
    })
    .input(ZGetApplicationRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.withdrawApplication(ctx.db, ctx.user.id, input.id)),
});
