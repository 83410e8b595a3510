import { ZProjectStatus, ZProjectType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZMoney } from '@wallcraft/shared/schemas';
import { PAGE_DESCRIPTION, ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';
import { ZMilestone } from '../milestones/schemas';
import { ZDispute, ZReview } from '../reviews/schemas';
import { ZTrackingSession } from '../tracking/schemas';

export const DEAL_STEPS = ['hired', 'funded', 'started', 'in_progress', 'completed', 'reviewed', 'paid'] as const;

export const ZGetDealRequest = z.object({
  projectId: z.string().uuid('projectId must be a project id'),
  artistId: z
    .string()
    .uuid('artistId must be a user id')
    .optional()
    .describe('For the owner of a project with several hired artists: whose deal (default: the first hired)'),
});
export type TGetDealRequest = z.infer<typeof ZGetDealRequest>;

const ZNextAction = z
  .object({
    kind: z.enum([
      'agree_amount',
      'fund_escrow',
      'approve_milestone',
      'confirm_completion',
      'review',
      'confirm_amount',
      'start',
      'send_position',
      'mark_milestone_done',
      'complete',
    ]),
    label: z.string().describe('The button: "FUND ESCROW $5,000", "START", "APPROVE", ...'),
    milestoneId: z.string().uuid().optional().describe('The milestone to fund, deliver or approve'),
    artistId: z.string().uuid().optional().describe('The artist it concerns (the payee, for fund_escrow)'),
    amount: ZMoney.optional().describe('For fund_escrow: what to put in escrow'),
  })
  .meta({ id: 'DealNextAction' });

export const ZDeal = z
  .object({
    project: z.object({
      id: z.string().uuid(),
      projectType: ZProjectType,
      title: z.string(),
      status: ZProjectStatus,
      streetAddress: z.string().nullable().describe('Only the owner and the hired artists see it'),
      destination: z
        .object({ latitude: z.number(), longitude: z.number() })
        .nullable()
        .describe("Where the work is: the site's pin, else the wall's or the project's"),
    }),
    owner: ZParty,
    artist: ZParty.describe('The hired artist this deal is with'),
    artists: z
      .array(ZParty)
      .describe('For the owner: every hired artist (pick one with artistId); the artist: themselves'),
    viewerRole: z.enum(['owner', 'artist']),
    agreedAmount: ZMoney.nullable().describe("A proposal's quote or an amount the artist confirmed; null when none"),
    money: z
      .object({
        escrowed: ZMoney.describe('Held in escrow now'),
        released: ZMoney.describe('Released from escrow (before the fee)'),
        refunded: ZMoney.describe('Returned to the owner'),
        fee: ZMoney.describe("The platform's fee on what was released"),
        artistNet: ZMoney.describe('What the artist received'),
      })
      .describe("Sums of the ledger's entries for this project and artist"),
    steps: z.array(
      z.object({
        key: z.enum(DEAL_STEPS),
        label: z.string(),
        at: z.string().nullable().describe('ISO 8601; null until the step happened'),
      }),
    ),
    nextAction: ZNextAction.nullable().describe("The viewer's one next step; null while waiting on the other side"),
    waitingFor: z.string().nullable().describe('Who waits on whom, in plain words'),
    milestones: z.array(ZMilestone).describe("This artist's milestones, in sequence order"),
    tracking: ZTrackingSession.nullable().describe("The project's latest tracking session, once started"),
    completion: z.object({
      photos: z.array(z.string()),
      note: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      reviewWindowEndsAt: z.string().nullable().describe('ISO 8601: 14 days after completion'),
    }),
    dispute: ZDispute.nullable(),
    reviews: z.array(ZReview).describe('Published reviews between the two'),
    paymentIds: z.array(z.string().uuid()).describe("This artist's payments on the project, newest first"),
  })
  .meta({ id: 'Deal' });
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealSummary = z
  .object({
    projectId: z.string().uuid(),
    projectType: ZProjectType,
    title: z.string(),
    status: ZProjectStatus,
    viewerRole: z.enum(['owner', 'artist']),
    counterpart: ZParty.describe('The other side: the hired artist, or the owner'),
    hiredAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'DealSummary' });
export type TDealSummary = z.infer<typeof ZDealSummary>;

export const ZListDealsRequest = ZPageRequest;
export const ZDealPage = ZPage(ZDealSummary);

export const LIST_DESCRIPTION = `Your deals: each project you hired an artist on (one per artist) and each you were hired on, newest hire first. ${PAGE_DESCRIPTION}`;
