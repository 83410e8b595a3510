import { ZProjectType } from '@wallcraft/shared';
import { ZAgreedAmountStatus, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZParty } from '../collaboration/schemas';

export {
  ZAgreedAmountIdRequest,
  ZListAgreedAmountsRequest,
  ZProposeAgreedAmountRequest,
} from '@wallcraft/shared/schemas';
export type {
  TAgreedAmountIdRequest,
  TListAgreedAmountsRequest,
  TProposeAgreedAmountRequest,
} from '@wallcraft/shared/schemas';

export const ZAgreedAmount = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    artistId: z.string().uuid(),
    artist: ZParty,
    amount: ZMoney,
    status: ZAgreedAmountStatus.describe(
      'proposed (by the owner, awaiting the artist) → confirmed (final: it bounds the artist’s milestones) or declined (the owner may propose again)',
    ),
    proposedAt: z.string().describe('ISO 8601'),
    decidedAt: z.string().nullable().describe('ISO 8601; when the artist confirmed or declined'),
  })
  .meta({ id: 'AgreedAmount' });
export type TAgreedAmount = z.infer<typeof ZAgreedAmount>;

export const ZAgreedAmountList = z
  .object({ items: z.array(ZAgreedAmount).describe('Oldest proposal first') })
  .meta({ id: 'AgreedAmountList' });
export type TAgreedAmountList = z.infer<typeof ZAgreedAmountList>;
