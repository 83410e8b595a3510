import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  ZEmailMessage,
  ZEmailPreferences,
  ZEmailTokenRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZSetEmailPreferenceRequest,
  ZUnsubscribed,
} from './schemas';
import * as service from './service';

const tags = ['email'];
/** No scopes on purpose: what mail a person gets is theirs to decide with a session, never a token's (403). */
const SESSION_ONLY = 'Needs a session: API tokens are refused here (403).';

export const emailRouter = router({
  preferences: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/email/preferences',
        tags,
        summary: 'Which categories of email you get, and whether your address is confirmed',
        description: `Every category is on until turned off. Account mails (confirmation, password reset) are always sent. ${SESSION_ONLY}`,
        errorResponses: [401, 403],
      },
    })
    .input(z.void())
    .output(ZEmailPreferences)
    .query(({ ctx }) => service.getPreferences(ctx.db, ctx.user.id)),
  setPreference: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/email/preferences',
        tags,
        summary: 'Turn one category of email on or off',
        description: `Mails of that category already queued follow the new choice. ${SESSION_ONLY}`,
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZSetEmailPreferenceRequest)
    .output(ZEmailPreferences)
    .mutation(({ ctx, input }) => service.setPreference(ctx.db, ctx.user.id, input.category, input.enabled)),
  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/email/unsubscribe',
        tags,
        summary: "Turn off a mail's category with the signed token from its unsubscribe link",
        description:
          'No session needed: the token names the user and the category and is signed by the server. An altered or forged token is 400. Mail providers use the List-Unsubscribe header instead (POST /api/email/one-click, RFC 8058).',
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZEmailTokenRequest)
    .output(ZUnsubscribed)
    .mutation(({ ctx, input }) => service.unsubscribe(ctx.db, ctx.env, input.token)),
  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/email/confirm',
        tags,
        summary: 'Confirm your address with the token from the confirmation mail',
        description: 'Works once, for 48 hours; a used, expired or unknown link is 400 saying what to do.',
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZEmailTokenRequest)
    .output(z.object({ confirmed: z.boolean() }))
    .mutation(({ ctx, input }) => service.confirmEmailAddress(ctx.db, input.token)),
  resendConfirmation: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/email/confirm/resend',
        tags,
        summary: 'Send the confirmation mail again',
        description: `At most one a minute (a second ask within it sends nothing more); 409 once confirmed. ${SESSION_ONLY}`,
        errorResponses: [401, 403, 409],
      },
    })
    .input(z.void())
    .output(z.object({ sent: z.boolean() }))
    .mutation(({ ctx }) => service.resendConfirmation(ctx.db, ctx.jobs, ctx.env, ctx.user.id)),
  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/password/forgot',
        tags: ['auth'],
        summary: 'Ask for a password-reset link by email',
        description:
          'Always the same answer, whether or not an account uses the address. Rate limited per network like sign-up (429).',
        protect: false,
        errorResponses: [400, 429],
      },
    })
    .input(ZForgotPasswordRequest)
    .output(ZEmailMessage)
    .mutation(({ ctx, input }) => service.requestPasswordReset(ctx, input.email)),
  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/password/reset',
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset mail',
        description:
          'Works once, for one hour; every session of the account ends (open tabs are signed out). A used, expired or unknown link is 400 saying what to do.',
        protect: false,
        errorResponses: [400],
      },
    })
    .input(ZResetPasswordRequest)
    .output(ZEmailMessage)
    .mutation(({ ctx, input }) => service.resetPassword(ctx.db, ctx.sessions, input.token, input.password)),
});
