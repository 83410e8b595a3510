import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd, projectKindOf, projectTypeOf, type TProjectType } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import * as payments from '../payments/service';
import * as queries from './queries';
import {
  REVIEW_WINDOW_DAYS,
  type TAdminDispute,
  type TDispute,
  type TOpenDisputeRequest,
  type TResolveDisputeRequest,
  type TSplitPreview,
  type TSplitPreviewRequest,
} from './schemas';
import { setReviewFigures } from '../artists/service';

/**
 * Payout after completion: hidden reviews show and escrow is released to the artist when both reviews are in
 * or 14 days after completion (the hourly job), unless the owner disputed the project; then an operator
 * releases or refunds. Every path locks the project row first, so these never cross, and moves money only
 * through the payments service's conditional updates, so concurrent runs move each payment once.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When the review window of a project completed at `completedAt` ends. */
export const windowEnd = (completedAt: Date) => new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
export const windowCutoff = (now: Date) => new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);

export function toDispute(row: queries.DisputeRow): TDispute {
  return {
    id: row.id,
    projectId: row.project_id,
    projectType: projectTypeOf(row.kind),
    reason: row.reason,
    status: row.status,
    outcome: row.outcome,
    artistSharePercent: row.artist_share_bps === null ? null : row.artist_share_bps / 100,
    artistShare: centsToDecimalString(row.artist_share_cents),
    note: row.note,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

/** The project a request names; one of another type than the request says is not found either (404). */
export async function requireProject(db: DB, input: { projectId: string; projectType: TProjectType }) {
  const project = await queries.findProject(db, input.projectId);
  if (!project || project.kind !== projectKindOf(input.projectType)) throw collab.projectNotFound(input.projectType);
  return project;
}

/** Releases what the payer put in escrow for this artist, unless the project is disputed. Inside the project lock. */
export async function releasePair(
  trx: DB,
  provider: PaymentProvider,
  projectId: string,
  payerId: string,
  artistId: string,
  reason: string,
): Promise<number> {
  if (await queries.findDispute(trx, projectId)) return 0;
  const held = await queries.escrowedPayments(trx, projectId, { payerId, recipientId: artistId });
  let released = 0;
  for (const payment of held) if (await payments.releaseAsPlatform(trx, provider, payment.id, reason)) released += 1;
  return released;
}

/**
 * Shows the hidden reviews between the owner and an artist, inside the project lock: the artist's rating is
 * recomputed from published reviews, the project counts once toward their completed projects (the first time
 * the pair's reviews show), and both are told. False when there was nothing hidden (another caller did it).
 */
export async function publishPair(
  trx: DB,
  project: { id: string; title: string; owner_id: string },
  artistId: string,
): Promise<boolean> {
  const { id, owner_id: ownerId } = project;
  const shownBefore = await queries.pairHasPublished(trx, id, ownerId, artistId);
  const published = await queries.publishPair(trx, id, ownerId, artistId);
  if (!published.length) return false;
  await setReviewFigures(trx, artistId, {
    rating: await queries.publishedRating(trx, artistId),
    countCompleted: !shownBefore,
  });
  for (const userId of [ownerId, artistId])
    await createNotification(trx, {
      userId,
      type: 'reviews_published',
      title: 'Reviews published',
      message: `The reviews for ${project.title} are now visible on your profiles.`,
      projectId: id,
    });
  return true;
}

/**
 * The hourly job: publishes the hidden reviews of projects completed 14 days ago or more, and releases the
 * escrow that is due (both reviews in, or 14 days passed) on undisputed completed projects. Idempotent: a
 * second run, or a concurrent one, finds nothing left to do. `now` is for tests (a moved clock).
 */
export async function runPayout(db: DB, provider: PaymentProvider, now: Date = new Date()) {
  const cutoff = windowCutoff(now);
  let published = 0;
  let released = 0;
  const pairs = new Map<string, { projectId: string; reviewerId: string; revieweeId: string }>();
  for (const row of await queries.hiddenReviewsDue(db, cutoff)) {
    // One entry per project and pair, whichever of the two wrote the hidden review.
    const key = [row.project_id, ...[row.reviewer_id, row.reviewee_id].sort()].join(':');
    pairs.set(key, { projectId: row.project_id, reviewerId: row.reviewer_id, revieweeId: row.reviewee_id });
  }
  for (const { projectId, reviewerId, revieweeId } of pairs.values())
    await db.transaction().execute(async (trx) => {
      const project = await queries.lockProject(trx, projectId);
      if (!project || project.status !== 'completed') return;
      const artistId = reviewerId === project.owner_id ? revieweeId : reviewerId;
      if (await publishPair(trx, project, artistId)) published += 1;
    });

  for (const payment of await queries.escrowedPaymentsDue(db, cutoff)) {
    await db.transaction().execute(async (trx) => {
      const project = await queries.lockProject(trx, payment.project_id);
      if (!project || project.status !== 'completed') return;
      if (await queries.findDispute(trx, project.id)) return;
      const reason =
        project.completed_at <= cutoff
          ? `${REVIEW_WINDOW_DAYS} days passed since completion without a dispute`
          : 'both reviews are in';
      if (await payments.releaseAsPlatform(trx, provider, payment.id, reason)) released += 1;
    });
  }
  return { published, released };
}

/** Evidence messages must be ones the owner and an artist on the project wrote each other (400 otherwise). */
async function checkEvidenceMessages(trx: DB, ownerId: string, projectId: string, ids: string[]) {
  if (!ids.length) return;
  const found = await queries.messagesByIdsBetween(trx, ids, ownerId, await queries.acceptedArtists(trx, projectId));
  if (found.length !== ids.length)
    throw new AppError(
      'INVALID_INPUT',
      'evidenceMessageIds: pick messages between you and the artist on this project (some are not)',
    );
}

/**
 * The owner disputes a completed project's payout, within the 14 days and while money is in escrow: its
 * escrowed payments stay there for an operator (no release on reviews, no automatic release), and the artists
 * paid are told. Once per project.
 */
export async function openDispute(db: DB, userId: string, input: TOpenDisputeRequest, now: Date = new Date()) {
  const project = await requireProject(db, input);
  if (project.owner_id !== userId) throw new AppError('FORBIDDEN', "Only the project's owner can dispute its payout");
  const id = await db.transaction().execute(async (trx) => {
    const locked = await queries.lockProject(trx, project.id);
    if (!locked || locked.status !== 'completed')
      throw new AppError('CONFLICT', 'You can dispute a project once it is completed');
    if (await queries.findDispute(trx, project.id)) throw new AppError('CONFLICT', 'This project is already disputed');
    if (locked.completed_at <= windowCutoff(now))
      throw new AppError('CONFLICT', `The ${REVIEW_WINDOW_DAYS} days to dispute this project are over`);
    if (locked.completion_confirmed_at)
      throw new AppError('CONFLICT', 'You confirmed the work on this project: its payment was released');
    const held = await queries.escrowedPayments(trx, project.id);
    if (!held.length)
      throw new AppError('CONFLICT', 'Nothing is held in escrow for this project: there is no payout to dispute');
    await checkEvidenceMessages(trx, locked.owner_id, project.id, input.evidenceMessageIds);
    const disputeId = await queries.insertDispute(trx, {
      projectId: project.id,
      openedBy: userId,
      reason: input.reason,
      evidenceImages: input.evidenceImages,
      evidenceMessageIds: input.evidenceMessageIds,
    });
    for (const artistId of new Set(held.map((p) => p.recipient_id)))
      await createNotification(trx, {
        userId: artistId,
        type: 'payment_disputed',
        title: 'Payment disputed',
        message: `The owner of ${locked.title} disputed the payout: "${input.reason}". The money stays in escrow until an operator decides.`,
        projectId: project.id,
      });
    return disputeId;
  });
  const row = await queries.findDisputeById(db, id);
  if (!row) throw new Error('dispute vanished after insert');
  return toDispute(row);
}

/** Open disputes for operators, oldest first, each with its project, parties and what escrow holds. */
export async function listDisputes(db: DB, input: TPageRequest) {
  const rows = await queries.listOpenDisputes(db, input);
  return { items: await forOperators(db, rows.items), nextCursor: rows.nextCursor };
}

/**
 * One dispute for the operator deciding it, with what the parties wrote to each other since the project was
 * posted (the owner and each artist with money on it; at most the last 200 messages, oldest first).
 */
export async function disputeForOperator(db: DB, id: string) {
  const row = await queries.findDisputeById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Dispute not found');
  const [dispute] = await forOperators(db, [row]);
  if (!dispute) throw new Error('dispute mapping lost a row');
  const messages = await queries.messagesBetween(
    db,
    row.project_id,
    dispute.owner.id,
    dispute.artists.map((artist) => artist.id),
  );
  const evidence = await queries.messagesByIdsBetween(
    db,
    row.evidence_message_ids,
    dispute.owner.id,
    dispute.artists.map((artist) => artist.id),
  );
  const names = new Map([dispute.owner, ...dispute.artists].map((party) => [party.id, party.displayName]));
  const toMessage = (message: (typeof messages)[number]) => ({
    id: message.id,
    senderId: message.sender_id,
    senderName: names.get(message.sender_id) ?? 'Unknown',
    receiverId: message.receiver_id,
    content: message.content,
    createdAt: new Date(message.created_at).toISOString(),
  });
  return {
    ...dispute,
    messages: messages.map(toMessage),
    evidenceImages: row.evidence_images,
    evidenceMessages: evidence.map(toMessage),
  };
}

async function forOperators(db: DB, rows: queries.DisputeRow[]): Promise<TAdminDispute[]> {
  const held = await Promise.all(
    rows.map(async (row) => {
      const [payments, cents] = await Promise.all([
        queries.escrowedPayments(db, row.project_id),
        queries.escrowBalance(db, row.project_id),
      ]);
      // Once decided, escrow is empty: the artists are those the project's payments went to.
      const paid = payments.length ? payments : await queries.paymentsOfProject(db, row.project_id);
      return { artists: [...new Set(paid.map((p) => p.recipient_id))], cents };
    }),
  );
  const embeds = await collab.loadEmbeds(
    db,
    [...rows.map((row) => row.opened_by), ...held.flatMap((h) => h.artists)],
    rows.map((row) => row.project_id),
  );
  return rows.map((row, index) => {
    const project = embeds.project(row.project_id);
    const { artists, cents } = held[index] ?? { artists: [], cents: 0 };
    return {
      ...toDispute(row),
      project: collab.toCollaborationProject(project),
      owner: collab.toParty(embeds.party(project.owner_id), collab.ownerRole(project.project_type)),
      artists: artists.map((id) => collab.toParty(embeds.party(id), 'artist')),
      inEscrow: centsToDecimalString(cents),
    };
  });
}

/** An operator's decision on a dispute, as it is recorded. */
export type DisputeDecision = {
  disputeId: string;
  inEscrowCents: number;
  outcome: TResolveDisputeRequest['outcome'];
  artistShareBps: number | null;
  artistShareCents: number | null;
  refundCents: number;
  note: TResolveDisputeRequest['note'];
};

/**
 * The operator who decides, with the console's own rules, run in the decision's transaction: the console hands them
 * in (admin/disputes/router.ts), so reviews never import the console, which imports reviews.
 */
export type DisputeDecider = {
  adminId: string;
  /** Refuses (403, nothing refunded) refunding refundCents on the project past the operator's allowance. */
  checkRefund(trx: DB, projectId: string, refundCents: number): Promise<void>;
  /** Records the decision (its audit row). */
  recordDecision(trx: DB, decision: DisputeDecision): Promise<void>;
};

/**
 * An operator settles an open dispute: every escrowed payment of the project is released to its artist,
 * refunded to the owner, or split (the artist's share released, the rest refunded), with the decision's audit
 * row, all in one transaction. What goes back to the owner counts against the operator's refund allowance, as a
 * refund from the console does: past it, the decision needs a superadmin.
 */
export async function resolveDispute(
  db: DB,
  provider: PaymentProvider,
  decider: DisputeDecider,
  input: TResolveDisputeRequest,
): Promise<TDispute> {
  const dispute = await queries.findDisputeById(db, input.id);
  if (!dispute) throw new AppError('NOT_FOUND', 'Dispute not found');
  const share = input.outcome === 'split' ? shareOf(input) : null;
  const artistShareBps = share && 'bps' in share ? share.bps : null;
  await db.transaction().execute(async (trx) => {
    await queries.lockProject(trx, dispute.project_id);
    const held = await queries.escrowedPayments(trx, dispute.project_id);
    // The same plan the preview showed, from the rows as they are now (locked with the project).
    const split = share ? checkedSplit(held, share) : null;
    const heldCents = held.reduce((sum, payment) => sum + payment.amount_cents, 0);
    const refundCents = input.outcome === 'refund' ? heldCents : (split?.refundCents ?? 0);
    await decider.checkRefund(trx, dispute.project_id, refundCents);
    const { note } = input;
    if (
      !(await queries.resolveDispute(
        trx,
        dispute.id,
        { outcome: input.outcome, artistShareBps, artistShareCents: split?.shareCents ?? null, note },
        decider.adminId,
      ))
    )
      throw new AppError('CONFLICT', 'This dispute is already resolved');
    const why = `: ${note}`;
    const reason = {
      release: `an operator resolved the dispute for the artist${why}`,
      refund: `an operator resolved the dispute for the owner${why}`,
      split: `an operator split the payout${why}`,
    }[input.outcome];
    for (const [index, payment] of held.entries()) {
      const by = decider.adminId;
      if (split)
        await payments.splitAsPlatform(trx, provider, payment.id, split.parts[index]?.shareCents ?? 0, reason, by);
      else if (input.outcome === 'refund') await payments.refundAsPlatform(trx, provider, payment.id, reason, by);
      else await payments.releaseAsPlatform(trx, provider, payment.id, reason);
    }
    await decider.recordDecision(trx, {
      disputeId: dispute.id,
      inEscrowCents: heldCents,
      outcome: input.outcome,
      artistShareBps,
      artistShareCents: split?.shareCents ?? null,
      refundCents,
      note,
    });
  });
  const row = await queries.findDisputeById(db, dispute.id);
  if (!row) throw new Error('dispute vanished while resolving');
  return toDispute(row);
}

/** The share a split request names: dollars (cents) or a percentage (basis points). */
function shareOf(input: { artistShare?: number | null; artistSharePercent?: number | undefined }): payments.SplitShare {
  if (input.artistShare !== undefined && input.artistShare !== null) return { cents: input.artistShare };
  if (input.artistSharePercent !== undefined) return { bps: Math.round(input.artistSharePercent * 100) };
  throw new AppError(
    'INVALID_INPUT',
    "A split needs the artist's share: artistShare in dollars, or artistSharePercent",
  );
}

/**
 * A split of what escrow holds now, refused (400) unless the artists get more than nothing and less than all of it:
 * those are a refund and a release, which the operator chooses as such.
 */
function checkedSplit(held: Parameters<typeof payments.planSplit>[0], share: payments.SplitShare) {
  const plan = payments.planSplit(held, share);
  if (plan.heldCents === 0)
    throw new AppError('CONFLICT', 'Escrow holds nothing for this project: there is nothing to split');
  if (plan.shareCents <= 0 || plan.shareCents >= plan.heldCents)
    throw new AppError(
      'INVALID_INPUT',
      `The artist's share must be more than $0 and less than the ${formatUsd(plan.heldCents)} held in escrow (to pay or refund it all, choose release or refund)`,
    );
  return plan;
}

/**
 * What a split would do, without doing it: the console shows it before the operator confirms. It runs the ledger's
 * own plan (ledger.planSplit) over the payments escrow holds, so the decision then writes exactly these amounts.
 */
export async function previewSplit(db: DB, input: TSplitPreviewRequest): Promise<TSplitPreview> {
  const dispute = await queries.findDisputeById(db, input.id);
  if (!dispute) throw new AppError('NOT_FOUND', 'Dispute not found');
  if (dispute.status !== 'open') throw new AppError('CONFLICT', 'This dispute is already resolved');
  const held = await queries.escrowedPayments(db, dispute.project_id);
  const plan = checkedSplit(held, shareOf(input));
  const dollars = centsToDecimalString;
  return {
    disputeId: dispute.id,
    inEscrow: dollars(plan.heldCents),
    artistShare: dollars(plan.shareCents),
    artistSharePercent: Math.round((plan.shareCents * 10_000) / plan.heldCents) / 100,
    fee: dollars(plan.feeCents),
    artistNet: dollars(plan.netCents),
    ownerRefund: dollars(plan.refundCents),
    parts: plan.parts.map((part, index) => ({
      paymentId: part.paymentId,
      artistId: held[index]?.recipient_id ?? '',
      amount: dollars(part.amountCents),
      artistShare: dollars(part.shareCents),
      fee: dollars(part.feeCents),
      artistNet: dollars(part.netCents),
      ownerRefund: dollars(part.refundCents),
    })),
  };
}
