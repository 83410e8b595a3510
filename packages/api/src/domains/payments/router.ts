import { z } from 'zod';
import type { Context } from '../../trpc/context';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION } from '../collaboration/schemas';
import * as payouts from './payouts';
import { paymentProvider } from './provider';
import {
  ZCreatePaymentRequest,
  ZIdempotencyHeaders,
  ZListProjectPaymentsRequest,
  ZCreatedPayment,
  ZPayment,
  ZPayoutLink,
  ZPayoutStatus,
  ZPayeeList,
  ZPaymentIdRequest,
  ZPaymentSettings,
  ZPaymentSummary,
  ZProjectPaymentPage,
  ZProjectPaymentsRequest,
} from './schemas';
import * as service from './service';

const tags = ['payments'];

const deps = async (ctx: Context): Promise<service.PaymentDeps> => ({
  ...(await service.settingsFrom(ctx.db, ctx.env)),
  provider: paymentProvider(ctx.env),
});

const STATES =
  'States: pending → escrowed (funded by the provider) → completed (released to the artist); cancelled (before funding); refunded (after funding, before release).';

/** Payment actions on one payment: the payer only (403 for the artist paid, 404 for anyone else). */
function action(verb: 'release' | 'cancel' | 'refund', summary: string, description: string) {
  return authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        // Verb before id: /transactions/{id}/release would be ambiguous with the spec's /transactions/project/{projectId}.
        path: `/transactions/${verb}/{id}`,
        tags,
        summary,
        description: `${description} The payer only (403 for the artist paid, 404 for anyone else); 409 when the payment is not in the state this needs (e.g. released twice). ${STATES}`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZPaymentIdRequest)
    .output(ZPayment);
}

/** REST under /transactions (the spec's paths); literal paths come before /transactions/{id}. */
export const paymentsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/transactions',
        tags,
        summary: 'Pay an artist on your project into escrow',
        description: `You are the payer and must own the project (403 otherwise, 404 when it does not exist); recipientId must be an artist with an accepted application or invitation on it (400). amount: dollars with at most 2 decimals, at least the minimum (PAYMENT_MINIMUM_CENTS, default $100). The platform fee (PLATFORM_FEE_BPS, default 5%) is the server's: amount × percentage rounded half up to the cent, net = amount − fee. payerId, platformFeePercentage, platformFee, netAmount and paymentStatus may be sent but must equal the server's values (400 naming the field). Send an Idempotency-Key header (or idempotencyKey) to retry safely: the same key and body answer the first payment; the same key with another body is 409. The embedded provider funds escrow at once; with Stripe the payment stays pending until the payer pays at checkoutUrl (503 when Stripe cannot be reached: nothing is stored). Both parties are notified. ${STATES}`,
        requestHeaders: ZIdempotencyHeaders,
        errorResponses: [400, 401, 403, 404, 409, 503],
      },
      successStatus: 201,
    })
    .input(ZCreatePaymentRequest)
    .output(ZCreatedPayment)
    .mutation(async ({ ctx, input }) =>
      service.createPayment(ctx.db, await deps(ctx), ctx.user.id, input, ctx.idempotencyKey),
    ),
  payoutStatus: roleProcedure('artist')
    .meta({
      openapi: {
        method: 'GET',
        path: '/payouts/status',
        tags,
        summary: 'Whether released payments can reach you',
        description: 'Artists only. With Stripe, released payments are transferred to your connected account.',
        errorResponses: [401, 403],
      },
    })
    .input(z.void())
    .output(ZPayoutStatus)
    .query(({ ctx }) => payouts.payoutStatus(ctx.db, ctx.env, ctx.user.id)),
  payoutLink: roleProcedure('artist')
    .meta({
      openapi: {
        method: 'POST',
        path: '/payouts/onboarding',
        tags,
        summary: 'Connect the account your payments are paid into',
        description:
          "Artists only, with Stripe: answers a fresh single-use link to Stripe's onboarding for your payout account (made on first use). 409 with the embedded provider, which needs no setup.",
        errorResponses: [401, 403, 409, 503],
      },
    })
    .input(z.void())
    .output(ZPayoutLink)
    .mutation(({ ctx }) => payouts.payoutLink(ctx.db, ctx.env, ctx.user.id)),
  settings: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transactions/settings',
        tags,
        summary: 'The platform fee, its rounding and the minimum payment',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZPaymentSettings)
    .query(async ({ ctx }) => service.paymentSettings(await service.settingsFrom(ctx.db, ctx.env))),
  list: authedProcedure
    .meta({
      scopes: ['payments:read'],
      openapi: {
        method: 'GET',
        path: '/transactions/project/{projectId}',
        tags,
        summary: "A project's payments with summary totals",
        description: `The project's owner sees all its payments; an artist on it (accepted application or invitation) sees their own; anyone else gets 404. Newest first. Totals: GET /transactions/project/{projectId}/summary. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZListProjectPaymentsRequest)
    .output(ZProjectPaymentPage)
    .query(({ ctx, input }) => service.listProjectPayments(ctx.db, ctx.user.id, input)),
  summary: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transactions/project/{projectId}/summary',
        tags,
        summary: "A project's payment totals: paid in, in escrow, platform fees, net payouts",
        description:
          "Sums of ledger entries over the payments the list shows you (the owner: all of the project's; an artist on it: their own); anyone else gets 404.",
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZProjectPaymentsRequest)
    .output(ZPaymentSummary)
    .query(({ ctx, input }) => service.projectPaymentSummary(ctx.db, ctx.user.id, input)),
  payees: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transactions/project/{projectId}/payees',
        tags,
        summary: 'Whom you can pay on your project: its accepted artists, with the agreed amount when known',
        description:
          "The project's owner only (403 for an artist on it, 404 for anyone else). Each artist with an accepted application or invitation, once, sorted by name.",
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZProjectPaymentsRequest)
    .output(ZPayeeList)
    .query(({ ctx, input }) => service.listPayees(ctx.db, ctx.user.id, input)),
  get: authedProcedure
    .meta({
      scopes: ['payments:read'],
      openapi: {
        method: 'GET',
        path: '/transactions/{id}',
        tags,
        summary: 'One payment, as its receipt (the payer and the artist paid only)',
        description: 'Amount, fee, net, the dates of each state, both parties and the project. Anyone else gets 404.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZPaymentIdRequest)
    .output(ZPayment)
    .query(({ ctx, input }) => service.getPayment(ctx.db, ctx.user.id, input.id)),
  release: action(
    'release',
    'Release an escrowed payment to the artist',
    'The artist is credited the net amount and the platform the fee; both parties are notified. Only from escrowed.',
  ).mutation(({ ctx, input }) => service.releasePayment(ctx.db, paymentProvider(ctx.env), ctx.user.id, input.id)),
  cancel: action('cancel', 'Cancel a payment not yet funded', 'Only from pending; no money moved.').mutation(
    ({ ctx, input }) => service.cancelPayment(ctx.db, paymentProvider(ctx.env), ctx.user.id, input.id),
  ),
  refund: action(
    'refund',
    'Refund an escrowed payment to the payer',
    'Escrow goes back to the payer. Only from escrowed (before release).',
  ).mutation(({ ctx, input }) => service.refundPayment(ctx.db, paymentProvider(ctx.env), ctx.user.id, input.id)),
});
