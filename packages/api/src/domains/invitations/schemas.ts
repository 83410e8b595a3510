import { ZDecisionStatus, ZProjectType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZDecision, ZMoney, ZProposalRequest } from '@wallcraft/shared/schemas';
import { ZCollaborationProject, ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';
import { ZProposal } from '../proposals/schemas';

export const ZInvitation = z
  .object({
    id: z.string().uuid(),
    status: ZDecisionStatus,
    message: z.string().nullable(),
    projectType: ZProjectType,
    projectId: z
      .string()
      .uuid()
      .nullable()
      .describe('The brand project invited to (projectType brand_project), else null'),
    wallProjectId: z
      .string()
      .uuid()
      .nullable()
      .describe('The wall project invited to (projectType wall_project), else null'),
    artistId: z.string().uuid(),
    inviterId: z.string().uuid().describe("The project's owner who sent the invitation"),
    createdAt: z.string().describe('ISO 8601'),
    decidedAt: z.string().nullable().describe('ISO 8601; null while pending'),
    proposal: ZProposal.nullable().describe(
      "The artist's quote, duration, concept images and mock-up, if they sent one (only the two parties see it)",
    ),
    agreedAmount: ZMoney.nullable().describe(
      "The proposal's quote, recorded when the invitation was accepted with one",
    ),
    project: ZCollaborationProject,
    artist: ZParty,
    inviter: ZParty,
    counterpart: ZParty.describe(
      'The other party from where you stand: the inviter for the artist, the artist for the inviter',
    ),
  })
  .meta({ id: 'Invitation' });
export type TInvitation = z.infer<typeof ZInvitation>;

export { ZCreateInvitationRequest, type TCreateInvitationRequest } from '@wallcraft/shared/schemas';

export const ZListInvitationsRequest = ZPageRequest.extend({
  status: ZDecisionStatus.optional().describe('Only invitations in this status'),
  projectId: z
    .string()
    .uuid('projectId must be a project id')
    .optional()
    .describe('Only invitations to this project (brand or wall project id)'),
});
export type TListInvitationsRequest = z.infer<typeof ZListInvitationsRequest>;
export const ZInvitationPage = ZPage(ZInvitation);

export const ZGetInvitationRequest = z.object({ id: z.string().uuid('id must be an invitation id') });

export const ZDecideInvitationRequest = z.object({
  id: z.string().uuid('id must be an invitation id'),
  status: ZDecision,
  notificationId: z
    .string()
    .uuid('notificationId must be a notification id')
    .optional()
    .describe('The notification decided from; it is marked read too'),
  proposal: ZProposalRequest.optional().describe(
    "Only with status accepted: the artist's quote, duration, concept images and mock-up; its quote becomes the agreed amount",
  ),
});
export type TDecideInvitationRequest = z.output<typeof ZDecideInvitationRequest>;
