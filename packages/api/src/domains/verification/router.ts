import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { paymentProvider } from '../payments/provider';
import { ZInitiateVerificationResponse, ZVerificationStatusResponse } from './schemas';
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
          "Charges the $49.99 fee through the payment provider, then starts the check. Paid at once: the request is pending and moves to processing, then verified, on the provider's schedule (or an operator decides); you get a notification when it completes. Paid at a hosted page: the request is awaiting_payment and `checkoutUrl` is where to pay; it starts when the payment arrives, or becomes payment_failed. 402 when the card is declined (nothing starts); 409 while one is awaiting payment, pending or processing, or when you are already verified.",
        errorResponses: [401, 402, 409],
      },
      successStatus: 201,
    })
    .input(z.void())
    .output(ZInitiateVerificationResponse)
    .mutation(({ ctx }) => service.initiate(ctx.db, ctx.env, ctx.user.id, paymentProvider(ctx.env))),
});
