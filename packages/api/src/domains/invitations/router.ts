import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION } from '../collaboration/schemas';
import {
  ZCreateInvitationRequest,
  ZDecideInvitationRequest,
  ZGetInvitationRequest,
  ZInvitation,
  ZInvitationPage,
  ZListInvitationsRequest,
} from './schemas';
import * as service from './service';

const tags = ['invitations'];

/** Literal paths come before /invitations/{id}. */
export const invitationsRouter = router({
  create: roleProcedure('brand', 'wall_owner')
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations',
        tags,
        summary: 'Invite an artist to your open project (brands and wall owners)',
        description:
          "A brand (active profile) invites to its own open brand project (projectType brand_project, projectId); a wall owner to its own open wall project (projectType wall_project, wallProjectId). The invitee must hold an artist profile (400), never yourself (400); one pending invitation per artist and project (409). Someone else's project: 403; a project that is not open: 409. The artist gets an invitation_received notification.",
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateInvitationRequest)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => service.createInvitation(ctx.db, ctx.user.id, ctx.userType, input)),
  mine: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invitations/my-invitations',
        tags,
        summary: 'Invitations you received as an artist',
        description: `${PAGE_DESCRIPTION} Filter by status or projectId.`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListInvitationsRequest)
    .output(ZInvitationPage)
    .query(({ ctx, input }) => service.listInvitations(ctx.db, ctx.user.id, 'artist', input)),
  received: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invitations/received',
        tags,
        summary: 'Invitations you received (same list as my-invitations)',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZListInvitationsRequest)
    .output(ZInvitationPage)
    .query(({ ctx, input }) => service.listInvitations(ctx.db, ctx.user.id, 'artist', input)),
  sent: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invitations/sent',
        tags,
        summary: 'Invitations you sent (brands and wall owners)',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZListInvitationsRequest)
    .output(ZInvitationPage)
    .query(({ ctx, input }) => service.listInvitations(ctx.db, ctx.user.id, 'inviter', input)),
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invitations/{id}',
        tags,
        summary: 'One invitation (its artist and its inviter only)',
        description: 'Anyone else gets 404, as for an id that does not exist.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZGetInvitationRequest)
    .output(ZInvitation)
    .query(({ ctx, input }) => service.getInvitation(ctx.db, ctx.user.id, input.id)),
  decide: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/invitations/{id}',
        tags,
        summary: 'Accept or decline an invitation (the invited artist)',
        description:
          'status accepted or rejected. Only the invited artist (403 for the inviter, 404 for anyone else), only while pending (409 otherwise). An acceptance may carry a proposal (as POST /applications); its quote is recorded as agreedAmount in the same change. The inviter gets an invitation_accepted or invitation_rejected notification; your notifications about this invitation (and notificationId, if given) are marked read.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZDecideInvitationRequest)
    .output(ZInvitation)
    .mutation(({ ctx, input }) => service.decideInvitation(ctx.db, ctx.user.id, input)),
  withdraw: authedProcedure
    .meta({
      scopes: ['projects:write'],
      openapi: {
        method: 'DELETE',
        path: '/invitations/{id}',
        tags,
        summary: 'Withdraw your pending invitation (the inviter)',
        description:
          'Only the brand or wall owner who sent it (403 for the invited artist, 404 for anyone else), only while pending (409 once accepted or declined). The invitation is deleted, so you may invite the artist again; the artist gets an invitation_withdrawn notification naming the project (projectId).',
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 204,
    })
    .input(ZGetInvitationRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.withdrawInvitation(ctx.db, ctx.user.id, input.id)),
});
