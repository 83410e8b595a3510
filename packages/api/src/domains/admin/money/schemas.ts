import { ZOrderStatus, ZPaymentStatus, ZPaymentType, ZProjectType } from '@wallcraft/shared';
import { ZCountedPage, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZShippingAddressOut } from '../../shop/schemas';

export {
  ZAdminOrdersRequest,
  ZAdminTransactionsRequest,
  ZRefundTransactionForm,
  type TAdminOrdersRequest,
  type TAdminTransactionsRequest,
} from '@wallcraft/shared/schemas';

/** Money travels as the API's one amount (ZMoney: dollars, "1000.00"); the server computes in cents, the console formats it. */
const money = (what: string) => ZMoney.describe(what);

export const ZAdminTransactionRow = z
  .object({
    id: z.string().uuid(),
    projectType: ZProjectType.nullable(),
    projectId: z.string().uuid().nullable(),
    projectTitle: z.string().nullable(),
    payerId: z.string().uuid(),
    payerName: z.string(),
    recipientId: z.string().uuid(),
    recipientName: z.string(),
    amount: money('What the payer paid'),
    platformFee: money('The platform fee'),
    netAmount: money('What the artist receives'),
    paymentStatus: ZPaymentStatus,
    createdAt: z.string(),
  })
  .meta({ id: 'AdminTransactionRow' });
export type TAdminTransactionRow = z.infer<typeof ZAdminTransactionRow>;

export const ZAdminTransactionsResponse = ZCountedPage(ZAdminTransactionRow);

const ZParty = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });

export const ZAdminLedgerEntry = z.object({
  id: z.string(),
  movement: z.string().describe('fund, release, refund, shop_sale, ...'),
  accountType: z.string().describe('payer, escrow, artist, platform_fees, ...'),
  userId: z.string().uuid().nullable(),
  amount: money('Positive into the account, negative out of it'),
  createdAt: z.string(),
});

export const ZAdminTransactionDetail = ZAdminTransactionRow.extend({
  paymentType: ZPaymentType,
  platformFeeBps: z.number().int(),
  provider: z.string(),
  payer: ZParty,
  recipient: ZParty,
  escrowedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  ledger: z.array(ZAdminLedgerEntry).describe("The payment's ledger entries, oldest first; each movement sums to zero"),
  balances: z
    .array(
      z.object({
        accountType: z.string(),
        userId: z.string().uuid().nullable(),
        amount: money('What this payment moved into (or out of, negative) the account in all'),
      }),
    )
    .describe("The ledger entries summed per account: escrow's sum is what the payment still holds"),
  milestone: z
    .object({ id: z.string().uuid(), title: z.string(), status: z.string(), amount: money("The milestone's amount") })
    .nullable()
    .describe('The milestone this payment funds, if any'),
  dispute: z
    .object({
      id: z.string().uuid(),
      status: z.enum(['open', 'resolved']),
      outcome: z.enum(['release', 'refund', 'split']).nullable(),
      reason: z.string(),
      createdAt: z.string(),
    })
    .nullable()
    .describe("The owner's dispute of the payment's project, if any"),
  can: z.object({ refund: z.boolean() }).describe('What the signed-in operator may do to this payment now'),
  refundRefusal: z
    .string()
    .nullable()
    .describe('Why the signed-in operator may not refund it now (not in escrow, above their limit)'),
}).meta({ id: 'AdminTransactionDetail' });
export type TAdminTransactionDetail = z.infer<typeof ZAdminTransactionDetail>;

export const ZAdminTransactionIdRequest = z.object({ id: z.string().uuid('id must be a transaction id (UUID)') });

export const ZAdminOrderRow = z
  .object({
    id: z.string().uuid(),
    buyerId: z.string().uuid(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    status: ZOrderStatus,
    items: z.number().int().describe('Units ordered, over every line'),
    total: money('Subtotal + tax + shipping'),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZAdminOrdersResponse = ZCountedPage(ZAdminOrderRow);

export const ZAdminOrderDetail = ZAdminOrderRow.extend({
  lines: z.array(
    z.object({
      productId: z.string().uuid(),
      title: z.string().describe('As it was when ordered'),
      quantity: z.number().int(),
      unitPrice: money('One unit, as it was when ordered'),
      lineTotal: money('The line'),
    }),
  ),
  subtotal: money('The lines'),
  tax: money('Sales tax'),
  shipping: money('Shipping'),
  shippingAddress: ZShippingAddressOut.nullable(),
  provider: z.string().nullable(),
  paymentRef: z.string().nullable(),
  ledger: z.array(ZAdminLedgerEntry).describe("The order's ledger entries (the sale, once paid)"),
}).meta({ id: 'AdminOrderDetail' });
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

export const ZAdminOrderIdRequest = z.object({ id: z.string().uuid('id must be an order id (UUID)') });
