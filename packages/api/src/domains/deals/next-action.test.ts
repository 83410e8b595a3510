import { describe, expect, it } from 'vitest';
import { nextAction, waitingFor, type DealState } from './next-action';

/** A hired deal with $5,000 agreed and nothing funded yet; each test changes what its state needs. */
const state = (changes: Partial<DealState> = {}): DealState => ({
  projectStatus: 'hired',
  agreedCents: 500_000,
  amountProposed: false,
  fundedCents: 0,
  milestones: [],
  tracking: null,
  completedAt: null,
  completionConfirmed: false,
  disputeOpen: false,
  withinReviewWindow: false,
  reviewed: { owner: false, artist: false },
  ...changes,
});
const milestone = (id: string, status: string, amountCents = 100_000) => ({ id, status, amountCents });
const completed = (changes: Partial<DealState> = {}) =>
  state({ projectStatus: 'completed', fundedCents: 500_000, completedAt: new Date(), ...changes });

describe('the owner’s next action', () => {
  it('is to agree on an amount when none was agreed or proposed', () => {
    expect(nextAction(state({ agreedCents: null }), 'owner')).toMatchObject({ kind: 'agree_amount' });
  });

  it('is nothing while a proposed amount waits for the artist', () => {
    expect(nextAction(state({ agreedCents: null, amountProposed: true }), 'owner')).toBeNull();
  });

  it('is to fund escrow with what of the agreed amount is not in yet', () => {
    expect(nextAction(state({ fundedCents: 200_000 }), 'owner')).toEqual({
      kind: 'fund_escrow',
      label: 'FUND ESCROW $3,000',
      amountCents: 300_000,
    });
  });

  it('is to fund the next unfunded milestone when milestones plan the deal', () => {
    const milestones = [milestone('m1', 'in_progress'), milestone('m2', 'pending', 250_000)];
    expect(nextAction(state({ milestones, fundedCents: 100_000 }), 'owner')).toMatchObject({
      kind: 'fund_escrow',
      milestoneId: 'm2',
      amountCents: 250_000,
    });
  });

  it('is to approve a delivered milestone before anything else', () => {
    const milestones = [milestone('m1', 'completed'), milestone('m2', 'pending')];
    expect(nextAction(state({ projectStatus: 'in_progress', milestones }), 'owner')).toMatchObject({
      kind: 'approve_milestone',
      milestoneId: 'm1',
    });
  });

  it('is nothing once everything agreed is funded and the artist works', () => {
    expect(nextAction(state({ projectStatus: 'in_progress', fundedCents: 500_000 }), 'owner')).toBeNull();
  });

  it('is to confirm the completed work within the review window', () => {
    expect(nextAction(completed({ withinReviewWindow: true }), 'owner')).toMatchObject({ kind: 'confirm_completion' });
  });

  it('is to review once the completion is confirmed, disputed or the window passed', () => {
    for (const changes of [{ completionConfirmed: true }, { disputeOpen: true }, { withinReviewWindow: false }])
      expect(nextAction(completed({ withinReviewWindow: true, ...changes }), 'owner')).toMatchObject({
        kind: 'review',
      });
  });

  it('is nothing after reviewing, or on a closed or cancelled project', () => {
    expect(nextAction(completed({ reviewed: { owner: true, artist: false } }), 'owner')).toBeNull();
    expect(nextAction(state({ projectStatus: 'cancelled' }), 'owner')).toBeNull();
    expect(nextAction(state({ projectStatus: 'closed' }), 'owner')).toBeNull();
  });
});

describe('the artist’s next action', () => {
  it('is to confirm an amount the owner proposed', () => {
    expect(nextAction(state({ agreedCents: null, amountProposed: true }), 'artist')).toMatchObject({
      kind: 'confirm_amount',
    });
  });

  it('is nothing until the owner funds escrow, then to start', () => {
    expect(nextAction(state(), 'artist')).toBeNull();
    expect(nextAction(state({ fundedCents: 100_000 }), 'artist')).toMatchObject({ kind: 'start', label: 'START' });
    expect(nextAction(state({ projectStatus: 'open', fundedCents: 100_000 }), 'artist')).toMatchObject({
      kind: 'start',
    });
  });

  it('is to start when nothing was agreed to fund', () => {
    expect(nextAction(state({ agreedCents: null }), 'artist')).toMatchObject({ kind: 'start' });
  });

  it('is to send a position while tracking is paused, not while it is active', () => {
    const working = { projectStatus: 'in_progress', fundedCents: 500_000 };
    expect(nextAction(state({ ...working, tracking: 'paused' }), 'artist')).toMatchObject({ kind: 'send_position' });
    expect(nextAction(state({ ...working, tracking: 'active' }), 'artist')).toMatchObject({ kind: 'complete' });
  });

  it('is to deliver the funded milestone, then nothing while deliveries or funding wait on the owner', () => {
    const at = (milestones: DealState['milestones']) =>
      nextAction(state({ projectStatus: 'in_progress', fundedCents: 100_000, milestones }), 'artist');
    expect(at([milestone('m1', 'in_progress')])).toMatchObject({ kind: 'mark_milestone_done', milestoneId: 'm1' });
    expect(at([milestone('m1', 'completed')])).toBeNull();
    expect(at([milestone('m1', 'paid'), milestone('m2', 'pending')])).toBeNull();
  });

  it('is to complete once every milestone is paid', () => {
    const milestones = [milestone('m1', 'paid'), milestone('m2', 'paid')];
    expect(nextAction(state({ projectStatus: 'in_progress', milestones }), 'artist')).toMatchObject({
      kind: 'complete',
    });
  });

  it('is to review after completion, then nothing', () => {
    expect(nextAction(completed(), 'artist')).toMatchObject({ kind: 'review' });
    expect(nextAction(completed({ reviewed: { owner: false, artist: true } }), 'artist')).toBeNull();
  });
});

describe('what the other side is waiting for', () => {
  it('tells the viewer with an action who waits on them, and the other what they wait for', () => {
    expect(waitingFor(state(), 'owner', 'Ava')).toBe('Ava is waiting for you to fund escrow');
    expect(waitingFor(state(), 'artist', 'Brenda')).toBe('Waiting for Brenda to fund escrow');
  });

  it('is null when neither side has anything left to do', () => {
    const done = completed({ completionConfirmed: true, reviewed: { owner: true, artist: true } });
    expect(waitingFor(done, 'owner', 'Ava')).toBeNull();
  });
});
