import { ZProjectStatus, ZProjectType } from '@wallcraft/shared';
import {
  splitNeedsShare,
  uuidOf,
  ZCreateReviewRequest,
  oneShare,
  ZDisputeDecisionFields,
  ZMoney,
  ZSplitShareFields,
  ZOpenDisputeRequest,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZCollaborationProject, ZPage, ZParty } from '../collaboration/schemas';

export { ZCreateReviewRequest, ZOpenDisputeRequest };
export { ZConfirmCompletionRequest } from '@wallcraft/shared/schemas';
export type { TConfirmCompletionRequest } from '@wallcraft/shared/schemas';
export type { TCreateReviewRequest, TOpenDisputeRequest } from '@wallcraft/shared/schemas';

/** How long reviews stay hidden (unless both are in), and how long the owner may dispute, after completion. */
export const REVIEW_WINDOW_DAYS = 14;

export const DOUBLE_BLIND =
  'Reviews are double-blind: a review stays hidden from everyone, the person reviewed included, until both parties have reviewed each other or 14 days have passed since the project was completed.';

export const ZReview = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    reviewerId: z.string().uuid(),
    revieweeId: z.string().uuid(),
    rating: z.number().int().describe('1 to 5'),
    comment: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    publishedAt: z.string().nullable().describe('ISO 8601; null while the review is hidden'),
  })
  .meta({ id: 'Review' });
export type TReview = z.infer<typeof ZReview>;

export const ZProjectReviewsRequest = z.object({
  projectId: uuidOf('projectId must be a project id'),
  projectType: ZProjectType.default('brand_project'),
});
export type TProjectReviewsRequest = z.infer<typeof ZProjectReviewsRequest>;

export const ZDispute = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    reason: z.string(),
    status: z.enum(['open', 'resolved']),
    outcome: z.enum(['release', 'refund', 'split']).nullable(),
    artistSharePercent: z
      .number()
      .nullable()
      .describe('For a split decided as a percentage: the share of each escrowed payment paid to its artist'),
    artistShare: ZMoney.nullable().describe('For a split: what of escrow went to the artists, before the fee'),
    note: z.string().nullable().describe("The operator's reason for the decision"),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Dispute' });
export type TDispute = z.infer<typeof ZDispute>;

/** One pair of reviews: the viewer and one counterpart (the owner, or one of the project's artists). */
const ZReviewPair = z.object({
  counterpart: ZParty,
  mine: ZReview.nullable().describe('Your review of them, once written'),
  theyReviewed: z.boolean().describe('Whether they reviewed you (true before their review is shown, too)'),
  theirs: ZReview.nullable().describe('Their review of you: only once published'),
  published: z.boolean().describe('Whether the reviews of this pair are shown'),
});

export const ZProjectReviews = z
  .object({
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    projectStatus: ZProjectStatus,
    role: z.enum(['owner', 'artist']),
    completedAt: z.string().nullable(),
    revealsAt: z
      .string()
      .nullable()
      .describe('ISO 8601: when hidden reviews show (and undisputed escrow is released) at the latest'),
    canReview: z.boolean().describe('The project is completed and you have someone left to review'),
    pairs: z.array(ZReviewPair),
    inEscrow: ZMoney.describe('Held in escrow for the project (sum of its escrow ledger entries)'),
    dispute: ZDispute.nullable(),
    canDispute: z
      .boolean()
      .describe('The owner may dispute: completed, money in escrow, within 14 days, no dispute yet'),
  })
  .meta({ id: 'ProjectReviews' });
export type TProjectReviews = z.infer<typeof ZProjectReviews>;

export const ZPendingReview = z.object({ project: ZCollaborationProject, counterpart: ZParty });
export const ZPendingReviews = z.object({ items: z.array(ZPendingReview) });

/** An open dispute as the operator sees it: the project, both parties, the reason and what escrow holds. */
export const ZAdminDispute = ZDispute.extend({
  project: ZCollaborationProject,
  owner: ZParty,
  artists: z.array(ZParty).describe('The artists with payments held in escrow on the project'),
  inEscrow: z.string().describe('Dollars held in escrow for the project (sum of its escrow ledger entries)'),
}).meta({ id: 'AdminDispute' });
export type TAdminDispute = z.infer<typeof ZAdminDispute>;

export const ZAdminDisputePage = ZPage(ZAdminDispute);

const ZDisputeMessage = z.object({
  id: z.string().uuid(),
  senderId: z.string().uuid(),
  senderName: z.string(),
  receiverId: z.string().uuid(),
  content: z.string(),
  createdAt: z.string(),
});

export const ZAdminDisputeDetail = ZAdminDispute.extend({
  evidenceImages: z.array(z.string()).describe('Photos the owner attached when opening the dispute'),
  evidenceMessages: z
    .array(ZDisputeMessage)
    .describe('The messages the owner pointed to when opening the dispute, oldest first'),
  messages: z
    .array(ZDisputeMessage)
    .describe('What the owner and the artists wrote each other since the project was posted (last 200, oldest first)'),
}).meta({ id: 'AdminDisputeDetail' });

export const ZResolveDisputeRequest = ZDisputeDecisionFields.extend({ id: uuidOf('id must be a dispute id') }).refine(
  ...splitNeedsShare,
);
export type TResolveDisputeRequest = z.infer<typeof ZResolveDisputeRequest>;

export const ZSplitPreviewRequest = ZSplitShareFields.extend({ id: uuidOf('id must be a dispute id') }).refine(
  ...oneShare,
);
export type TSplitPreviewRequest = z.infer<typeof ZSplitPreviewRequest>;

const ZSplitPart = z.object({
  paymentId: z.string().uuid(),
  artistId: z.string().uuid(),
  amount: ZMoney.describe('What the payment holds in escrow'),
  artistShare: ZMoney.describe('Released from it: the artist’s share before the fee'),
  fee: ZMoney.describe("The platform fee on the share (the payment's own rate)"),
  artistNet: ZMoney.describe('What the artist receives from it'),
  ownerRefund: ZMoney.describe('Refunded from it to the owner'),
});

export const ZSplitPreview = z
  .object({
    disputeId: z.string().uuid(),
    inEscrow: ZMoney.describe('What escrow holds for the project'),
    artistShare: ZMoney.describe('Goes to the artists, before the fee'),
    artistSharePercent: z.number().describe('artistShare as a percentage of inEscrow (rounded to 2 decimals)'),
    fee: ZMoney.describe('The platform fee on the share'),
    artistNet: ZMoney.describe('What the artists receive'),
    ownerRefund: ZMoney.describe('What goes back to the owner'),
    parts: z.array(ZSplitPart).describe('The split of each escrowed payment, as the ledger will write it'),
  })
  .meta({ id: 'SplitPreview' });
export type TSplitPreview = z.infer<typeof ZSplitPreview>;

export const ZConfirmedCompletion = z
  .object({
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    confirmedAt: z.string().describe('ISO 8601'),
    released: ZMoney.describe('What was released from escrow to the artists now'),
  })
  .meta({ id: 'ConfirmedCompletion' });
export type TConfirmedCompletion = z.infer<typeof ZConfirmedCompletion>;
