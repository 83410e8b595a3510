import type { DB } from '@wallcraft/db';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { page } from '../../lib/paging';

/** When the review window starts: the project's completion (its last change, for a project completed without one). */
const completedAt = sql<Date>`coalesce(p.completed_at, p.updated_at)`;

function project(db: DB, id: string) {
  return db
    .selectFrom('projects as p')
    .select([
      'p.id',
      'p.kind',
      'p.title',
      'p.status',
      'p.owner_id',
      'p.completion_confirmed_at',
      completedAt.as('completed_at'),
    ])
    .where('p.id', '=', id);
}

export type ProjectState = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findProject(db: DB, id: string) {
  return project(db, id).executeTakeFirst();
}

/**
 * The project row locked for the rest of the transaction: reviews, the release and disputes of one project
 * take this lock first, so the second review sees the first, and a dispute and a release never cross.
 */
export function lockProject(trx: DB, id: string) {
  return project(trx, id).forUpdate().executeTakeFirst();
}

/** Artists with an accepted application or invitation on the project. */
export async function acceptedArtists(db: DB, projectId: string): Promise<string[]> {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('artist_id').where('project_id', '=', projectId).where('status', '=', 'accepted');
  const rows = await accepted('applications').union(accepted('invitations')).execute();
  return rows.map((row) => row.artist_id);
}

/** Reviews written on a project, with its kind. */
function reviews(db: DB, projectId: string) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('projects as p', 'p.id', 'r.project_id')
    .select([
      'r.id',
      'r.reviewer_id',
      'r.reviewee_id',
      'p.id as project_id',
      'p.kind',
      'r.rating',
      'r.comment',
      'r.created_at',
      'r.published_at',
    ])
    .where('r.project_id', '=', projectId);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export function findReview(db: DB, projectId: string, reviewerId: string, revieweeId: string) {
  return reviews(db, projectId)
    .where('r.reviewer_id', '=', reviewerId)
    .where('r.reviewee_id', '=', revieweeId)
    .executeTakeFirst();
}

/** Every review written on the project by or about this user. */
export function reviewsOfParty(db: DB, projectId: string, userId: string) {
  return reviews(db, projectId)
    .where((eb) => eb.or([eb('r.reviewer_id', '=', userId), eb('r.reviewee_id', '=', userId)]))
    .execute();
}

export async function insertReview(
  trx: DB,
  values: { projectId: string; reviewerId: string; revieweeId: string; rating: number; comment: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('reviews')
    .values({
      project_id: values.projectId,
      reviewer_id: values.reviewerId,
      reviewee_id: values.revieweeId,
      rating: values.rating,
      comment: values.comment,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Shows the pair's hidden reviews; answers those it published (none when another caller did it first). */
export function publishPair(trx: DB, projectId: string, a: string, b: string) {
  return trx
    .updateTable('reviews')
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb.and([eb('reviewer_id', '=', a), eb('reviewee_id', '=', b)]),
        eb.and([eb('reviewer_id', '=', b), eb('reviewee_id', '=', a)]),
      ]),
    )
    .set({ published_at: sql`now()`, updated_at: sql`now()` })
    .where('published_at', 'is', null)
    .returning(['id', 'reviewer_id', 'reviewee_id'])
    .execute();
}

export async function pairHasPublished(trx: DB, projectId: string, a: string, b: string) {
  const row = await trx
    .selectFrom('reviews')
    .select('id')
    .where('project_id', '=', projectId)
    .where('published_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('reviewer_id', '=', a), eb('reviewee_id', '=', b)]),
        eb.and([eb('reviewer_id', '=', b), eb('reviewee_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The artist's rating: the average of their published reviews (2 decimals, as the seed computes it); null without any. */
export async function publishedRating(trx: DB, artistId: string): Promise<number | null> {
  const row = await trx
    .selectFrom('reviews')
    .where('reviewee_id', '=', artistId)
    .where('published_at', 'is not', null)
    .select(sql<number | null>`round(avg(rating)::numeric, 2)::float8`.as('avg'))
    .executeTakeFirst();
  return row?.avg ?? null;
}

/** Projects completed at or before the cutoff that still hold hidden reviews: one row per reviewer and project. */
export function hiddenReviewsDue(db: DB, cutoff: Date) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('projects as p', 'p.id', 'r.project_id')
    .select(['p.id as project_id', 'r.reviewer_id', 'r.reviewee_id'])
    .where('r.published_at', 'is', null)
    .where('p.status', '=', 'completed')
    .where(completedAt, '<=', cutoff)
    .execute();
}

/**
 * Escrowed payments the platform releases now: on a completed project that nobody disputed, once both the
 * payer and the artist paid reviewed each other, or once the project completed at or before the cutoff.
 */
export function escrowedPaymentsDue(db: DB, cutoff: Date) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.id', 't.project_id'])
    .where('t.payment_status', '=', 'escrowed')
    .where('p.status', '=', 'completed')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('project_disputes as d').select('d.id').whereRef('d.project_id', '=', 't.project_id'))),
    )
    .where((eb) =>
      eb.or([
        eb(completedAt, '<=', cutoff),
        sql<boolean>`(SELECT count(*) FROM reviews r
          WHERE r.project_id = t.project_id
            AND ((r.reviewer_id = t.payer_id AND r.reviewee_id = t.recipient_id)
              OR (r.reviewer_id = t.recipient_id AND r.reviewee_id = t.payer_id))) = 2`,
      ]),
    )
    .orderBy('t.created_at')
    .execute();
}

/** The project's escrowed payments, or only those from one payer to one artist. */
export function escrowedPayments(db: DB, projectId: string, pair?: { payerId: string; recipientId: string }) {
  let query = db
    .selectFrom('transactions')
    .select([
      'id',
      'payer_id',
      'recipient_id',
      'amount_cents',
      'platform_fee_bps',
      'platform_fee_cents',
      'net_amount_cents',
    ])
    .where('project_id', '=', projectId)
    .where('payment_status', '=', 'escrowed');
  if (pair) query = query.where('payer_id', '=', pair.payerId).where('recipient_id', '=', pair.recipientId);
  return query.orderBy('created_at').execute();
}

/** Every payment made on the project that moved money (escrowed or after), oldest first. */
export function paymentsOfProject(db: DB, projectId: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'payer_id', 'recipient_id', 'amount_cents'])
    .where('project_id', '=', projectId)
    .where('payment_status', 'in', ['escrowed', 'completed', 'refunded'])
    .orderBy('created_at')
    .execute();
}

/**
 * What the owner and the artists wrote each other since the project was posted: the last 200, oldest first.
 * Hidden messages are included: an operator deciding a dispute reads everything.
 */
export async function messagesBetween(db: DB, projectId: string, ownerId: string, artistIds: string[]) {
  if (!artistIds.length) return [];
  const since = db.selectFrom('projects').select('created_at').where('id', '=', projectId);
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'receiver_id', 'content', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', ownerId), eb('receiver_id', 'in', artistIds)]),
        eb.and([eb('receiver_id', '=', ownerId), eb('sender_id', 'in', artistIds)]),
      ]),
    )
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.reverse();
}

/** Of `ids`, the messages the owner and one of `artistIds` wrote each other (either way), oldest first. */
export function messagesByIdsBetween(db: DB, ids: string[], ownerId: string, artistIds: string[]) {
  if (!ids.length || !artistIds.length) return Promise.resolve([]);
  return db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'receiver_id', 'content', 'created_at'])
    .where('id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', ownerId), eb('receiver_id', 'in', artistIds)]),
        eb.and([eb('receiver_id', '=', ownerId), eb('sender_id', 'in', artistIds)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What escrow holds for the project: the sum of its payments' escrow ledger entries, in cents. */
export async function escrowBalance(db: DB, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .where('t.project_id', '=', projectId)
    .where('l.account_type', '=', 'escrow')
    .select(sql<string | null>`sum(l.amount_cents)`.as('cents'))
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

const DISPUTE_COLUMNS = [
  'd.id',
  'd.project_id',
  'p.kind',
  'd.opened_by',
  'd.reason',
  'd.status',
  'd.outcome',
  'd.artist_share_bps',
  'd.artist_share_cents',
  'd.note',
  'd.created_at',
  'd.resolved_at',
  'd.evidence_images',
  'd.evidence_message_ids',
] as const;

/** Disputes with their project's kind. */
const disputes = (db: DB) =>
  db.selectFrom('project_disputes as d').innerJoin('projects as p', 'p.id', 'd.project_id').select(DISPUTE_COLUMNS);

export type DisputeRow = NonNullable<Awaited<ReturnType<typeof findDispute>>>;

export function findDispute(db: DB, projectId: string) {
  return disputes(db).where('d.project_id', '=', projectId).executeTakeFirst();
}

export function findDisputeById(db: DB, id: string) {
  return disputes(db).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDispute(
  trx: DB,
  values: {
    projectId: string;
    openedBy: string;
    reason: string;
    evidenceImages: string[];
    evidenceMessageIds: string[];
  },
): Promise<string> {
  const row = await trx
    .insertInto('project_disputes')
    .values({
      project_id: values.projectId,
      opened_by: values.openedBy,
      reason: values.reason,
      evidence_images: values.evidenceImages,
      evidence_message_ids: values.evidenceMessageIds,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Open disputes, oldest first (the operator's queue). */
export function listOpenDisputes(db: DB, input: TPageRequest) {
  return page(disputes(db).where('d.status', '=', 'open'), {
    sort: [
      ['d.created_at', 'asc'],
      ['d.id', 'asc'],
    ],
    cursor: input.cursor,
    limit: input.limit,
  });
}

/** Closes an open dispute; undefined when it was not open (any more). */
export function resolveDispute(
  trx: DB,
  id: string,
  decision: {
    outcome: 'release' | 'refund' | 'split';
    artistShareBps: number | null;
    artistShareCents: number | null;
    note: string | null;
  },
  adminId: string,
) {
  return trx
    .updateTable('project_disputes')
    .set({
      status: 'resolved',
      outcome: decision.outcome,
      artist_share_bps: decision.artistShareBps,
      artist_share_cents: decision.artistShareCents,
      note: decision.note,
      resolved_at: sql`now()`,
      resolved_by_admin_id: adminId,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
}

/** Completed projects this user owns, newest completion first. */
export function completedOwnedProjects(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('projects as p')
    .select(['p.id', completedAt.as('completed_at')])
    .where('p.owner_id', '=', userId)
    .where('p.status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Completed projects this artist was accepted on (by application or by invitation), with their owner. */
export function completedArtistProjects(db: DB, artistId: string, limit: number) {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('project_id').where('artist_id', '=', artistId).where('status', '=', 'accepted');
  return db
    .selectFrom('projects as p')
    .select(['p.id', 'p.owner_id', completedAt.as('completed_at')])
    .where('p.id', 'in', accepted('applications').union(accepted('invitations')))
    .where('p.status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Reviews this user wrote on projects, to leave out the ones already reviewed. */
export function reviewsWrittenBy(db: DB, userId: string) {
  return db
    .selectFrom('reviews')
    .select(['reviewee_id', 'project_id'])
    .where('reviewer_id', '=', userId)
    .where('project_id', 'is not', null)
    .execute();
}
