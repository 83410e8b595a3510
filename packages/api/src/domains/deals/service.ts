import type { DB } from '@wallcraft/db';
import { centsToDecimalString, moneyToCents, type TProjectType } from '@wallcraft/shared';
import type { TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { AppError } from '../../trpc/errors';
import { listAgreedAmounts } from '../agreed-amounts/service';
import * as collab from '../collaboration/service';
import { listMilestones } from '../milestones/service';
import { projectReviews } from '../reviews/service';
import { projectTracking } from '../tracking/service';
import { nextAction, waitingFor, type DealState, type TDealRole } from './next-action';
import * as queries from './queries';
import { DEAL_STEPS, type TDeal, type TDealSummary, type TGetDealRequest } from './schemas';

/*
 * The deal room (docs/product.md#deal-room): one project and one hired artist, seen by its owner or that artist.
 * It reads the domains that hold each part (milestones, payments' ledger, tracking, reviews, agreed amounts) through
 * their services, and decides the next step with the pure nextAction.
 */

const notFound = () => new AppError('NOT_FOUND', 'Deal not found');

const STEP_LABELS: Record<(typeof DEAL_STEPS)[number], string> = {
  hired: 'Hired',
  funded: 'Escrow funded',
  started: 'Started',
  in_progress: 'In progress',
  completed: 'Completed',
  reviewed: 'Reviewed',
  paid: 'Paid',
};

const projectTypeOf = (kind: 'brand' | 'wall'): TProjectType => (kind === 'brand' ? 'brand_project' : 'wall_project');
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const earliest = (dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort()[0] ?? null;
const latest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/**
 * Who sees which deal: the owner any hired artist's (artistId, default the first hired), a hired artist their own.
 * Anyone else, an artist not hired, or an artistId not hired on it: 404, as for a project that does not exist.
 */
async function resolve(db: DB, viewerId: string, input: TGetDealRequest) {
  const project = await queries.findProject(db, input.projectId);
  if (!project) throw notFound();
  const hires = await queries.hiresOn(db, project.id);
  const role: TDealRole | null =
    project.owner_id === viewerId ? 'owner' : hires.some((hire) => hire.artistId === viewerId) ? 'artist' : null;
  if (!role) throw notFound();
  const artistId = role === 'artist' ? viewerId : (input.artistId ?? hires[0]?.artistId);
  const hire = hires.find((candidate) => candidate.artistId === artistId);
  if (!hire || (input.artistId && input.artistId !== hire.artistId)) throw notFound();
  return { project, hires, role, hire };
}

export async function getDeal(db: DB, viewerId: string, input: TGetDealRequest, now = new Date()): Promise<TDeal> {
  const { project, hires, role, hire } = await resolve(db, viewerId, input);
  const projectType = projectTypeOf(project.kind);
  const ref = { projectId: project.id, projectType };
  const [embeds, milestoneList, amounts, sums, payments, tracking, reviews] = await Promise.all([
    collab.loadEmbeds(db, [project.owner_id, ...hires.map((h) => h.artistId)], []),
    listMilestones(db, viewerId, ref),
    listAgreedAmounts(db, viewerId, ref),
    queries.ledgerSums(db, project.id, hire.artistId),
    queries.paymentsOf(db, project.id, hire.artistId),
    projectTracking(db, viewerId, ref),
    projectReviews(db, viewerId, ref, now),
  ]);
  const owner = collab.toParty(embeds.party(project.owner_id), collab.ownerRole(projectType));
  const artistOf = (id: string) => collab.toParty(embeds.party(id), 'artist');
  const artist = artistOf(hire.artistId);
  const milestones = milestoneList.items.filter((milestone) => milestone.artistId === hire.artistId);
  const agreedAmount = milestoneList.artists.find((budget) => budget.artist.id === hire.artistId)?.agreedAmount ?? null;
  const session = tracking.session?.artistId === hire.artistId ? tracking.session : null;
  const pair = reviews.pairs.find((candidate) =>
    role === 'owner' ? candidate.counterpart.id === hire.artistId : candidate.counterpart.id === project.owner_id,
  );
  const published = [pair?.mine, pair?.theirs].filter((review) => review?.publishedAt).flatMap((r) => (r ? [r] : []));
  const reviewed = {
    owner: role === 'owner' ? Boolean(pair?.mine) : Boolean(pair?.theyReviewed),
    artist: role === 'artist' ? Boolean(pair?.mine) : Boolean(pair?.theyReviewed),
  };

  const state: DealState = {
    projectStatus: project.status,
    agreedCents: moneyToCents(agreedAmount),
    amountProposed: amounts.items.some((amount) => amount.artistId === hire.artistId && amount.status === 'proposed'),
    fundedCents: sums.escrowedCents + sums.releasedCents,
    milestones: milestones.map((m) => ({ id: m.id, status: m.status, amountCents: moneyToCents(m.amount) ?? 0 })),
    tracking: session?.status ?? null,
    completedAt: project.completed_at,
    completionConfirmed: project.completion_confirmed_at !== null,
    disputeOpen: reviews.dispute?.status === 'open',
    withinReviewWindow: reviews.revealsAt !== null && new Date(reviews.revealsAt) > now,
    reviewed,
  };
  const action = nextAction(state, role);
  const other = role === 'owner' ? artist : owner;

  const at: Record<(typeof DEAL_STEPS)[number], string | null> = {
    hired: iso(hire.hiredAt),
    funded: earliest(payments.map((payment) => iso(payment.escrowed_at))),
    started: session?.startedAt ?? iso(project.started_at),
    in_progress: earliest(milestones.flatMap((m) => [m.latestDelivery?.submittedAt, m.approvedAt])),
    completed: iso(project.completed_at),
    reviewed: earliest(published.map((review) => review.publishedAt)),
    paid:
      sums.releasedCents > 0 && sums.escrowedCents === 0
        ? latest(payments.map((payment) => iso(payment.released_at)))
        : null,
  };
  // Work under way without a milestone delivered yet: the step counts from the start.
  if (!at.in_progress && project.status !== 'open' && project.status !== 'hired') at.in_progress = at.started;

  const destination = [
    [project.site_latitude, project.site_longitude],
    [project.wall_latitude, project.wall_longitude],
    [project.latitude, project.longitude],
  ].find(([latitude, longitude]) => latitude != null && longitude != null);

  return {
    project: {
      id: project.id,
      projectType,
      title: project.title,
      status: project.status,
      streetAddress: project.street_address,
      destination: destination ? { latitude: destination[0]!, longitude: destination[1]! } : null,
    },
    owner,
    artist,
    artists: role === 'owner' ? hires.map((h) => artistOf(h.artistId)) : [artist],
    viewerRole: role,
    agreedAmount,
    money: {
      escrowed: centsToDecimalString(sums.escrowedCents),
      released: centsToDecimalString(sums.releasedCents),
      refunded: centsToDecimalString(sums.refundedCents),
      fee: centsToDecimalString(sums.feeCents),
      artistNet: centsToDecimalString(sums.artistNetCents),
    },
    steps: DEAL_STEPS.map((key) => ({ key, label: STEP_LABELS[key], at: at[key] })),
    nextAction: action && {
      kind: action.kind,
      label: action.label,
      ...(action.milestoneId ? { milestoneId: action.milestoneId } : {}),
      artistId: hire.artistId,
      ...(action.amountCents ? { amount: centsToDecimalString(action.amountCents) } : {}),
    },
    waitingFor: waitingFor(state, role, other.displayName),
    milestones,
    tracking: session,
    completion: {
      photos: project.completion_photos,
      note: project.completion_note,
      confirmedAt: iso(project.completion_confirmed_at),
      reviewWindowEndsAt: reviews.revealsAt,
    },
    dispute: reviews.dispute,
    reviews: published,
    paymentIds: payments.map((payment) => payment.id),
  };
}

/** The viewer's deals for the dashboard: each hire on their projects and each project they were hired on. */
export async function listDeals(db: DB, viewerId: string, request: TPageRequest): Promise<TPage<TDealSummary>> {
  const rows = await queries.listForUser(db, viewerId, request);
  const embeds = await collab.loadEmbeds(
    db,
    rows.items.flatMap((row) => [row.owner_id, row.artist_id]),
    [],
  );
  return {
    items: rows.items.map((row) => {
      const projectType = projectTypeOf(row.kind);
      const isOwner = row.owner_id === viewerId;
      return {
        projectId: row.project_id,
        projectType,
        title: row.title,
        status: row.status,
        viewerRole: isOwner ? 'owner' : 'artist',
        counterpart: isOwner
          ? collab.toParty(embeds.party(row.artist_id), 'artist')
          : collab.toParty(embeds.party(row.owner_id), collab.ownerRole(projectType)),
        hiredAt: iso(row.decided_at) ?? new Date(0).toISOString(),
      };
    }),
    nextCursor: rows.nextCursor,
  };
}
