import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZAccount, ZCreateAccountRequest } from './schemas';
import { createAccount, listAccounts } from './service';
import { z } from 'zod';

export const accountsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/accounts',
        tags: ['accounts'],
        summary: 'List your profiles',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.array(ZAccount))
    .query(({ ctx }) => listAccounts(ctx.db, ctx.user.id)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/accounts',
        tags: ['accounts'],
        summary: 'Add a profile of another type',
        description: 'At most one profile per type: 409 when you already hold this type.',
        errorResponses: [400, 401, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateAccountRequest)
    .output(ZAccount)
    .mutation(({ ctx, input }) => createAccount(ctx.db, ctx.user.id, input.userType)),
});
