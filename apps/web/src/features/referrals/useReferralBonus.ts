import { formatUsd, moneyToCents } from '@wallcraft/shared';
import { trpc } from '../../lib/trpc';

/**
 * The bonus in force as the page states it ("$10"), from GET /referrals/rules (the console's setting, not a fixed
 * amount); null while it loads, or when the bonus is $0. The page's other parts read the same cached answer.
 */
export function useReferralBonus(): string | null {
  const cents = moneyToCents(trpc.referrals.rules.useQuery().data?.bonus);
  return cents ? formatUsd(cents) : null;
}
