import { z } from 'zod';
import { REFERRAL_CODE_MAX_LENGTH } from '../referrals';

/** Redeeming a friend's referral code (spec 2.16): the /referrals form and the API check it with this. */
export const ZUseReferralCodeRequest = z.object({
  code: z
    .string({ error: 'Enter a referral code' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter a referral code')
    .max(REFERRAL_CODE_MAX_LENGTH, `A referral code has at most ${REFERRAL_CODE_MAX_LENGTH} characters`)
    .describe("A friend's referral code; trimmed and upper-cased, so 'ab3kx7pq' is AB3KX7PQ"),
});
export type TUseReferralCodeRequest = z.output<typeof ZUseReferralCodeRequest>;
