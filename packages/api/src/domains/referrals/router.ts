import { PAGE_DESCRIPTION, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  USE_CODE_RULES,
  ZReferralCode,
  ZReferralInvite,
  ZReferralInviteRequest,
  ZReferralRules,
  ZReferralSignup,
  ZReferralStats,
  ZUseReferralCodeRequest,
  ZUsedReferralCode,
} from './schemas';
import * as service from './service';

const tags = ['referrals'];

/** Referral codes, the friends who joined with them and their bonuses (spec 2.16). */
export const referralsRouter = router({
  myCode: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/referrals/my-code',
        tags,
        summary: 'Your referral code and the link to share',
        description: 'Every account has one code, made when it registered. The link is the site with ?ref=code.',
        errorResponses: [401, 404],
      },
    })
    .input(z.void())
    .output(ZReferralCode)
    .query(({ ctx }) => service.myCode(ctx.db, ctx.env.WEB_ORIGIN ?? ctx.env.API_ORIGIN, ctx.user.id)),
  signups: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/referrals/signups',
        tags,
        summary: 'The friends who joined with your code, newest first',
        description: `Each with its bonus and its status: pending until the friend has confirmed their email and made their first payment, shop order or verification (waitingFor says which is missing), then paid, held for review (over your monthly cap), ineligible (their address already earned a bonus) or rejected (with the reason). Friends are named by first name and last initial only. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZPage(ZReferralSignup))
    .query(({ ctx, input }) => service.listSignups(ctx.db, ctx.user.id, input)),
  rules: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/referrals/rules',
        tags,
        summary: 'When a referral bonus is paid: the bonus, the monthly cap and the rules in words',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZReferralRules)
    .query(({ ctx }) => service.rules(ctx.db)),
  invite: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/referrals/invite/{code}',
        tags,
        protect: false,
        summary: 'Who sent a referral link, and the bonus they earn when you join',
        description:
          'Open to visitors: the landing page of a shared link (?ref=code) names the friend (first name and last initial) and the bonus in force. 404 for an unknown code.',
        errorResponses: [400, 404],
      },
    })
    .input(ZReferralInviteRequest)
    .output(ZReferralInvite)
    .query(({ ctx, input }) => service.invite(ctx.db, input.code)),
  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/referrals/stats',
        tags,
        summary: 'Your referrals, what they earned you and how many were paid',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZReferralStats)
    .query(({ ctx }) => service.stats(ctx.db, ctx.user.id)),
  useCode: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/referrals/use-code',
        tags,
        summary: "Redeem a friend's referral code",
        description: `Records you as your friend's referral; their bonus is paid once you have confirmed your email and made a payment, shop order or verification (at once if you have). ${USE_CODE_RULES}`,
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZUseReferralCodeRequest)
    .output(ZUsedReferralCode)
    .mutation(({ ctx, input }) => service.useCode(ctx.db, ctx.user.id, input.code)),
});
