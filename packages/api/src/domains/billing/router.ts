import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION } from '../collaboration/schemas';
import { ZBillingFilter, ZBillingPage, ZBillingSummary, ZListBillingRequest, ZPaymentMode } from './schemas';
import * as service from './service';

const tags = ['billing'];

const FILTERS =
  'Filters: projectId (that project’s payments only), from and to (months as YYYY-MM, UTC, both included).';

/** REST under /billing: the signed-in account's own movements, from the ledger. */
export const billingRouter = router({
  list: authedProcedure
    .meta({
      scopes: ['payments:read'],
      openapi: {
        method: 'GET',
        path: '/billing',
        tags,
        summary: 'Every movement of your money: payments, releases, refunds, fees, bonuses and shop orders',
        description: `One line per ledger entry of your account, newest first, each with its receipt's web path. Amounts are signed (in positive, out negative); a release shows the fee kept from it. ${FILTERS} CSV: GET /api/billing/export.csv with the same filters. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListBillingRequest)
    .output(ZBillingPage)
    .query(({ ctx, input }) => service.listBilling(ctx.db, ctx.user.id, input)),
  summary: authedProcedure
    .meta({
      scopes: ['payments:read'],
      openapi: {
        method: 'GET',
        path: '/billing/summary',
        tags,
        summary: 'What escrow holds of your payments, and money in, out and fees per month',
        description: `Sums of your ledger entries under the same filters as GET /billing; escrow held is a balance now, whatever the months. ${FILTERS}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZBillingFilter)
    .output(ZBillingSummary)
    .query(({ ctx, input }) => service.billingSummary(ctx.db, ctx.user.id, input)),
  mode: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/billing/mode',
        tags,
        summary: 'Whether payments move real money (test mode)',
        description:
          'The payment provider, and testMode: true with the embedded provider (no card, no real money) or a Stripe test key.',
      },
    })
    .input(z.void())
    .output(ZPaymentMode)
    .query(({ ctx }) => service.paymentMode(ctx.env)),
});
