import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZApiToken, ZApiTokenIdRequest, ZCreateApiTokenRequest, ZCreatedApiToken } from './schemas';
import * as service from './service';

const tags = ['api-tokens'];
/** Declares no scopes on purpose: a token can never list, create or revoke tokens (403), only a session can. */
const SESSION_ONLY = 'Needs a session: API tokens are refused here (403).';

export const apiTokensRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tokens',
        tags,
        summary: 'Your personal API tokens, newest first (never their secrets)',
        description: SESSION_ONLY,
        errorResponses: [401, 403],
      },
    })
    .input(z.void())
    .output(z.array(ZApiToken))
    .query(({ ctx }) => service.listTokens(ctx.db, ctx.user.id)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/tokens',
        tags,
        summary: 'Create a personal API token; its secret is in this answer only',
        description: `Send it as Authorization: Bearer wc_...; it acts as you within its scopes. ${SESSION_ONLY}`,
        errorResponses: [400, 401, 403],
      },
      successStatus: 201,
    })
    .input(ZCreateApiTokenRequest)
    .output(ZCreatedApiToken)
    .mutation(({ ctx, input }) => service.createToken(ctx.db, ctx.user.id, input)),
  revoke: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/tokens/{id}',
        tags,
        summary: 'Revoke one of your API tokens: it stops working at once',
        description: `Someone else's token is 404. ${SESSION_ONLY}`,
        errorResponses: [400, 401, 403, 404],
      },
      successStatus: 204,
    })
    .input(ZApiTokenIdRequest)
    .output(z.void())
    .mutation(({ ctx, input }) => service.revokeToken(ctx.db, ctx.user.id, input.id)),
});
