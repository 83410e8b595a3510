import { ZPageRequest } from '@wallcraft/shared/schemas';
import { adminProcedure, operatorProcedure } from '../../trpc/procedures';
import { paymentProvider } from '../payments/provider';
import { ZAdminDisputePage, ZDispute, ZResolveDisputeRequest } from '../reviews/schemas';
import { listDisputes, resolveDispute } from '../reviews/service';

const tags = ['admin'];

/** Spread into the admin router: payout disputes for operators (an owner's dispute holds escrow for them). */
export const disputeProcedures = {
  disputes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes',
        tags,
        summary: 'Open payout disputes, oldest first, paged',
        description:
          'Each with its project, the owner who opened it, the artists with money in escrow, the reason and the amount escrow holds.',
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZAdminDisputePage)
    .query(({ ctx, input }) => listDisputes(ctx.db, input)),
  resolveDispute: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{id}/resolve',
        tags,
        summary: 'Resolve a dispute: release the escrow to the artists or refund it to the owner',
        description:
          'release: every escrowed payment of the project goes to its artist (net) and the platform (fee); refund: back to the owner. Both parties are notified. 409 once resolved.',
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZResolveDisputeRequest)
    .output(ZDispute)
    .mutation(({ ctx, input }) => resolveDispute(ctx.db, paymentProvider(ctx.env), ctx.admin.id, input)),
};
