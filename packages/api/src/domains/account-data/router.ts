import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZDataExport, ZDeleteAccountRequest } from './schemas';
import * as service from './service';

const tags = ['account-data'];
/** Declares no scopes on purpose: a token can never take the person's data or delete the account, only a session can. */
const SESSION_ONLY = 'Needs a session: API tokens are refused here (403).';

export const accountDataRouter = router({
  listExports: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/data-exports',
        tags,
        summary: 'Your data exports, newest first, each with its download link while it lasts',
        description: `A ready export downloads for 7 days (GET its downloadUrl, a JSON file). ${SESSION_ONLY}`,
        errorResponses: [401, 403],
      },
    })
    .input(z.void())
    .output(z.array(ZDataExport))
    .query(({ ctx }) => service.listExports(ctx.db, ctx.user.id)),
  requestExport: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/me/data-exports',
        tags,
        summary: 'Gather everything you wrote and received into one JSON archive',
        description: `Built in the background; a notification and an email say when it is ready. One at a time: 409 while one is pending. ${SESSION_ONLY}`,
        errorResponses: [401, 403, 409],
      },
      successStatus: 201,
    })
    .input(z.void())
    .output(ZDataExport)
    .mutation(({ ctx }) => service.requestExport(ctx.db, ctx.jobs, ctx.user.id)),
  deleteAccount: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/me/delete',
        tags,
        summary: 'Delete your account for good, confirming with your password',
        description: `409 with details.reasons while money is held in escrow, a project is in progress or a dispute is open. Otherwise your personal data is erased and you are signed out everywhere. ${SESSION_ONLY}`,
        errorResponses: [400, 401, 403, 409],
      },
      successStatus: 204,
    })
    .input(ZDeleteAccountRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.deleteAccount(ctx, ctx.user.id, input.password)),
});
