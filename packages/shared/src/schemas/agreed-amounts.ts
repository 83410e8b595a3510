import { z } from 'zod';
import { ZProjectType } from '../enums';
import { ZPathId, requiredDollarsToCents, uuidOf } from './fields';

/**
 * An amount agreed with an artist accepted without a proposal (issue 34): the owner proposes it, the artist
 * confirms or declines it; confirmed, it bounds the artist's milestones as a proposal's quote does.
 */
export const AGREED_AMOUNT_STATUSES = ['proposed', 'confirmed', 'declined'] as const;
export const ZAgreedAmountStatus = z.enum(AGREED_AMOUNT_STATUSES);
export type TAgreedAmountStatus = z.infer<typeof ZAgreedAmountStatus>;

const projectRef = {
  projectId: uuidOf('projectId must be a project id'),
  projectType: ZProjectType,
};

export const ZProposeAgreedAmountRequest = z.object({
  ...projectRef,
  artistId: uuidOf('artistId must be a user id').describe(
    'An artist accepted on the project without a proposal (their application or invitation carries no quote)',
  ),
  amount: requiredDollarsToCents('Amount')
    .refine((cents) => cents > 0, 'Amount must be more than $0')
    .describe('US dollars with at most 2 decimals, as a number or a numeric string; at least the payment minimum'),
});
export type TProposeAgreedAmountRequest = z.output<typeof ZProposeAgreedAmountRequest>;

export const ZListAgreedAmountsRequest = z.object(projectRef);
export type TListAgreedAmountsRequest = z.output<typeof ZListAgreedAmountsRequest>;

export const ZAgreedAmountIdRequest = z.object({ id: ZPathId });
export type TAgreedAmountIdRequest = z.output<typeof ZAgreedAmountIdRequest>;
