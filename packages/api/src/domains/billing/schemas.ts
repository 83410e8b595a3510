import { ZPage, ZPageRequest, ZMoney, uuidOf } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/** A month as YYYY-MM (UTC), e.g. "2026-11". */
const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM, e.g. 2026-11')
  .describe('A month as YYYY-MM (UTC), e.g. "2026-11"');

const FILTER_FIELDS = {
  projectId: uuidOf('projectId must be a project id')
    .optional()
    .describe("Only this project's payments (escrow, releases and refunds)"),
  from: ZMonth.optional().describe('The first month shown (YYYY-MM, UTC), included'),
  to: ZMonth.optional().describe('The last month shown (YYYY-MM, UTC), included'),
};
const monthsInOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const MONTHS_IN_ORDER = { message: 'from must be a month before or equal to to', path: ['from'] };

/** What every billing call filters by: one project's payments, and a range of months (both ends included). */
export const ZBillingFilter = z.object(FILTER_FIELDS).refine(monthsInOrder, MONTHS_IN_ORDER);
export type TBillingFilter = z.infer<typeof ZBillingFilter>;

export const ZListBillingRequest = ZPageRequest.extend(FILTER_FIELDS).refine(monthsInOrder, MONTHS_IN_ORDER);
export type TListBillingRequest = z.infer<typeof ZListBillingRequest>;

export const BILLING_KINDS = [
  'payment',
  'release',
  'refund',
  'verification_fee',
  'referral_bonus',
  'shop_order',
] as const;
export const ZBillingKind = z
  .enum(BILLING_KINDS)
  .describe(
    'payment: you paid into escrow; release: escrow released to you (net of the fee); refund: escrow back to you; verification_fee; referral_bonus; shop_order',
  );
export type TBillingKind = z.infer<typeof ZBillingKind>;

export const ZBillingLine = z
  .object({
    id: z.string().uuid().describe('The ledger entry'),
    at: z.string().describe('ISO 8601'),
    kind: ZBillingKind,
    description: z.string(),
    projectId: z.string().uuid().nullable(),
    counterpart: z
      .object({ id: z.string().uuid(), displayName: z.string() })
      .nullable()
      .describe('The other party of a payment: the artist you paid, or the owner who paid you'),
    amount: ZMoney.describe('Signed: money into your account is positive, out of it negative'),
    fee: ZMoney.nullable().describe('On a release: the platform fee kept from the amount released (already deducted)'),
    receiptUrl: z.string().describe('The web path of its receipt, e.g. /payments/{id} or /shop/orders/{id}'),
  })
  .meta({ id: 'BillingLine' });
export type TBillingLine = z.infer<typeof ZBillingLine>;

export const ZBillingPage = ZPage(ZBillingLine).meta({ id: 'BillingPage' });

const ZTotals = z.object({
  in: ZMoney.describe('Money into your account'),
  out: ZMoney.describe('Money out of your account (a positive figure)'),
  fees: ZMoney.describe('Platform fees kept from the payments released to you'),
  net: ZMoney.describe('in − out'),
});

export const ZBillingSummary = z
  .object({
    heldInEscrow: z.object({
      asPayer: ZMoney.describe('What you paid that escrow still holds'),
      asArtist: ZMoney.describe('What escrow holds for you, before the fee'),
    }),
    months: z.array(ZTotals.extend({ month: z.string().describe('YYYY-MM (UTC)') })).describe('Newest first'),
    overall: ZTotals,
  })
  .describe('Sums of your ledger entries over the same filters as the list')
  .meta({ id: 'BillingSummary' });
export type TBillingSummary = z.infer<typeof ZBillingSummary>;

export const ZPaymentMode = z
  .object({
    provider: z.enum(['embedded', 'stripe']),
    testMode: z.boolean().describe('True when no real money moves: the embedded provider, or Stripe with a test key'),
  })
  .meta({ id: 'PaymentMode' });
export type TPaymentMode = z.infer<typeof ZPaymentMode>;
