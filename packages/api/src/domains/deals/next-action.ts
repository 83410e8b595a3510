import { formatUsd } from '@wallcraft/shared';

/**
 * What the deal asks of each side next (docs/product.md#deal-room). Pure: the service reads the state, this decides,
 * so every state and viewer has its unit test (next-action.test.ts).
 */

export type TDealRole = 'owner' | 'artist';

export type DealState = {
  projectStatus: string;
  /** The amount agreed with the artist (a proposal's quote or a confirmed amount); null when none. */
  agreedCents: number | null;
  /** An amount the owner proposed that the artist has not answered yet. */
  amountProposed: boolean;
  /** In escrow plus released for this artist: what the owner already put in. */
  fundedCents: number;
  milestones: { id: string; status: string; amountCents: number }[];
  /** The tracking session's status, when the artist started. */
  tracking: 'active' | 'paused' | 'completed' | null;
  completedAt: Date | null;
  /** The owner accepted the finished work (completion_confirmed_at). */
  completionConfirmed: boolean;
  disputeOpen: boolean;
  /** Whether the review window after completion is still open (the owner may still confirm). */
  withinReviewWindow: boolean;
  reviewed: Record<TDealRole, boolean>;
};

export type TNextActionKind =
  | 'agree_amount'
  | 'fund_escrow'
  | 'approve_milestone'
  | 'confirm_completion'
  | 'review'
  | 'confirm_amount'
  | 'start'
  | 'send_position'
  | 'mark_milestone_done'
  | 'complete';

export type NextAction = { kind: TNextActionKind; label: string; milestoneId?: string; amountCents?: number };

const NOT_STARTED = new Set(['open', 'hired']);

/** The one thing the viewer should do now, or null when the deal waits on the other side (or is over). */
export function nextAction(state: DealState, viewer: TDealRole): NextAction | null {
  return viewer === 'owner' ? ownerAction(state) : artistAction(state);
}

function ownerAction(state: DealState): NextAction | null {
  const { projectStatus } = state;
  if (projectStatus === 'cancelled' || projectStatus === 'closed') return null;
  if (projectStatus === 'completed') {
    if (!state.completionConfirmed && !state.disputeOpen && state.withinReviewWindow)
      return { kind: 'confirm_completion', label: 'CONFIRM COMPLETION' };
    return state.reviewed.owner ? null : { kind: 'review', label: 'REVIEW' };
  }
  const delivered = state.milestones.find((milestone) => milestone.status === 'completed');
  if (delivered) return { kind: 'approve_milestone', label: 'APPROVE', milestoneId: delivered.id };
  if (state.agreedCents === null) return state.amountProposed ? null : { kind: 'agree_amount', label: 'AGREE AMOUNT' };
  const unfunded = state.milestones.find((milestone) => milestone.status === 'pending');
  if (unfunded)
    return {
      kind: 'fund_escrow',
      label: `FUND ESCROW ${formatUsd(unfunded.amountCents)}`,
      milestoneId: unfunded.id,
      amountCents: unfunded.amountCents,
    };
  const planned = state.milestones.reduce((sum, milestone) => sum + milestone.amountCents, 0);
  // Milestones plan part of the amount: only the rest is funded as one payment.
  const left = state.agreedCents - Math.max(state.fundedCents, planned);
  if (left > 0) return { kind: 'fund_escrow', label: `FUND ESCROW ${formatUsd(left)}`, amountCents: left };
  return null;
}

function artistAction(state: DealState): NextAction | null {
  const { projectStatus } = state;
  if (projectStatus === 'cancelled' || projectStatus === 'closed') return null;
  if (projectStatus === 'completed') return state.reviewed.artist ? null : { kind: 'review', label: 'REVIEW' };
  if (state.amountProposed) return { kind: 'confirm_amount', label: 'CONFIRM AMOUNT' };
  if (NOT_STARTED.has(projectStatus)) {
    // Work starts once the owner put money in escrow (or when nothing was agreed to fund).
    return state.fundedCents > 0 || state.agreedCents === null ? { kind: 'start', label: 'START' } : null;
  }
  if (state.tracking === 'paused') return { kind: 'send_position', label: 'SEND POSITION' };
  const working = state.milestones.find((milestone) => milestone.status === 'in_progress');
  if (working) return { kind: 'mark_milestone_done', label: 'MARK MILESTONE DONE', milestoneId: working.id };
  // Delivered milestones wait for the owner; unfunded ones for the owner's money.
  if (state.milestones.some((milestone) => milestone.status === 'completed' || milestone.status === 'pending'))
    return null;
  return { kind: 'complete', label: 'COMPLETE' };
}

/** What each action asks for, as a sentence's end: "Ava is waiting for you to fund escrow". */
const DOING: Record<TNextActionKind, string> = {
  agree_amount: 'agree on an amount',
  fund_escrow: 'fund escrow',
  approve_milestone: 'review the delivered milestone',
  confirm_completion: 'confirm the completed work',
  review: 'leave a review',
  confirm_amount: 'confirm the proposed amount',
  start: 'start the work',
  send_position: 'send a position',
  mark_milestone_done: 'deliver the current milestone',
  complete: 'complete the project',
};

/**
 * The "waiting for" line: who waits on whom and for what. The viewer with an action keeps the other side waiting;
 * without one the viewer waits on the other side's action; null when neither side has one.
 */
export function waitingFor(state: DealState, viewer: TDealRole, otherName: string): string | null {
  const mine = nextAction(state, viewer);
  if (mine) return `${otherName} is waiting for you to ${DOING[mine.kind]}`;
  const theirs = nextAction(state, viewer === 'owner' ? 'artist' : 'owner');
  if (theirs) return `Waiting for ${otherName} to ${DOING[theirs.kind]}`;
  if (state.projectStatus === 'completed' && state.disputeOpen) return 'Waiting for WallCraft to decide the dispute';
  return null;
}
