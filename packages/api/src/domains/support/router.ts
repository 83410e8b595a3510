import {
  PAGE_DESCRIPTION,
  ZPage,
  ZPageRequest,
  ZSendContactRequest,
  ZSendFeedbackRequest,
} from '@wallcraft/shared/schemas';
import type { Context } from '../../trpc/context';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { ZSupportReceipt, ZSupportRequest } from './schemas';
import * as service from './service';

const tags = ['support'];
const LIMIT_NOTE =
  'At most 5 feedback and contact messages an hour per sender by default (SUPPORT_RATE_LIMIT_PER_HOUR), then 429.';

/** Whoever writes, signed in or not, spends one budget: theirs, or their address's. */
const sender = (ctx: Context) => ({
  userId: ctx.user?.id ?? null,
  ip: ctx.ip,
  limiter: ctx.limiters.supportPerSender,
  perHour: ctx.env.SUPPORT_RATE_LIMIT_PER_HOUR,
});

/** Feedback and contact requests (spec 2.19); operators answer them from the console's support inbox. */
export const supportRouter = router({
  sendFeedback: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/feedback',
        tags,
        summary: 'Send feedback about WallCraft',
        description: `Signed in or not. feedback must hold some text (400 otherwise). ${LIMIT_NOTE}`,
        errorResponses: [400, 429],
      },
      successStatus: 201,
    })
    .input(ZSendFeedbackRequest)
    .output(ZSupportReceipt)
    .mutation(({ ctx, input }) => service.sendFeedback(ctx.db, sender(ctx), input)),
  sendContact: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        tags,
        summary: 'Write to WallCraft',
        description: `subject and comments must hold some text. Signed out, email is required (the answer goes there); signed in, the answer appears under GET /api/contact and email is ignored. ${LIMIT_NOTE}`,
        errorResponses: [400, 429],
      },
      successStatus: 201,
    })
    .input(ZSendContactRequest)
    .output(ZSupportReceipt)
    .mutation(({ ctx, input }) => service.sendContact(ctx.db, sender(ctx), input)),
  mine: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/contact',
        tags,
        summary: 'Your feedback and contact requests, with their status and our replies',
        description: `Newest first; ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZPage(ZSupportRequest))
    .query(({ ctx, input }) => service.listMine(ctx.db, ctx.user.id, input)),
});
