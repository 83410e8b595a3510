import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZVerificationStatusResponse } from './schemas';
import * as service from './service';

const tags = ['verification'];

export const verificationRouter = router({
  status: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/verification/status',
        tags,
        summary: 'Your background verification: status and fee',
        description: "not_started until the first request; 'verified' whenever your account is verified.",
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZVerificationStatusResponse)
    .query(({ ctx }) => service.getStatus(ctx.db, ctx.user.id)),
  initiate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/verification/initiate',
        tags,
        summary: 'Start a background verification ($49.99)',
        description:
          "Creates a pending request for the $49.99 fee. It moves to processing, then verified, on the provider's schedule (or an operator decides); you get a notification when it completes. 409 while one is pending or processing, or when you are already verified.",
        errorResponses: [401, 409],
      },
      successStatus: 201,
    })
    .input(z.void())
    .output(ZVerificationStatusResponse)
    .mutation(({ ctx }) => service.initiate(ctx.db, ctx.env, ctx.user.id)),
});
