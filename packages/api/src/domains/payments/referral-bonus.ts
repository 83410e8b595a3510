import type { DB } from '@wallcraft/db';
import { referralBonusEntries } from './ledger';
import * as queries from './queries';

/**
 * A referrer's bonus is paid (their friend confirmed their email and paid for something, or an operator approved
 * the bonus): its ledger movement, written inside the transaction that marks the referral signup paid, so the two
 * commit together or not at all. Referrals pays its bonuses through here; payments never imports referrals (a
 * payment reaching escrow reaches referrals through onPaymentEscrowed, registered in server.ts).
 */
export async function recordReferralBonus(
  trx: DB,
  signup: { id: string; referrer_id: string; bonus_cents: number },
): Promise<void> {
  await queries.insertLedger(trx, referralBonusEntries(signup));
}
