import { VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { z } from 'zod';

export const VERIFICATION_VIEW_STATUSES = ['not_started', 'pending', 'processing', 'verified', 'failed'] as const;

export const ZVerificationStatusResponse = z
  .object({
    status: z
      .enum(VERIFICATION_VIEW_STATUSES)
      .describe(
        "The latest request's status; 'verified' whenever the user is verified, 'not_started' when they never asked",
      ),
    feeCents: z.number().int().describe(`The fee in cents (${VERIFICATION_FEE_CENTS} = $49.99)`),
    verified: z.boolean(),
    requestedAt: z.string().nullable().describe('ISO 8601: when the latest request was made'),
    completedAt: z.string().nullable().describe('ISO 8601: when the latest request was decided'),
  })
  .meta({ id: 'VerificationStatus' });
export type TVerificationStatusResponse = z.infer<typeof ZVerificationStatusResponse>;
