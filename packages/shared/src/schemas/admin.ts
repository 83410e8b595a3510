import { z } from 'zod';
import { ZAdminRole } from '../enums';
import { dollarsToCents } from './fields';

/** The admin console's requests, shared by the API and the console's forms. */
/** The second step of an operator's sign-in: a code from the authenticator app, or one recovery code. */
export const ZAdminSecondFactorRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/, 'A recovery code looks like ABCD-EFGH')
      .optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
  });
export type TAdminSecondFactorRequest = z.infer<typeof ZAdminSecondFactorRequest>;

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** An invited operator chooses their username and password. */
export const ZAdminAcceptInviteRequest = z.object({
  token: z.string().min(20, 'This invitation link is incomplete').max(200),
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[a-z0-9._-]+$/i, 'Use letters, digits, dots, dashes or underscores'),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type TAdminAcceptInviteRequest = z.infer<typeof ZAdminAcceptInviteRequest>;

export const ZAdminInviteRequest = z.object({
  role: ZAdminRole,
  note: z.string().trim().max(200, 'Note must be at most 200 characters').optional(),
});
export type TAdminInviteRequest = z.infer<typeof ZAdminInviteRequest>;

/**
 * What a superadmin may set: the fee in percent (0-30, two decimals), the minimum and the bonus in dollars, and the
 * referral bonuses paid a month before review.
 */
export const ZPlatformSettingsUpdate = z
  .object({
    platformFeePercent: z
      .number()
      .min(0, 'The fee is at least 0%')
      .max(30, 'The fee is at most 30%')
      .multipleOf(0.01, 'The fee has at most two decimals')
      .optional(),
    minimumTransaction: z
      .number()
      .min(1, 'The minimum transaction is at least $1')
      .max(100_000, 'The minimum transaction is at most $100,000')
      .multipleOf(0.01, 'Amounts have at most two decimals')
      .optional(),
    referralBonus: z
      .number()
      .min(0, 'The referral bonus is at least $0')
      .max(1_000, 'The referral bonus is at most $1,000')
      .multipleOf(0.01, 'Amounts have at most two decimals')
      .optional(),
    referralMonthlyCap: z
      .number()
      .int('The monthly cap is a whole number of bonuses')
      .min(0, 'The monthly cap is at least 0 (every bonus reviewed)')
      .max(1_000, 'The monthly cap is at most 1,000 bonuses')
      .optional()
      .describe('Referral bonuses paid to one referrer per calendar month before the rest wait for review'),
    note: z.string().trim().max(500).optional(),
  })
  .refine(
    (v) =>
      v.platformFeePercent !== undefined ||
      v.minimumTransaction !== undefined ||
      v.referralBonus !== undefined ||
      v.referralMonthlyCap !== undefined,
    {
      message: 'Send platformFeePercent, minimumTransaction, referralBonus or referralMonthlyCap',
    },
  );
export type TPlatformSettingsUpdate = z.infer<typeof ZPlatformSettingsUpdate>;

/**
 * The artists' share of a dispute's split: an amount in dollars (the console's field), or a percentage of each
 * escrowed payment (older API clients). The server checks it against what escrow holds (more than nothing, less
 * than all) and previews it with the same rule the ledger uses.
 */
export const ZSplitShareFields = z.object({
  artistShare: dollarsToCents("The artist's share").describe(
    'split: US dollars (at most 2 decimals) of what escrow holds that go to the artists, before the platform fee; the rest is refunded to the owner',
  ),
  artistSharePercent: z
    .number()
    .gt(0, 'The artist share of a split is more than 0%')
    .lt(100, 'The artist share of a split is less than 100%')
    .multipleOf(0.01, 'The artist share has at most two decimals')
    .optional()
    .describe('split, instead of artistShare: the percentage of each escrowed payment that goes to its artist'),
});

/** An operator's decision on a payout dispute; the console's form and the API share it. */
export const ZDisputeDecisionFields = ZSplitShareFields.extend({
  outcome: z.enum(['release', 'refund', 'split'], { error: "outcome must be 'release', 'refund' or 'split'" }),
  note: z
    .string()
    .trim()
    .min(1, 'Write a note: both parties and the audit log read why')
    .max(2000, 'The note is at most 2,000 characters')
    .describe('Why: shown to both parties and kept in the audit log'),
});

type ShareValues = { artistShare?: unknown; artistSharePercent?: number | undefined };
const hasShare = (value: ShareValues) =>
  (value.artistShare !== undefined && value.artistShare !== null && value.artistShare !== '') ||
  value.artistSharePercent !== undefined;

/** A split names the artist's share, in dollars or as a percentage (one of them); release and refund do not. */
export const splitNeedsShare: [
  (value: { outcome: string } & ShareValues) => boolean,
  { message: string; path: string[] },
] = [
  (value) =>
    (value.outcome === 'split') === hasShare(value) &&
    !(value.artistShare !== undefined && value.artistShare !== null && value.artistSharePercent !== undefined),
  {
    message:
      "A split needs the artist's share (artistShare in dollars, or artistSharePercent), and only a split takes one",
    path: ['artistShare'],
  },
];

/** A split preview names the share: one of the two, exactly. */
export const oneShare: [(value: ShareValues) => boolean, { message: string; path: string[] }] = [
  (value) => hasShare(value) && !(value.artistShare != null && value.artistSharePercent !== undefined),
  { message: "Send the artist's share: artistShare in dollars, or artistSharePercent", path: ['artistShare'] },
];

export const ZDisputeDecision = ZDisputeDecisionFields.refine(...splitNeedsShare);
export type TDisputeDecision = z.infer<typeof ZDisputeDecision>;

/** Why an operator rejects a held referral bonus: the referrer reads it, and the audit log keeps it. */
const rejectionReason = z
  .string()
  .trim()
  .min(3, 'Write the reason for the rejection (at least 3 characters): the referrer reads it')
  .max(500, 'The reason is at most 500 characters');

/** The console's REJECT form. */
export const ZRejectReferralBonusForm = z.object({ reason: rejectionReason });

/** An operator's decision on a referral bonus held for review; the API adds the id and rejectionNeedsReason. */
export const ZReferralBonusDecisionFields = z.object({
  decision: z.enum(['approve', 'reject'], { error: "decision must be 'approve' or 'reject'" }),
  reason: z
    .string()
    .trim()
    .max(500, 'The reason is at most 500 characters')
    .optional()
    .describe('reject: why, in a sentence the referrer reads (required); approve: an optional note for the audit log'),
});

/** A rejection says why; the referrer reads it. */
export const rejectionNeedsReason: [
  (value: { decision: string; reason?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.decision !== 'reject' || rejectionReason.safeParse(value.reason ?? '').success,
  { message: 'Write the reason for the rejection (at least 3 characters): the referrer reads it', path: ['reason'] },
];
