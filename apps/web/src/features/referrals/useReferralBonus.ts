import { formatUsd, moneyToCents } from '@wallcraft/shared';
import { trpc } from '../../lib/trpc';

/** The referral rules in force (GET /referrals/rules): the bonus, the monthly cap, and the rules in words. */
export function useReferralRules() {
  return trpc.referrals.rules.useQuery();
}

/**
 * The bonus in force as the page states it ("$10"), from GET /referrals/rules (the console's setting, not a fixed
 * amount); null while it loads, or when the bonus is $0. The page's other parts read the same cached answer.
 */
export function useReferralBonus(): string | null {
  const cents = moneyToCents(useReferralRules().data?.bonus);
  return cents ? formatUsd(cents) : null;
}
