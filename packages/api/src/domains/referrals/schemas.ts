import { REFERRAL_BONUS_CENTS, REFERRAL_CODE_WINDOW_DAYS, centsToDecimalString } from '@wallcraft/shared';
import { z } from 'zod';

export { ZUseReferralCodeRequest, type TUseReferralCodeRequest } from '@wallcraft/shared/schemas';

/** Amounts travel as dollars with two decimals in a string ("10.00"), as payments' do. */
const ZDollars = z.string().describe('US dollars as a numeric string with two decimals, e.g. "10.00"');

export const ZReferralCode = z
  .object({
    code: z.string().describe('Your referral code: upper case, 8 characters without look-alikes (no 0/O, 1/I/L)'),
    link: z.string().describe("The link to share: the site's address with ?ref= and your code"),
  })
  .meta({ id: 'ReferralCode' });
export type TReferralCode = z.infer<typeof ZReferralCode>;

export const ZReferralSignup = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string().describe('ISO 8601; when the friend joined with your code'),
    friendName: z.string().describe('The friend’s first name and last initial ("Ada L."); never their email'),
    bonusEarned: ZDollars.describe(`The bonus this signup earns you (${centsToDecimalString(REFERRAL_BONUS_CENTS)})`),
    bonusPaid: z.boolean().describe('False (PENDING) until the friend finishes onboarding, then true (PAID)'),
    paidAt: z.string().nullable().describe('ISO 8601; when the bonus was paid'),
  })
  .meta({ id: 'ReferralSignup' });
export type TReferralSignup = z.infer<typeof ZReferralSignup>;

export const ZReferralStats = z
  .object({
    referrals: z.number().int().min(0).describe('Friends who joined with your code'),
    totalEarned: ZDollars.describe('Bonuses paid to you: the sum of your referrer ledger entries'),
    pendingEarnings: ZDollars.describe('Bonuses still waiting for friends to finish onboarding'),
    bonusesPaid: z.number().int().min(0).describe('How many of your referrals have been paid'),
  })
  .meta({ id: 'ReferralStats' });
export type TReferralStats = z.infer<typeof ZReferralStats>;

export const ZUsedReferralCode = z
  .object({
    code: z.string().describe('The code, as stored (upper case)'),
    referrerName: z.string().describe('Whose code it is: their first name and last initial'),
    bonusPaid: z
      .boolean()
      .describe('True when your onboarding is already finished, so your friend’s bonus was paid at once'),
  })
  .meta({ id: 'UsedReferralCode' });
export type TUsedReferralCode = z.infer<typeof ZUsedReferralCode>;

export const USE_CODE_RULES = `The code is trimmed and upper-cased. Refused, with nothing stored: an unknown code (404), your own code (400), a second code once you have been referred (409), and any code more than ${REFERRAL_CODE_WINDOW_DAYS} days after you signed up (403).`;
