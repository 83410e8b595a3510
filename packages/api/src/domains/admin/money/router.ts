import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import * as money from './service';
import {
  ZAdminOrderDetail,
  ZAdminOrderIdRequest,
  ZAdminOrdersRequest,
  ZAdminOrdersResponse,
  ZAdminTransactionDetail,
  ZAdminTransactionIdRequest,
  ZAdminTransactionsRequest,
  ZAdminTransactionsResponse,
  ZRefundTransactionForm,
} from './schemas';

const tags = ['admin'];

/** Spread into the admin router: payments (with refunds) and shop orders. */
export const moneyProcedures = {
  transactions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transactions',
        tags,
        summary: 'Payments, paged; search, filter by status, sort by date or amount',
        description:
          'total counts every match (exact up to 1000). GET /admin/export/transactions.csv takes the same filters.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminTransactionsRequest)
    .output(ZAdminTransactionsResponse)
    .query(({ ctx, input }) => money.listTransactions(ctx.db, input)),
  transaction: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transactions/{id}',
        tags,
        summary: 'One payment: its parties, project, milestone, dispute, ledger entries and their sums per account',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminTransactionIdRequest)
    .output(ZAdminTransactionDetail)
    .query(({ ctx, input }) => money.getTransaction(ctx, input.id)),
  refundTransaction: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/transactions/{id}/refund',
        tags,
        summary: 'Refund an escrowed payment to its payer; both parties are notified',
        description:
          'Operators refund up to ADMIN_REFUND_LIMIT_CENTS (default $1,000) in all on one project, and each up to it in any 24 hours, dispute decisions included; past it 403, saying what the operator may still refund (a superadmin refunds any amount). The escrow goes back to the payer in the ledger. 409 unless the payment is escrowed.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminTransactionIdRequest.extend(ZRefundTransactionForm.shape))
    .output(ZAdminTransactionDetail)
    .mutation(({ ctx, input }) => money.refundTransaction(ctx, input.id, input)),
  orders: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/orders',
        tags,
        summary: 'Shop orders, paged; search the buyer, filter by status, sort by date or total',
        description:
          'total counts every match (exact up to 1000). GET /admin/export/orders.csv takes the same filters.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminOrdersRequest)
    .output(ZAdminOrdersResponse)
    .query(({ ctx, input }) => money.listOrders(ctx.db, input)),
  order: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/orders/{id}',
        tags,
        summary: 'One shop order: its lines, totals, buyer, address and ledger entries',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminOrderIdRequest)
    .output(ZAdminOrderDetail)
    .query(({ ctx, input }) => money.getOrder(ctx.db, input.id)),
};
