import { ZPaymentStatus, ZPaymentType, ZProjectType } from '@wallcraft/shared';
import { requiredDollarsToCents, uuidOf, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZCollaborationProject, ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';

/** Stripe's rule for keys: any printable ASCII up to 255 characters (a UUID is a good choice). */
export const ZIdempotencyKey = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(255, 'Idempotency-Key must be at most 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces, e.g. a UUID');

/** A figure the spec's client sends too: checked against the server's, never used. */
const echoed = (description: string) =>
  z.union([z.number(), z.string()]).nullish().describe(`${description}; must equal the server's value if sent`);

export const ZCreatePaymentRequest = z.object({
  projectId: uuidOf('projectId must be a project id').describe(
    'The brand project (projectType brand_project) or wall project (wall_project) paid for',
  ),
  projectType: ZProjectType,
  recipientId: uuidOf('recipientId must be a user id').describe(
    'The artist paid: one with an accepted application or invitation on the project',
  ),
  amount: requiredDollarsToCents('Amount')
    .refine((cents) => cents > 0, 'Amount must be more than 0')
    .describe('US dollars with at most 2 decimals, as a number or a numeric string'),
  paymentType: ZPaymentType.default('lump_sum'),
  payerId: z.string().nullish().describe('Always you; must equal your user id if sent'),
  platformFeePercentage: echoed('The platform fee in percent (5 or "5.00")'),
  platformFee: echoed('The fee in dollars'),
  netAmount: echoed('amount − platformFee in dollars'),
  paymentStatus: z.string().nullish().describe('Payments are created pending; must be pending if sent'),
  idempotencyKey: ZIdempotencyKey.optional().describe(
    'As the Idempotency-Key header (for tRPC clients, which send no headers of their own)',
  ),
});
export type TCreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

export const ZIdempotencyHeaders = z.object({
  'idempotency-key': ZIdempotencyKey.optional().describe(
    'Retry-safe creation: the same key with the same body answers the first payment; with another body, 409',
  ),
});

export const ZPaymentIdRequest = z.object({ id: uuidOf('id must be a payment id') });

export const ZPayment = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    payerId: z.string().uuid(),
    recipientId: z.string().uuid(),
    amount: ZMoney,
    platformFeePercentage: z.string().describe('The fee in percent with two decimals, e.g. "5.00"'),
    platformFee: ZMoney,
    netAmount: ZMoney.describe('What the artist receives on release: amount − platformFee'),
    paymentType: ZPaymentType,
    paymentStatus: ZPaymentStatus,
    createdAt: z.string().describe('ISO 8601'),
    escrowedAt: z.string().nullable().describe('ISO 8601; when the provider funded escrow'),
    releasedAt: z.string().nullable().describe('ISO 8601; when it was released to the artist'),
    cancelledAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    project: ZCollaborationProject,
    payer: ZParty,
    recipient: ZParty,
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

/** A new payment, and where the payer pays when the provider takes the card on its own page. */
export const ZCreatedPayment = ZPayment.extend({
  checkoutUrl: z
    .string()
    .nullable()
    .describe(
      "Stripe: the hosted checkout page where the payer pays; the payment stays pending until it is paid. Null when escrow is funded at once (the embedded provider) and on an Idempotency-Key replay (open the payment's page to pay)",
    ),
}).meta({ id: 'CreatedPayment' });
export type TCreatedPayment = z.infer<typeof ZCreatedPayment>;

export const ZPaymentSummary = z
  .object({
    total: ZMoney.describe('Paid in and not refunded: in escrow plus released'),
    inEscrow: ZMoney,
    platformFees: ZMoney.describe('Fees of released payments'),
    netPayouts: ZMoney.describe('Paid out to artists'),
  })
  .describe('Sums of ledger entries over the payments the project list shows you (all pages)')
  .meta({ id: 'PaymentSummary' });
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

export const ZProjectPaymentsRequest = z.object({
  projectId: uuidOf('projectId must be a project id'),
  projectType: ZProjectType.default('brand_project'),
});
export type TProjectPaymentsRequest = z.infer<typeof ZProjectPaymentsRequest>;

export const ZListProjectPaymentsRequest = ZPageRequest.extend(ZProjectPaymentsRequest.shape);
export type TListProjectPaymentsRequest = z.infer<typeof ZListProjectPaymentsRequest>;

export const ZProjectPaymentPage = ZPage(ZPayment);

export const ZPayee = z
  .object({
    artist: ZParty,
    agreedAmount: ZMoney.nullable().describe(
      'The amount agreed: the quote accepted with the application or invitation, else the amount the artist confirmed later; null when none',
    ),
  })
  .meta({ id: 'Payee' });
export type TPayee = z.infer<typeof ZPayee>;

export const ZPayeeList = z.object({ items: z.array(ZPayee) }).meta({ id: 'PayeeList' });
export type TPayeeList = z.infer<typeof ZPayeeList>;

export const ZPaymentSettings = z
  .object({
    platformFeePercentage: z.string().describe('e.g. "5.00"'),
    platformFeeBps: z.number().int().describe('The same in basis points (500 = 5%)'),
    minimumAmount: ZMoney,
    feeRounding: z.string(),
  })
  .meta({ id: 'PaymentSettings' });
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

export const ZPayoutStatus = z
  .object({
    provider: z.enum(['embedded', 'stripe']),
    connected: z
      .boolean()
      .describe('Stripe: a payout account is connected. Embedded: always true (payouts stay inside WallCraft)'),
  })
  .meta({ id: 'PayoutStatus' });

export const ZPayoutLink = z
  .object({ url: z.string().describe("Stripe's onboarding page for the artist's payout account (single use)") })
  .meta({ id: 'PayoutLink' });
