import {
  REFERRAL_BONUS_CENTS,
  REFERRAL_CODE_WINDOW_DAYS,
  REFERRAL_STATUSES,
  centsToDecimalString,
  ZReferralAction,
  ZReferralStatus,
} from '@wallcraft/shared';
import {
  rejectionNeedsReason,
  ZCountedPage,
  ZMoney,
  ZPageRequest,
  ZReferralBonusDecisionFields,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';

export { ZUseReferralCodeRequest, type TUseReferralCodeRequest } from '@wallcraft/shared/schemas';

export const ZReferralCode = z
  .object({
    code: z.string().describe('Your referral code: upper case, 8 characters without look-alikes (no 0/O, 1/I/L)'),
    link: z.string().describe("The link to share: the site's address with ?ref= and your code"),
  })
  .meta({ id: 'ReferralCode' });
export type TReferralCode = z.infer<typeof ZReferralCode>;

const STATUS_DESCRIPTION =
  'pending: waiting for the friend (see waitingFor); paid; held: over your monthly cap, waiting for our review; ineligible: the friend’s email address already earned a bonus; rejected: our review declined it (see reason)';

export const ZReferralSignup = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string().describe('ISO 8601; when the friend joined with your code'),
    friendName: z.string().describe('The friend’s first name and last initial ("Ada L."); never their email'),
    bonusEarned: ZMoney.describe(`The bonus this signup earns you (${centsToDecimalString(REFERRAL_BONUS_CENTS)})`),
    status: ZReferralStatus.describe(STATUS_DESCRIPTION),
    waitingFor: z
      .array(z.enum(['email_confirmation', 'first_purchase']))
      .describe(
        'pending only: what the friend has still to do, confirm their email and make their first payment, shop order or verification; empty otherwise',
      ),
    statusNote: z
      .string()
      .describe(
        'The state in a sentence: what is missing ("Waiting for Ada to confirm their email"), when it was paid, or why not',
      ),
    reason: z.string().nullable().describe('ineligible or rejected: why, in words; null otherwise'),
    bonusPaid: z.boolean().describe('True exactly when status is paid'),
    paidAt: z.string().nullable().describe('ISO 8601; when the bonus was paid'),
  })
  .meta({ id: 'ReferralSignup' });
export type TReferralSignup = z.infer<typeof ZReferralSignup>;

export const ZReferralStats = z
  .object({
    referrals: z.number().int().min(0).describe('Friends who joined with your code'),
    totalEarned: ZMoney.describe('Bonuses paid to you: the sum of your referrer ledger entries'),
    pendingEarnings: ZMoney.describe('Bonuses still pending or held for review'),
    bonusesPaid: z.number().int().min(0).describe('How many of your referrals have been paid'),
  })
  .meta({ id: 'ReferralStats' });
export type TReferralStats = z.infer<typeof ZReferralStats>;

export const ZReferralRules = z
  .object({
    bonus: ZMoney.describe('The bonus a friend who joins now earns you'),
    monthlyCap: z
      .number()
      .int()
      .min(0)
      .describe('Bonuses paid to you per calendar month (UTC); more are held for our review before they are paid'),
    codeWindowDays: z.number().int().describe('Days after signing up in which a friend may still enter your code'),
    rules: z.array(z.string()).describe('The rules in plain words, as the referrals page shows them'),
  })
  .meta({ id: 'ReferralRules' });
export type TReferralRules = z.infer<typeof ZReferralRules>;

export const ZReferralInviteRequest = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, 'A referral code has at most 32 characters')
    .describe('The code of the shared link (?ref=), any case'),
});
export type TReferralInviteRequest = z.output<typeof ZReferralInviteRequest>;

export const ZReferralInvite = z
  .object({
    code: z.string().describe('The code, as stored (upper case)'),
    friendName: z.string().describe('Whose code it is: their first name and last initial ("Ana R."), or "A friend"'),
    bonus: ZMoney.describe('The bonus the friend earns when you join with the code, as operators set it now'),
    message: z
      .string()
      .describe(
        'The invitation in a sentence, as the landing page shows it: who invited you and what the bonus is for',
      ),
  })
  .meta({ id: 'ReferralInvite' });
export type TReferralInvite = z.infer<typeof ZReferralInvite>;

export const ZUsedReferralCode = z
  .object({
    code: z.string().describe('The code, as stored (upper case)'),
    referrerName: z.string().describe('Whose code it is: their first name and last initial'),
    bonusPaid: z
      .boolean()
      .describe(
        'True when you had already confirmed your email and paid for something, so your friend’s bonus was paid at once',
      ),
    status: ZReferralStatus.describe(STATUS_DESCRIPTION),
  })
  .meta({ id: 'UsedReferralCode' });
export type TUsedReferralCode = z.infer<typeof ZUsedReferralCode>;

export const USE_CODE_RULES = `The code is trimmed and upper-cased. Refused, with nothing stored: an unknown code (404), your own code (400), a second code once you have been referred (409), and any code more than ${REFERRAL_CODE_WINDOW_DAYS} days after you signed up (403).`;

/** The console's list of referral bonuses (held ones by default). */
export const ZReviewBonusesRequest = ZPageRequest.extend({
  status: z
    .enum(['all', ...REFERRAL_STATUSES])
    .default('held')
    .describe('held (default): waiting for a decision, oldest first; any other status, or all, newest first'),
});
export type TReviewBonusesRequest = z.output<typeof ZReviewBonusesRequest>;

const person = z.object({
  id: z.string().uuid(),
  name: z.string().describe('First and last name, or the email when both are missing'),
  email: z.string(),
});

export const ZReviewedBonus = z
  .object({
    id: z.string().uuid().describe('The referral signup'),
    referrer: person,
    friend: person.extend({
      emailConfirmedAt: z.string().nullable().describe('ISO 8601; when the friend confirmed their address'),
    }),
    bonus: ZMoney.describe('The bonus as it was when the friend joined'),
    status: ZReferralStatus,
    firstAction: ZReferralAction.nullable().describe("The friend's first costly action: payment, order, verification"),
    firstActionAt: z.string().nullable(),
    reason: z.string().nullable().describe('Why it is ineligible, or why an operator rejected it'),
    joinedAt: z.string().describe('When the friend joined with the code'),
    dueAt: z.string().nullable().describe('When the friend had met both conditions (held: since when it waits)'),
    dueThatMonth: z
      .number()
      .int()
      .nullable()
      .describe("The referrer's bonuses (paid, held, rejected) that fell due in the same calendar month"),
    paidAt: z.string().nullable(),
    reviewedBy: z.string().nullable().describe('Username of the operator who approved or rejected it'),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminReferralBonus' });
export type TReviewedBonus = z.infer<typeof ZReviewedBonus>;

export const ZReviewBonusesResponse = ZCountedPage(ZReviewedBonus);

export const ZDecideBonusRequest = ZReferralBonusDecisionFields.extend({
  id: z.string().uuid('id must be a referral signup id (UUID)'),
}).refine(...rejectionNeedsReason);
export type TDecideBonusRequest = z.output<typeof ZDecideBonusRequest>;
