import { ZDecisionStatus, ZProjectType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZDecision, ZMoney } from '@wallcraft/shared/schemas';
import { ZCollaborationProject, ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';
import { ZProposal } from '../proposals/schemas';

export const ZApplication = z
  .object({
    id: z.string().uuid(),
    status: ZDecisionStatus,
    message: z.string().nullable(),
    projectType: ZProjectType,
    projectId: z
      .string()
      .uuid()
      .nullable()
      .describe('The brand project applied to (projectType brand_project), else null'),
    wallProjectId: z
      .string()
      .uuid()
      .nullable()
      .describe('The wall project applied to (projectType wall_project), else null'),
    artistId: z.string().uuid(),
    ownerId: z.string().uuid().describe("The project's owner: the brand, or the wall's owner"),
    createdAt: z.string().describe('ISO 8601'),
    decidedAt: z.string().nullable().describe('ISO 8601; null while pending'),
    proposal: ZProposal.nullable().describe(
      "The artist's quote, duration, concept images and mock-up, if they sent one (only the two parties see it)",
    ),
    agreedAmount: ZMoney.nullable().describe(
      "The proposal's quote, recorded when the application was accepted with one",
    ),
    project: ZCollaborationProject,
    artist: ZParty,
    owner: ZParty,
    counterpart: ZParty.describe(
      'The other party from where you stand: the owner for the artist, the artist for the owner',
    ),
  })
  .meta({ id: 'Application' });
export type TApplication = z.infer<typeof ZApplication>;

export { ZCreateApplicationRequest, type TCreateApplicationRequest } from '@wallcraft/shared/schemas';

export const ZListApplicationsRequest = ZPageRequest.extend({
  status: ZDecisionStatus.optional().describe('Only applications in this status'),
  projectId: z
    .string()
    .uuid('projectId must be a project id')
    .optional()
    .describe('Only applications to this project (brand or wall project id)'),
});
export type TListApplicationsRequest = z.infer<typeof ZListApplicationsRequest>;
export const ZApplicationPage = ZPage(ZApplication);

export const ZGetApplicationRequest = z.object({ id: z.string().uuid('id must be an application id') });

export const ZDecideApplicationRequest = z.object({
  id: z.string().uuid('id must be an application id'),
  status: ZDecision,
  notificationId: z
    .string()
    .uuid('notificationId must be a notification id')
    .optional()
    .describe('The notification decided from; it is marked read too'),
  keepOpen: z
    .boolean()
    .optional()
    .describe(
      'With accepted: false closes the project to new applications (status hired) and politely declines the other pending applications and invitations; true (the default) keeps it open for more artists',
    ),
});
