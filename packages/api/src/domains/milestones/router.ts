import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { paymentProvider } from '../payments/provider';
import { settingsFrom } from '../payments/service';
import {
  ZCreateMilestoneRequest,
  ZDeliverMilestoneRequest,
  ZFundedMilestone,
  ZListMilestonesRequest,
  ZMilestone,
  ZMilestoneIdRequest,
  ZMilestoneList,
  ZReorderMilestonesRequest,
  ZRequestChangesRequest,
  ZUpdateMilestoneRequest,
} from './schemas';
import * as deliveries from './deliveries';
import * as service from './service';

const tags = ['milestones'];

const STATES =
  'States: pending (editable) → in_progress (funded: its payment is in escrow, or awaiting checkout with Stripe) → completed (the artist delivered it) → paid (the owner approved the delivery; the payment was released). Asking for changes moves completed back to in_progress.';
const OWNER_ONLY = "The project's owner only: 403 for the artist the milestone pays, 404 for anyone else.";

/** REST under /milestones (the spec's paths); /milestones/reorder comes before /milestones/{id}. */
export const milestonesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/milestones',
        tags,
        summary: "A project's milestones in sequence order",
        description: `The project's owner sees all of them; an artist accepted on it sees the ones that pay them; anyone else gets 404, as for a project that does not exist. artists: per artist the viewer may see, the agreed amount, what the milestones plan of it and what is left. ${STATES}`,
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZListMilestonesRequest)
    .output(ZMilestoneList)
    .query(({ ctx, input }) => service.listMilestones(ctx.db, ctx.user.id, input)),
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones',
        tags,
        summary: 'Add a milestone paying an artist on your project',
        description:
          "The project's owner only (403 for an artist on it, 404 for anyone else). title and amount required; amount in dollars with at most 2 decimals, of any size: the payment minimum (a console setting, default PAYMENT_MINIMUM_CENTS) applies to the deal, so the amount agreed with the artist must meet it (400 otherwise). artistId: an artist accepted on the project (400 otherwise); may be left out when there is exactly one. A project's milestones for an artist never add up to more than the amount agreed with them (409, naming what is left; 409 when no amount was agreed yet: accept a proposal with a quote, or agree one with POST /projects/{projectId}/agreed-amount). sequenceOrder defaults to after the last milestone. status may be sent but must be pending. The artist is notified. 409 on a cancelled or completed project.",
        errorResponses: [400, 401, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateMilestoneRequest)
    .output(ZMilestone)
    .mutation(async ({ ctx, input }) =>
      service.createMilestone(ctx.db, await settingsFrom(ctx.db, ctx.env), ctx.user.id, input),
    ),
  reorder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones/reorder',
        tags,
        summary: "Set the order of a project's milestones",
        description:
          "The project's owner only (403 for an artist on it, 404 for anyone else). ids: every one of the project's milestone ids, once, in the new order (400 otherwise); they are numbered 1, 2, 3… Answers the list.",
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZReorderMilestonesRequest)
    .output(ZMilestoneList)
    .mutation(({ ctx, input }) => service.reorderMilestones(ctx.db, ctx.user.id, input)),
  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/milestones/{id}',
        tags,
        summary: 'Edit a milestone not yet funded',
        description: `${OWNER_ONLY} Only while pending (409 otherwise). title, description, amount, dueDate, deliverables; fields left out stay. A larger amount is checked against the agreed amount as on creation.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZUpdateMilestoneRequest)
    .output(ZMilestone)
    .mutation(async ({ ctx, input }) =>
      service.updateMilestone(ctx.db, await settingsFrom(ctx.db, ctx.env), ctx.user.id, input),
    ),
  fund: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones/{id}/fund',
        tags,
        summary: 'Fund a milestone: its own payment into escrow',
        description: `${OWNER_ONLY} Creates the milestone's payment (paymentType milestone, to its artist, for its amount; the fee as for POST /transactions, the minimum applying to the deal: 400 when the agreed amount is below it) and links it as transactionId: pending → in_progress (409 otherwise). A retried funding answers the payment it made before, and only one still pending or in escrow, from you to the artist for the amount and funding no other milestone (409 otherwise: nothing changes). Idempotency-Keys you send never answer for a milestone's funding. With Stripe, pay at checkoutUrl.`,
        errorResponses: [400, 401, 403, 404, 409, 503],
      },
    })
    .input(ZMilestoneIdRequest)
    .output(ZFundedMilestone)
    .mutation(async ({ ctx, input }) =>
      service.fundMilestone(
        ctx.db,
        { ...(await settingsFrom(ctx.db, ctx.env)), provider: paymentProvider(ctx.env) },
        ctx.user.id,
        input.id,
      ),
    ),
  approve: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones/{id}/approve',
        tags,
        summary: "Approve a milestone's delivery and release its payment",
        description: `${OWNER_ONLY} Only once the artist delivered it (completed, its payment in escrow; 409 otherwise: 'Wait for the artist to mark it done' while in_progress, or approved twice): the payment is released to the artist (net of the fee) and the milestone is paid. The artist is notified.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZMilestoneIdRequest)
    .output(ZMilestone)
    .mutation(({ ctx, input }) => service.approveMilestone(ctx.db, paymentProvider(ctx.env), ctx.user.id, input.id)),
  deliver: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones/{id}/deliver',
        tags,
        summary: 'Mark a funded milestone done, with photos and a note',
        description:
          "The artist the milestone pays only: 403 for the project's owner, 404 for anyone else. Only in_progress (funded; 409 otherwise): it moves to completed and the owner is notified to approve it or ask for changes. images: 1 to 10 uploaded images (400 otherwise); note optional. After changes are asked for, deliver again.",
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZDeliverMilestoneRequest)
    .output(ZMilestone)
    .mutation(({ ctx, input }) => deliveries.deliverMilestone(ctx.db, ctx.user.id, input)),
  requestChanges: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/milestones/{id}/request-changes',
        tags,
        summary: 'Ask the artist for changes to a delivered milestone',
        description: `${OWNER_ONLY} Only once delivered (completed; 409 otherwise). reason: what to change, required (400). The milestone goes back to in_progress, its payment stays in escrow, and the artist is notified and may deliver again.`,
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZRequestChangesRequest)
    .output(ZMilestone)
    .mutation(({ ctx, input }) => deliveries.requestChanges(ctx.db, ctx.user.id, input)),
});
