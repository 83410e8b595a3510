import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import { findForReview, listForReview } from '../../referrals/service';
import {
  ZDecideBonusRequest,
  ZReviewBonusesRequest,
  ZReviewBonusesResponse,
  ZReviewedBonus,
} from '../../referrals/schemas';
import { actorOf } from '../audit';
import { decideReferralBonus } from './service';
import { z } from 'zod';

const tags = ['admin'];

/** Spread into the admin router: referral bonuses held over a referrer's monthly cap, for an operator to decide. */
export const referralBonusProcedures = {
  referralBonuses: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/referral-bonuses',
        tags,
        summary: 'Referral bonuses, paged: held for review by default, oldest first',
        description:
          'A bonus is held when its referrer already had the monthly cap (the referral_monthly_cap setting) of bonuses fall due that calendar month. status filters by pending, paid, held, ineligible, rejected or all (newest first). Pages of 20 by default, at most 100.',
        errorResponses: [400, 401],
      },
    })
    .input(ZReviewBonusesRequest)
    .output(ZReviewBonusesResponse)
    .query(({ ctx, input }) => listForReview(ctx.db, input)),
  referralBonus: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/referral-bonuses/{id}',
        tags,
        summary: 'One referral bonus: both people, what the friend did, and the decision so far',
        errorResponses: [400, 401, 404],
      },
    })
    .input(z.object({ id: z.string().uuid('id must be a referral signup id (UUID)') }))
    .output(ZReviewedBonus)
    .query(({ ctx, input }) => findForReview(ctx.db, input.id)),
  decideReferralBonus: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/referral-bonuses/{id}/decision',
        tags,
        summary: 'Approve (pay) or reject (with a reason) a held referral bonus; the referrer is notified',
        description:
          'approve: the bonus is paid (its ledger movement, platform_marketing to the referrer) and the referrer notified; reject: nothing is paid and the referrer reads the reason. One audit row either way. 409 unless the bonus is held.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZDecideBonusRequest)
    .output(ZReviewedBonus)
    .mutation(({ ctx, input }) => decideReferralBonus(ctx.db, actorOf(ctx), input)),
};
