import { ZProjectStatus, ZProjectTimeline, ZProjectType, ZUserType } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * Shapes shared by applications, invitations and messages: the people on either side and the project
 * they are about. Public profile fields only (never email or phone).
 */
export const ZParty = z
  .object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z
      .string()
      .describe('Company name for a brand, business name for a wall owner (when set), else the full name'),
    profileImageUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    companyLogo: z.string().nullable().describe("The brand profile's logo, when the person has one"),
    avatarUrl: z
      .string()
      .nullable()
      .describe("The picture beside displayName: a brand's company logo, else the profile image; null for initials"),
    location: z.string().nullable(),
    userType: ZUserType.nullable().describe(
      'In applications and invitations, the role in it (artist; brand or wall_owner for the project owner); in messages, the active profile type',
    ),
  })
  .meta({ id: 'CollaborationParty' });
export type TParty = z.infer<typeof ZParty>;

export const ZCollaborationProject = z
  .object({
    id: z.string().uuid(),
    projectType: ZProjectType,
    title: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    budget: ZMoney.nullable().describe('Null when not set'),
    timeline: ZProjectTimeline.nullable(),
    images: z.array(z.string()).describe("The project's images; for a wall project without any, the wall's"),
    status: ZProjectStatus,
    ownerId: z.string().uuid(),
  })
  .meta({ id: 'CollaborationProject' });
export type TCollaborationProject = z.infer<typeof ZCollaborationProject>;

export { PAGE_DESCRIPTION, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
export { ZDecision } from '@wallcraft/shared/schemas';
