import type { DB } from '@wallcraft/db';
import { centsToDecimalString, projectTypeOf } from '@wallcraft/shared';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import { publishPair, releasePair, requireProject, toDispute, windowCutoff, windowEnd } from './payout';
import * as queries from './queries';
import {
  REVIEW_WINDOW_DAYS,
  type TCreateReviewRequest,
  type TProjectReviews,
  type TProjectReviewsRequest,
  type TReview,
} from './schemas';

export { disputeForOperator, listDisputes, openDispute, previewSplit, resolveDispute, runPayout } from './payout';
export type { DisputeDecider, DisputeDecision } from './payout';

function toReview(row: queries.ReviewRow): TReview {
  return {
    id: row.id,
    projectId: row.project_id,
    projectType: projectTypeOf(row.kind),
    reviewerId: row.reviewer_id,
    revieweeId: row.reviewee_id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
  };
}

type Party = { project: queries.ProjectState; role: 'owner' | 'artist'; counterparts: string[] };

/**
 * Who the viewer may review on this project: the owner reviews its accepted artists, an accepted artist the
 * owner. Anyone else is refused (403): projects are public, so there is nothing to hide by a 404.
 */
async function partyOf(db: DB, userId: string, input: TProjectReviewsRequest): Promise<Party> {
  const project = await requireProject(db, input);
  const artists = await queries.acceptedArtists(db, project.id);
  if (project.owner_id === userId) return { project, role: 'owner', counterparts: artists };
  if (artists.includes(userId)) return { project, role: 'artist', counterparts: [project.owner_id] };
  throw new AppError('FORBIDDEN', "Only the project's owner and its accepted artist can review it");
}

function pickReviewee(party: Party, revieweeId: string | undefined): string {
  if (revieweeId !== undefined) {
    if (!party.counterparts.includes(revieweeId))
      throw new AppError(
        'INVALID_INPUT',
        party.role === 'owner'
          ? 'revieweeId must be an artist accepted on this project'
          : "revieweeId must be the project's owner",
      );
    return revieweeId;
  }
  const [only, ...others] = party.counterparts;
  if (!only) throw new AppError('CONFLICT', 'This project has no accepted artist to review');
  if (others.length)
    throw new AppError(
      'INVALID_INPUT',
      'revieweeId: required, this project has several artists; name the one you review',
    );
  return only;
}

export type ReviewDeps = { provider: PaymentProvider; now?: () => Date };

/**
 * A party reviews the other once the project is completed. The first review of a pair stays hidden and the
 * other party hears that it exists (not what it says); the second (or any review after the 14-day window)
 * publishes both, and with both reviews in, the payer's escrow for that artist is released.
 */
export async function createReview(
  db: DB,
  deps: ReviewDeps,
  userId: string,
  input: TCreateReviewRequest,
): Promise<TReview> {
  const party = await partyOf(db, userId, input);
  const projectId = party.project.id;
  const revieweeId = pickReviewee(party, input.revieweeId);
  const completedOnly = () => new AppError('CONFLICT', 'You can review once the project is completed');
  if (party.project.status !== 'completed') throw completedOnly();
  const now = deps.now?.() ?? new Date();

  const id = await db.transaction().execute(async (trx) => {
    const locked = await queries.lockProject(trx, projectId);
    if (!locked || locked.status !== 'completed') throw completedOnly();
    if (await queries.findReview(trx, projectId, userId, revieweeId))
      throw new AppError('CONFLICT', 'You have already reviewed this project');
    const reviewId = await queries.insertReview(trx, {
      projectId,
      reviewerId: userId,
      revieweeId,
      rating: input.rating,
      comment: input.comment,
    });
    const theirs = await queries.findReview(trx, projectId, revieweeId, userId);
    const artistId = party.role === 'owner' ? revieweeId : userId;
    if (theirs || locked.completed_at <= windowCutoff(now)) await publishPair(trx, locked, artistId);
    else
      await createNotification(trx, {
        userId: revieweeId,
        type: 'review_received',
        title: 'You received a review',
        message: `You were reviewed for ${locked.title}. Leave your review to see it: reviews are shown once both are in or after ${REVIEW_WINDOW_DAYS} days.`,
        projectId,
      });
    if (theirs) await releasePair(trx, deps.provider, projectId, locked.owner_id, artistId, 'both reviews are in');
    return reviewId;
  });
  const mine = await queries.findReview(db, projectId, userId, revieweeId);
  if (!mine || mine.id !== id) throw new Error('review vanished after insert');
  return toReview(mine);
}

/** What a party sees of the project's reviews: their own, whether the other reviewed, the other's once shown. */
export async function projectReviews(
  db: DB,
  userId: string,
  input: TProjectReviewsRequest,
  now: Date = new Date(),
): Promise<TProjectReviews> {
  const { project, role, counterparts } = await partyOf(db, userId, input);
  const projectType = projectTypeOf(project.kind);
  const [rows, dispute, escrowCents, embeds] = await Promise.all([
    queries.reviewsOfParty(db, project.id, userId),
    queries.findDispute(db, project.id),
    queries.escrowBalance(db, project.id),
    collab.loadEmbeds(db, counterparts, []),
  ]);
  const pairs = counterparts.map((otherId) => {
    const mine = rows.find((r) => r.reviewer_id === userId && r.reviewee_id === otherId);
    const theirs = rows.find((r) => r.reviewer_id === otherId && r.reviewee_id === userId);
    return {
      counterpart: collab.toParty(embeds.party(otherId), role === 'owner' ? 'artist' : collab.ownerRole(projectType)),
      mine: mine ? toReview(mine) : null,
      theyReviewed: Boolean(theirs),
      theirs: theirs?.published_at ? toReview(theirs) : null,
      published: Boolean(mine?.published_at ?? theirs?.published_at),
    };
  });
  const completed = project.status === 'completed';
  const withinWindow = completed && project.completed_at > windowCutoff(now);
  return {
    projectId: project.id,
    projectType,
    projectStatus: project.status,
    role,
    completedAt: completed ? project.completed_at.toISOString() : null,
    revealsAt: completed ? windowEnd(project.completed_at).toISOString() : null,
    canReview: completed && pairs.some((pair) => !pair.mine),
    pairs,
    inEscrow: centsToDecimalString(escrowCents),
    dispute: dispute ? toDispute(dispute) : null,
    canDispute: role === 'owner' && withinWindow && escrowCents > 0 && !dispute,
  };
}

/** Completed projects where the viewer still has someone to review (what a review_requested notification asks). */
export async function pendingReviews(db: DB, userId: string) {
  const LIMIT = 50;
  const [owned, worked, written] = await Promise.all([
    queries.completedOwnedProjects(db, userId, LIMIT),
    queries.completedArtistProjects(db, userId, LIMIT),
    queries.reviewsWrittenBy(db, userId),
  ]);
  const done = new Set(written.map((r) => `${r.project_id}:${r.reviewee_id}`));
  const todo: { projectId: string; counterpartId: string }[] = [];
  for (const project of owned)
    for (const artistId of await queries.acceptedArtists(db, project.id))
      todo.push({ projectId: project.id, counterpartId: artistId });
  for (const project of worked) todo.push({ projectId: project.id, counterpartId: project.owner_id });
  const open = todo.filter((t) => !done.has(`${t.projectId}:${t.counterpartId}`)).slice(0, LIMIT);
  const embeds = await collab.loadEmbeds(
    db,
    open.map((t) => t.counterpartId),
    open.map((t) => t.projectId),
  );
  return {
    items: open.map((t) => {
      const project = embeds.project(t.projectId);
      return {
        project: collab.toCollaborationProject(project),
        counterpart: collab.toParty(
          embeds.party(t.counterpartId),
          project.owner_id === t.counterpartId ? collab.ownerRole(project.project_type) : 'artist',
        ),
      };
    }),
  };
}
