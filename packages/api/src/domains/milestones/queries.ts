import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

const COLUMNS = [
  'id',
  'project_id',
  'artist_id',
  'transaction_id',
  'title',
  'description',
  'amount_cents',
  'sequence_order',
  'due_date',
  'deliverables',
  'status',
  'approved_at',
  'funding_attempts',
  'created_at',
  'updated_at',
] as const;

export type MilestoneRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: DB, id: string) {
  return db.selectFrom('milestones').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The milestone row, locked until the transaction ends: fund, approve and edit each act on it once. */
export function lockById(trx: DB, id: string) {
  return trx.selectFrom('milestones').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A project's milestones in their order (all of them, or the ones paying one artist). */
export function listForProject(db: DB, projectId: string, artistId: string | null) {
  return db
    .selectFrom('milestones')
    .select(COLUMNS)
    .where('project_id', '=', projectId)
    .$if(artistId !== null, (q) => q.where('artist_id', '=', artistId))
    .orderBy('sequence_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Locks the project's row against other milestone writes (and against the project changing) until the
 * transaction ends: two creates or edits on one project run one after the other, so their sums are checked
 * against each other's rows.
 */
export async function lockProject(trx: DB, projectId: string) {
  const row = await trx
    .selectFrom('projects')
    .select('status')
    .where('id', '=', projectId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row?.status;
}

/** The artists with an accepted application or invitation on the project, with the amount agreed (if any). */
export function acceptedArtists(db: DB, projectId: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select(['artist_id', 'agreed_amount_cents', 'decided_at'])
      .where('project_id', '=', projectId)
      .where('status', '=', 'accepted');
  return accepted('applications').unionAll(accepted('invitations')).execute();
}

/** What the project's milestones for one artist add up to, leaving one out (the one being edited). */
export async function sumForArtist(
  db: DB,
  projectId: string,
  artistId: string,
  exceptId: string | null,
): Promise<number> {
  const row = await db
    .selectFrom('milestones')
    .select(sql<string | null>`sum(amount_cents)`.as('cents'))
    .where('project_id', '=', projectId)
    .where('artist_id', '=', artistId)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

export async function lastSequence(db: DB, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('milestones')
    .select(sql<number | null>`max(sequence_order)`.as('last'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export type NewMilestone = {
  projectId: string;
  artistId: string;
  title: string;
  description: string | null;
  amountCents: number;
  sequenceOrder: number;
  dueDate: string | null;
  deliverables: string | null;
};

export async function insert(trx: DB, values: NewMilestone) {
  const row = await trx
    .insertInto('milestones')
    .values({
      project_id: values.projectId,
      artist_id: values.artistId,
      title: values.title,
      description: values.description,
      amount_cents: values.amountCents,
      sequence_order: values.sequenceOrder,
      due_date: values.dueDate,
      deliverables: values.deliverables,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}

export type MilestoneChanges = {
  title?: string;
  description?: string | null;
  amountCents?: number;
  dueDate?: string | null;
  deliverables?: string | null;
};

/** Edits a milestone still pending; undefined when it is not (any more). */
export function updatePending(trx: DB, id: string, changes: MilestoneChanges) {
  return trx
    .updateTable('milestones')
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.amountCents !== undefined && { amount_cents: changes.amountCents }),
      ...(changes.dueDate !== undefined && { due_date: changes.dueDate }),
      ...(changes.deliverables !== undefined && { deliverables: changes.deliverables }),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function setSequence(trx: DB, id: string, sequenceOrder: number) {
  await trx
    .updateTable('milestones')
    .set({ sequence_order: sequenceOrder, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether a milestone other than `exceptId` is funded by this payment. */
export async function fundsAnother(db: DB, transactionId: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('milestones')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** pending → in_progress with its payment; undefined when it was not pending. */
export function markFunded(trx: DB, id: string, transactionId: string) {
  return trx
    .updateTable('milestones')
    .set({ status: 'in_progress', transaction_id: transactionId, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** completed (delivered) → paid; undefined when it was not delivered. */
export function markPaid(trx: DB, id: string) {
  return trx
    .updateTable('milestones')
    .set({ status: 'paid', approved_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * The money of a milestone's payment went back (or never came): the milestone is pending again, to be funded anew,
 * in the transaction that moved the payment, whichever path (payer, platform, provider) moved it.
 */
export async function reopenFundedBy(trx: DB, transactionId: string): Promise<void> {
  await trx
    .updateTable('milestones')
    .set({
      status: 'pending',
      transaction_id: null,
      funding_attempts: sql`funding_attempts + 1`,
      updated_at: sql`now()`,
    })
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', ['in_progress', 'completed'])
    .execute();
}

/** Moves a milestone between two states (deliver: in_progress → completed; changes: back); undefined otherwise. */
export function moveStatus(trx: DB, id: string, from: 'in_progress' | 'completed', to: 'in_progress' | 'completed') {
  return trx
    .updateTable('milestones')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning(COLUMNS)
    .executeTakeFirst();
}

const DELIVERY_COLUMNS = [
  'milestone_id',
  'note',
  'images',
  'submitted_at',
  'decision',
  'reason',
  'decided_at',
] as const;

export async function insertDelivery(trx: DB, milestoneId: string, values: { note: string | null; images: string[] }) {
  await trx
    .insertInto('milestone_deliveries')
    .values({ milestone_id: milestoneId, note: values.note, images: values.images })
    .execute();
}

/** Records the owner's decision on the milestone's latest delivery still undecided. */
export async function decideLatestDelivery(
  trx: DB,
  milestoneId: string,
  decision: 'approved' | 'changes_requested',
  reason: string | null,
) {
  await trx
    .updateTable('milestone_deliveries')
    .set({ decision, reason, decided_at: sql`now()` })
    .where('milestone_id', '=', milestoneId)
    .where('decision', 'is', null)
    .execute();
}

/** Each milestone's latest delivery (DISTINCT ON: one row per milestone). */
export function latestDeliveries(db: DB, milestoneIds: string[]) {
  if (!milestoneIds.length) return Promise.resolve([]);
  return db
    .selectFrom('milestone_deliveries')
    .distinctOn('milestone_id')
    .select(DELIVERY_COLUMNS)
    .where('milestone_id', 'in', milestoneIds)
    .orderBy('milestone_id')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
