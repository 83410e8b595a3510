import { VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const VERIFICATION_VIEW_STATUSES = [
  'not_started',
  'awaiting_payment',
  'pending',
  'processing',
  'verified',
  'failed',
  'payment_failed',
] as const;

export const ZVerificationStatusResponse = z
  .object({
    status: z
      .enum(VERIFICATION_VIEW_STATUSES)
      .describe(
        "The latest request's status; 'verified' whenever the user is verified, 'not_started' when they never asked; 'awaiting_payment' until the fee is paid, 'payment_failed' when it was not (nothing started; start again)",
      ),
    fee: ZMoney.describe('The verification fee'),
    feeCents: z
      .number()
      .int()
      .meta({ deprecated: true })
      .describe(`Deprecated: use fee. The fee in integer cents (${VERIFICATION_FEE_CENTS} = $49.99)`),
    verified: z.boolean(),
    requestedAt: z.string().nullable().describe('ISO 8601: when the latest request was made'),
    completedAt: z.string().nullable().describe('ISO 8601: when the latest request was decided'),
  })
  .meta({ id: 'VerificationStatus' });
export type TVerificationStatusResponse = z.infer<typeof ZVerificationStatusResponse>;

export const ZInitiateVerificationResponse = ZVerificationStatusResponse.extend({
  checkoutUrl: z
    .string()
    .nullable()
    .describe("Where to pay the fee (the payment provider's hosted page) when status is awaiting_payment; else null"),
}).meta({ id: 'VerificationInitiated' });
export type TInitiateVerificationResponse = z.infer<typeof ZInitiateVerificationResponse>;
