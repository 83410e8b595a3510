import { ZMilestoneStatus, ZProjectType } from '@wallcraft/shared';
import { ZMoney, ZPathId } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZParty } from '../collaboration/schemas';

export {
  ZCreateMilestoneRequest,
  ZDeliverMilestoneRequest,
  ZRequestChangesRequest,
  ZListMilestonesRequest,
  ZReorderMilestonesRequest,
  ZUpdateMilestoneRequest,
} from '@wallcraft/shared/schemas';
export type {
  TCreateMilestoneRequest,
  TDeliverMilestoneRequest,
  TRequestChangesRequest,
  TListMilestonesRequest,
  TReorderMilestonesRequest,
  TUpdateMilestoneRequest,
} from '@wallcraft/shared/schemas';

export const ZMilestoneIdRequest = z.object({ id: ZPathId });

export const ZMilestoneDelivery = z
  .object({
    note: z.string().nullable(),
    images: z.array(z.string()).describe('Photos of the work'),
    submittedAt: z.string().describe('ISO 8601'),
    decision: z
      .enum(['approved', 'changes_requested'])
      .nullable()
      .describe("The owner's decision; null while it waits for one"),
    reason: z.string().nullable().describe('What the owner asked to change'),
    decidedAt: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ id: 'MilestoneDelivery' });

export const ZMilestone = z
  .object({
    id: z.string().uuid(),
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    artistId: z.string().uuid().nullable().describe('The artist the milestone pays'),
    artist: ZParty.nullable(),
    title: z.string(),
    description: z.string().nullable(),
    amount: ZMoney,
    sequenceOrder: z.number().int(),
    dueDate: z.string().nullable().describe('YYYY-MM-DD'),
    deliverables: z.string().nullable(),
    status: ZMilestoneStatus.describe(
      'pending (editable, not funded) → in_progress (its payment is in escrow or awaiting checkout) → completed (the artist delivered it) → paid (the owner approved the delivery and the payment was released); asking for changes moves completed back to in_progress',
    ),
    transactionId: z
      .string()
      .uuid()
      .nullable()
      .describe("The milestone's payment (GET /transactions/{id}), once funded"),
    approvedAt: z.string().nullable().describe('ISO 8601; when the owner approved the deliverable'),
    latestDelivery: ZMilestoneDelivery.nullable().describe("The artist's latest delivery; null before the first"),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Milestone' });
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZMilestoneBudget = z
  .object({
    artist: ZParty,
    agreedAmount: ZMoney.nullable().describe(
      'Agreed with the artist (an accepted proposal’s quote, or an amount the artist confirmed); null when none yet',
    ),
    plannedAmount: ZMoney.describe("What the artist's milestones add up to"),
    remainingAmount: ZMoney.nullable().describe(
      'What of the agreed amount is not yet planned as milestones; null when nothing was agreed',
    ),
  })
  .meta({ id: 'MilestoneBudget' });
export type TMilestoneBudget = z.infer<typeof ZMilestoneBudget>;

export const ZMilestoneList = z
  .object({
    items: z.array(ZMilestone).describe('In sequence order'),
    artists: z
      .array(ZMilestoneBudget)
      .describe(
        'Per artist the viewer may see (the owner: every artist accepted on the project, sorted by name; an artist: themselves), the agreed amount and how much of it the milestones plan',
      ),
  })
  .meta({ id: 'MilestoneList' });
export type TMilestoneList = z.infer<typeof ZMilestoneList>;

export const ZFundedMilestone = ZMilestone.extend({
  checkoutUrl: z
    .string()
    .nullable()
    .describe(
      "Stripe: where the owner pays for the milestone's payment (it stays pending until paid); null when escrow is funded at once",
    ),
}).meta({ id: 'FundedMilestone' });
export type TFundedMilestone = z.infer<typeof ZFundedMilestone>;
