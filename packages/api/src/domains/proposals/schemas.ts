import { ZProjectType } from '@wallcraft/shared';
import { uuidOf, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export { ZProposalRequest, type TProposalRequest } from '@wallcraft/shared/schemas';

export const ZMockup = z
  .object({
    imageUrl: z.string().describe('The concept image placed on the wall photo'),
    corners: z
      .array(z.number())
      .describe(
        'x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo',
      ),
  })
  .meta({ id: 'Mockup' });

export const ZProposal = z
  .object({
    quote: ZMoney,
    durationDays: z.number().int(),
    conceptImages: z.array(z.string()),
    mockup: ZMockup.nullable(),
    wallPhotoUrl: z
      .string()
      .nullable()
      .describe("The wall's photo the mock-up is drawn on (the wall's first image), null when it has none"),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Proposal' });
export type TProposal = z.infer<typeof ZProposal>;

export const ZCompareProposalsRequest = z.object({
  projectId: uuidOf('projectId must be a project id'),
  projectType: ZProjectType,
});
export type TCompareProposalsRequest = z.infer<typeof ZCompareProposalsRequest>;

export const ZComparedProposal = z
  .object({
    kind: z.enum(['application', 'invitation']).describe('What the proposal came with'),
    id: z.string().uuid().describe('The application or invitation id'),
    status: z.enum(['pending', 'accepted']),
    artist: z.object({
      id: z.string().uuid(),
      displayName: z.string(),
      profileImageUrl: z.string().nullable(),
    }),
    rating: z.number().nullable().describe("The artist's rating, 0 to 5; null before any review"),
    completedProjects: z.number().int(),
    verified: z.boolean(),
    distanceMiles: z
      .number()
      .nullable()
      .describe("Miles from the project to the artist's location, whole miles; null when either is unknown"),
    quote: ZMoney,
    durationDays: z.number().int(),
    conceptImages: z.array(z.string()),
    mockup: ZMockup.nullable(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'ComparedProposal' });
export type TComparedProposal = z.infer<typeof ZComparedProposal>;

export const ZProposalComparison = z
  .object({
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    wallPhotoUrl: z.string().nullable().describe("The wall's photo the mock-ups are drawn on"),
    proposals: z.array(ZComparedProposal).describe('Pending and accepted ones, oldest first'),
  })
  .meta({ id: 'ProposalComparison' });
export type TProposalComparison = z.infer<typeof ZProposalComparison>;
