import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd, type TProjectType } from '@wallcraft/shared';
import { MAX_MILESTONES_PER_PROJECT } from '@wallcraft/shared/schemas';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import * as agreedAmounts from '../agreed-amounts/service';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import * as payments from '../payments/service';
import * as queries from './queries';
import type {
  TCreateMilestoneRequest,
  TFundedMilestone,
  TListMilestonesRequest,
  TMilestone,
  TMilestoneBudget,
  TMilestoneList,
  TReorderMilestonesRequest,
  TUpdateMilestoneRequest,
} from './schemas';

/** Milestones of `project`, as the API shows them. */
async function present(db: DB, project: collab.ProjectRow, rows: queries.MilestoneRow[]): Promise<TMilestone[]> {
  const artistIds = rows.flatMap((row) => (row.artist_id ? [row.artist_id] : []));
  const [embeds, deliveries] = await Promise.all([
    collab.loadEmbeds(db, artistIds, []),
    queries.latestDeliveries(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const latest = new Map(deliveries.map((delivery) => [delivery.milestone_id, delivery]));
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    projectType: project.project_type,
    artistId: row.artist_id,
    artist: row.artist_id ? collab.toParty(embeds.party(row.artist_id), 'artist') : null,
    title: row.title,
    description: row.description,
    amount: centsToDecimalString(row.amount_cents),
    sequenceOrder: row.sequence_order,
    dueDate: row.due_date,
    deliverables: row.deliverables,
    status: row.status,
    transactionId: row.transaction_id,
    approvedAt: row.approved_at?.toISOString() ?? null,
    latestDelivery: toDelivery(latest.get(row.id)),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

type DeliveryRow = Awaited<ReturnType<typeof queries.latestDeliveries>>[number];

function toDelivery(row: DeliveryRow | undefined): TMilestone['latestDelivery'] {
  if (!row) return null;
  return {
    note: row.note,
    images: row.images,
    submittedAt: row.submitted_at.toISOString(),
    decision: row.decision,
    reason: row.reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export async function presentOne(db: DB, project: collab.ProjectRow, row: queries.MilestoneRow): Promise<TMilestone> {
  const [milestone] = await present(db, project, [row]);
  if (!milestone) throw new Error('milestone mapping lost a row');
  return milestone;
}

export const notFound = () => new AppError('NOT_FOUND', 'Milestone not found');

type Viewer = { project: collab.ProjectRow; role: 'owner' | 'artist' };

/** What a request names a project by: its id, and the type it was sent as (a mismatch is not found). */
type ProjectRef = { projectId: string; projectType: TProjectType };

/** The project's parties only: its owner and its accepted artists; to anyone else it does not exist (404). */
async function viewProject(db: DB, viewerId: string, ref: ProjectRef): Promise<Viewer> {
  const project = await collab.findProject(db, ref.projectId, ref.projectType);
  if (!project) throw collab.projectNotFound(ref.projectType);
  if (project.owner_id === viewerId) return { project, role: 'owner' };
  const accepted = await queries.acceptedArtists(db, project.id);
  if (accepted.some((row) => row.artist_id === viewerId)) return { project, role: 'artist' };
  throw collab.projectNotFound(ref.projectType);
}

/** The owner acts; an artist on the project may look but not act (403). */
async function ownProject(db: DB, userId: string, ref: ProjectRef, action: string) {
  const { project, role } = await viewProject(db, userId, ref);
  if (role !== 'owner') throw new AppError('FORBIDDEN', `Only the project’s owner can ${action}`);
  return project;
}

/** A milestone the owner acts on: 404 for strangers and for artists it does not pay, 403 for the artist it pays. */
export async function ownMilestone(db: DB, userId: string, id: string, action: string) {
  const row = isUuid(id) ? await queries.findById(db, id) : undefined;
  if (!row) throw notFound();
  const project = await collab.findProject(db, row.project_id);
  if (!project) throw notFound();
  if (project.owner_id === userId) return { row, project };
  const accepted = await queries.acceptedArtists(db, project.id);
  if (row.artist_id === userId && accepted.some((decision) => decision.artist_id === userId))
    throw new AppError('FORBIDDEN', `Only the project’s owner can ${action}`);
  throw notFound();
}

type Decision = Awaited<ReturnType<typeof queries.acceptedArtists>>[number];

/**
 * The amount agreed with each accepted artist: their latest accepted decision that recorded one (a proposal's
 * quote), else the amount they confirmed when the owner proposed one (agreed-amounts), else null.
 */
function agreedByArtist(decisions: Decision[], confirmed: Map<string, number>): Map<string, number | null> {
  const agreed = new Map<string, { cents: number | null; at: number }>();
  for (const row of decisions) {
    const seen = agreed.get(row.artist_id);
    const at = row.decided_at?.getTime() ?? 0;
    if (row.agreed_amount_cents === null) {
      if (!seen) agreed.set(row.artist_id, { cents: null, at: -Infinity });
    } else if (!seen || seen.cents === null || at > seen.at)
      agreed.set(row.artist_id, { cents: row.agreed_amount_cents, at });
  }
  return new Map([...agreed].map(([artistId, { cents }]) => [artistId, cents ?? confirmed.get(artistId) ?? null]));
}

/** Per artist: the agreed amount, what their milestones add up to, and what is left to plan. */
async function budgets(
  db: DB,
  project: collab.ProjectRow,
  rows: queries.MilestoneRow[],
  onlyArtistId: string | null,
): Promise<TMilestoneBudget[]> {
  const decisions = await queries.acceptedArtists(db, project.id);
  const agreed = agreedByArtist(decisions, await agreedAmounts.confirmedAmounts(db, project.id));
  const artistIds = [...agreed.keys()].filter((id) => onlyArtistId === null || id === onlyArtistId);
  const embeds = await collab.loadEmbeds(db, artistIds, []);
  const items = artistIds.map((artistId) => {
    const agreedCents = agreed.get(artistId) ?? null;
    const plannedCents = rows.reduce((sum, row) => (row.artist_id === artistId ? sum + row.amount_cents : sum), 0);
    return {
      artist: collab.toParty(embeds.party(artistId), 'artist'),
      agreedAmount: agreedCents === null ? null : centsToDecimalString(agreedCents),
      plannedAmount: centsToDecimalString(plannedCents),
      remainingAmount: agreedCents === null ? null : centsToDecimalString(Math.max(agreedCents - plannedCents, 0)),
    };
  });
  return items.sort((a, b) => a.artist.displayName.localeCompare(b.artist.displayName));
}

/**
 * The owner sees every milestone; an artist on the project sees the ones that pay them. In sequence order,
 * with each visible artist's agreed amount and how much of it is planned.
 */
export async function listMilestones(db: DB, viewerId: string, input: TListMilestonesRequest): Promise<TMilestoneList> {
  const { project, role } = await viewProject(db, viewerId, input);
  const onlyArtistId = role === 'owner' ? null : viewerId;
  const rows = await queries.listForProject(db, project.id, onlyArtistId);
  return { items: await present(db, project, rows), artists: await budgets(db, project, rows, onlyArtistId) };
}

/**
 * The payment minimum (a console setting) applies to the deal, not to each milestone: the deal's total is the
 * amount agreed with the artist, which its milestones never exceed, so a small step of a large deal is allowed.
 * Checked with the minimum in force when a milestone is created, edited or funded.
 */
function checkDealMinimum(agreedCents: number, minimumCents: number) {
  if (agreedCents < minimumCents)
    throw new AppError(
      'INVALID_INPUT',
      `The deal with this artist totals ${formatUsd(agreedCents)}, below the payment minimum of ${formatUsd(minimumCents)}: milestones need a deal of at least that much`,
    );
}

function checkOpen(status: string | undefined, project: collab.ProjectRow) {
  if (status === undefined) throw collab.projectNotFound(project.project_type);
  if (status === 'cancelled') throw new AppError('CONFLICT', 'This project is cancelled');
  if (status === 'completed') throw new AppError('CONFLICT', 'This project is completed');
}

/**
 * The amount agreed with an artist on the project: the latest accepted decision that recorded one. 400 when
 * the artist is not accepted on it; 409 when nothing was agreed yet.
 */
async function agreedAmount(trx: DB, projectId: string, artistId: string) {
  const agreed = agreedByArtist(
    await queries.acceptedArtists(trx, projectId),
    await agreedAmounts.confirmedAmounts(trx, projectId),
  );
  if (!agreed.has(artistId))
    throw new AppError(
      'INVALID_INPUT',
      'artistId must be an artist with an accepted application or invitation on this project',
    );
  const cents = agreed.get(artistId);
  if (cents === null || cents === undefined)
    throw new AppError(
      'CONFLICT',
      'Agree on an amount first: accept a proposal with a quote, or propose an amount the artist confirms',
    );
  return cents;
}

/**
 * Milestones for one artist never add up to more than the amount agreed with them (409 naming what is left), and
 * that deal meets the payment minimum (400).
 */
async function checkWithinAgreed(
  trx: DB,
  minimumCents: number,
  projectId: string,
  artistId: string,
  amountCents: number,
  exceptId: string | null,
) {
  const agreedCents = await agreedAmount(trx, projectId, artistId);
  checkDealMinimum(agreedCents, minimumCents);
  const takenCents = await queries.sumForArtist(trx, projectId, artistId, exceptId);
  if (takenCents + amountCents > agreedCents)
    throw new AppError(
      'CONFLICT',
      `Milestones may add up to the agreed ${formatUsd(agreedCents)}; ${formatUsd(Math.max(agreedCents - takenCents, 0))} of it is left`,
    );
}

/** The artist a new milestone pays: the one named, else the project's only accepted artist. */
async function recipientOf(trx: DB, projectId: string, input: TCreateMilestoneRequest): Promise<string> {
  if (input.artistId) return input.artistId;
  const artists = new Set((await queries.acceptedArtists(trx, projectId)).map((row) => row.artist_id));
  const [only] = artists;
  if (artists.size === 1 && only) return only;
  if (artists.size === 0) throw new AppError('CONFLICT', 'Accept an artist on this project before adding milestones');
  throw new AppError('INVALID_INPUT', 'artistId is required: this project has more than one artist');
}

export async function ownerName(db: DB, project: collab.ProjectRow) {
  const embeds = await collab.loadEmbeds(db, [project.owner_id], []);
  return collab.toParty(embeds.party(project.owner_id), collab.ownerRole(project.project_type)).displayName;
}

/**
 * The owner adds a milestone for an accepted artist; its sum with the artist's other milestones stays within
 * the amount agreed with them. The project's row is locked meanwhile, so concurrent creates are checked one
 * after the other. The artist is notified (milestone_created).
 */
export async function createMilestone(
  db: DB,
  settings: Pick<payments.PaymentDeps, 'minimumCents'>,
  ownerId: string,
  input: TCreateMilestoneRequest,
): Promise<TMilestone> {
  const project = await ownProject(db, ownerId, input, 'add milestones');
  const row = await db.transaction().execute(async (trx) => {
    checkOpen(await queries.lockProject(trx, project.id), project);
    const artistId = await recipientOf(trx, project.id, input);
    await checkWithinAgreed(trx, settings.minimumCents, project.id, artistId, input.amount, null);
    const last = await queries.lastSequence(trx, project.id);
    const existing = await queries.listForProject(trx, project.id, null);
    if (existing.length >= MAX_MILESTONES_PER_PROJECT)
      throw new AppError('CONFLICT', `A project has at most ${MAX_MILESTONES_PER_PROJECT} milestones`);
    const created = await queries.insert(trx, {
      projectId: project.id,
      artistId,
      title: input.title,
      description: input.description ?? null,
      amountCents: input.amount,
      sequenceOrder: input.sequenceOrder ?? last + 1,
      dueDate: input.dueDate ?? null,
      deliverables: input.deliverables ?? null,
    });
    await createNotification(trx, {
      userId: artistId,
      type: 'milestone_created',
      title: 'New milestone',
      message: `${await ownerName(trx, project)} added the milestone “${created.title}” (${formatUsd(created.amount_cents)}) to ${project.title}.`,
      projectId: project.id,
    });
    return created;
  });
  return presentOne(db, project, row);
}

/** The owner edits a milestone while it is pending (not funded); a new amount is checked as on creation. */
export async function updateMilestone(
  db: DB,
  settings: Pick<payments.PaymentDeps, 'minimumCents'>,
  ownerId: string,
  input: TUpdateMilestoneRequest,
): Promise<TMilestone> {
  const { row, project } = await ownMilestone(db, ownerId, input.id, 'edit milestones');
  const updated = await db.transaction().execute(async (trx) => {
    checkOpen(await queries.lockProject(trx, project.id), project);
    const current = await queries.lockById(trx, row.id);
    if (!current) throw notFound();
    if (current.status !== 'pending')
      throw new AppError('CONFLICT', `Only a pending milestone can be edited; this one is ${current.status}`);
    if (input.amount !== undefined && input.amount > current.amount_cents && current.artist_id)
      await checkWithinAgreed(trx, settings.minimumCents, project.id, current.artist_id, input.amount, current.id);
    const changed = await queries.updatePending(trx, current.id, {
      title: input.title,
      description: input.description,
      amountCents: input.amount,
      dueDate: input.dueDate,
      deliverables: input.deliverables,
    });
    if (!changed) throw new Error('a locked pending milestone did not update');
    return changed;
  });
  return presentOne(db, project, updated);
}

/** The owner sets the order of all the project's milestones at once: 1, 2, 3… in the order of `ids`. */
export async function reorderMilestones(
  db: DB,
  ownerId: string,
  input: TReorderMilestonesRequest,
): Promise<TMilestoneList> {
  const project = await ownProject(db, ownerId, input, 'reorder milestones');
  await db.transaction().execute(async (trx) => {
    if ((await queries.lockProject(trx, project.id)) === undefined) throw collab.projectNotFound(input.projectType);
    const existing = await queries.listForProject(trx, project.id, null);
    const known = new Set(existing.map((row) => row.id));
    const given = new Set(input.ids);
    if (given.size !== input.ids.length || given.size !== known.size || input.ids.some((id) => !known.has(id)))
      throw new AppError(
        'INVALID_INPUT',
        `ids must list each of the project’s ${known.size} milestones once, in the new order`,
      );
    for (const [index, id] of input.ids.entries()) await queries.setSequence(trx, id, index + 1);
  });
  return listMilestones(db, ownerId, input);
}

/**
 * One key per funding of a milestone: a retry finds its payment, a funding after a refund makes a new one. The
 * payments domain keeps it apart from the keys clients send (createMilestonePayment).
 */
function fundingKey(row: queries.MilestoneRow): string {
  return row.funding_attempts === 0 ? `milestone-${row.id}` : `milestone-${row.id}-${row.funding_attempts}`;
}

type HeldPayment = NonNullable<Awaited<ReturnType<typeof payments.holdPayment>>>;

/**
 * Why the payment its funding key answers cannot fund the milestone (null when it can): it must hold the money or
 * be about to (pending or escrowed), be from the owner to the milestone's artist for its amount on its project, and
 * fund no other milestone. A milestone linked to anything else would show as funded with nothing held for it.
 */
function fundingRefusal(
  payment: HeldPayment | undefined,
  row: queries.MilestoneRow,
  ownerId: string,
  fundsAnother: boolean,
): string | null {
  if (!payment) return 'the payment made for it is gone';
  if (payment.status !== 'pending' && payment.status !== 'escrowed')
    return `the payment made for it (${payment.id}) is ${payment.status}, so it holds no money for it`;
  if (
    payment.payerId !== ownerId ||
    payment.recipientId !== row.artist_id ||
    payment.amountCents !== row.amount_cents ||
    payment.projectId !== row.project_id
  )
    return `the payment made for it (${payment.id}) is not from you to its artist for ${formatUsd(row.amount_cents)}`;
  if (fundsAnother) return `the payment made for it (${payment.id}) already funds another milestone`;
  return null;
}

/**
 * The owner funds one milestone: its own payment (paymentType milestone) to its artist, through the payments
 * domain (fee, minimum, escrow, both parties notified), then linked to it: pending → in_progress. The payment
 * is created with the milestone's funding key, so a retry after a failure never pays twice; what that key answers
 * is checked before it is linked (409 otherwise, and nothing changes).
 */
export async function fundMilestone(
  db: DB,
  deps: payments.PaymentDeps,
  ownerId: string,
  id: string,
): Promise<TFundedMilestone> {
  const { row, project } = await ownMilestone(db, ownerId, id, 'fund milestones');
  if (row.status !== 'pending')
    throw new AppError('CONFLICT', `This milestone was already funded; it is ${row.status}`);
  const artistId = row.artist_id;
  if (!artistId) throw new AppError('CONFLICT', 'This milestone names no artist to pay');
  checkDealMinimum(await agreedAmount(db, row.project_id, artistId), deps.minimumCents);
  const payment = await payments.createMilestonePayment(
    db,
    deps,
    ownerId,
    { projectType: project.project_type, projectId: row.project_id, recipientId: artistId, amount: row.amount_cents },
    fundingKey(row),
  );
  const funded = await db.transaction().execute(async (trx) => {
    // The payment first, then the milestone: the order a refund or cancel takes them in.
    const held = await payments.holdPayment(trx, payment.id);
    const current = await queries.lockById(trx, row.id);
    if (current?.status !== 'pending') throw new AppError('CONFLICT', 'This milestone was already funded');
    const refusal = fundingRefusal(held, current, ownerId, await queries.fundsAnother(trx, payment.id, current.id));
    if (refusal)
      throw new AppError(
        'CONFLICT',
        `This milestone cannot be funded: ${refusal}; nothing was changed. Contact support with the milestone’s id to have it funded anew`,
      );
    return queries.markFunded(trx, current.id, payment.id);
  });
  if (!funded) throw new AppError('CONFLICT', 'This milestone was already funded');
  return { ...(await presentOne(db, project, funded)), checkoutUrl: payment.checkoutUrl };
}

/**
 * The owner approves a milestone the artist delivered (completed; 409 before): its payment is released to the artist (the ledger's release
 * entries, the provider's transfer) and the milestone is paid, in one transaction with the milestone's row
 * locked, so approving twice releases once (the second is 409). The artist is notified (milestone_released).
 */
export async function approveMilestone(
  db: DB,
  provider: PaymentProvider,
  ownerId: string,
  id: string,
): Promise<TMilestone> {
  const { row, project } = await ownMilestone(db, ownerId, id, 'approve milestones');
  const paid = await db.transaction().execute(async (trx) => {
    const current = await queries.lockById(trx, row.id);
    if (!current) throw notFound();
    if (current.status === 'paid') throw new AppError('CONFLICT', 'This milestone was already approved and paid');
    if (current.status === 'in_progress')
      throw new AppError('CONFLICT', 'Wait for the artist to mark it done: nothing was delivered to approve yet');
    if (current.status !== 'completed' || !current.transaction_id)
      throw new AppError('CONFLICT', 'Fund this milestone before approving its deliverable');
    const reason = `the milestone “${current.title}” was approved`;
    if (!(await payments.releaseAsPlatform(trx, provider, current.transaction_id, reason))) {
      // Released already (by the payer on the payment itself, or by the platform): the money moved once; the
      // milestone is paid. Any other state cannot be released.
      const payment = await payments.getPayment(trx, ownerId, current.transaction_id);
      if (payment.paymentStatus === 'escrowed')
        throw new AppError(
          'CONFLICT',
          'The payment could not be released yet (with Stripe, the artist must connect a payout account first); try again later',
        );
      if (payment.paymentStatus !== 'completed')
        throw new AppError(
          'CONFLICT',
          `This milestone's payment is ${payment.paymentStatus}; only a payment in escrow can be released`,
        );
    }
    const done = await queries.markPaid(trx, current.id);
    if (!done) throw new Error('a locked delivered milestone did not update');
    await queries.decideLatestDelivery(trx, current.id, 'approved', null);
    if (current.artist_id)
      await createNotification(trx, {
        userId: current.artist_id,
        type: 'milestone_released',
        title: 'Milestone approved',
        message: `${await ownerName(trx, project)} approved the milestone “${current.title}” on ${project.title}; its payment of ${formatUsd(current.amount_cents)} was released to you.`,
        transactionId: current.transaction_id,
        projectId: project.id,
      });
    return done;
  });
  return presentOne(db, project, paid);
}

/** Registered with payments' onPaymentReturned (server.ts): a milestone whose payment went back is due again. */
export const reopenMilestoneOfPayment = (trx: DB, payment: { id: string }) => queries.reopenFundedBy(trx, payment.id);
