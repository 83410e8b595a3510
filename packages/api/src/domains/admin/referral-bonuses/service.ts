import type { DB } from '@wallcraft/db';
import { decideHeldBonus, findForReview } from '../../referrals/service';
import type { TDecideBonusRequest, TReviewedBonus } from '../../referrals/schemas';
import { audited, type AuditActor } from '../audit';

/**
 * An operator approves or rejects a held referral bonus: the referrals service pays or refuses it, and the audit
 * row commits in the same transaction.
 */
export async function decideReferralBonus(
  db: DB,
  actor: AuditActor,
  input: TDecideBonusRequest,
): Promise<TReviewedBonus> {
  await audited(db, actor, async (trx) => {
    const decided = await decideHeldBonus(trx, input, actor.adminId);
    return {
      result: decided,
      audit: {
        action: `referral_bonus.${input.decision}`,
        targetType: 'referral_signup',
        targetId: input.id,
        before: { status: 'held' },
        after: { status: decided.status, bonusCents: decided.bonusCents },
        note: decided.reason,
      },
    };
  });
  return findForReview(db, input.id);
}
