import type { DB } from '@wallcraft/db';
import type { TProjectType } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { page } from '../../lib/paging';
import { projectColumn } from '../../lib/project-ref';

/** When the review window starts: the project's completion (its last change, for a project completed without one). */
const completedAt = (table: string) =>
  sql<Date>`coalesce(${sql.ref(`${table}.completed_at`)}, ${sql.ref(`${table}.updated_at`)})`;

function brandProject(db: DB, id: string) {
  return db
    .selectFrom('brand_projects as p')
    .select(['p.id', 'p.title', 'p.status', 'p.brand_id as owner_id', completedAt('p').as('completed_at')])
    .where('p.id', '=', id);
}

function wallProject(db: DB, id: string) {
  return db
    .selectFrom('wall_projects as p')
    .innerJoin('walls as w', 'w.id', 'p.wall_id')
    .select(['p.id', 'p.title', 'p.status', 'w.owner_id', completedAt('p').as('completed_at')])
    .where('p.id', '=', id);
}

export type ProjectState = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findProject(db: DB, projectType: TProjectType, id: string) {
  return projectType === 'brand_project'
    ? brandProject(db, id).executeTakeFirst()
    : wallProject(db, id).executeTakeFirst();
}

/**
 * The project row locked for the rest of the transaction: reviews, the release and disputes of one project
 * take this lock first, so the second review sees the first, and a dispute and a release never cross.
 */
export function lockProject(trx: DB, projectType: TProjectType, id: string) {
  return projectType === 'brand_project'
    ? brandProject(trx, id).forUpdate().executeTakeFirst()
    : wallProject(trx, id).forUpdate('p').executeTakeFirst();
}

/** Artists with an accepted application or invitation on the project. */
export async function acceptedArtists(db: DB, projectType: TProjectType, projectId: string): Promise<string[]> {
  const column = projectColumn(projectType);
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('artist_id').where(column, '=', projectId).where('status', '=', 'accepted');
  const rows = await accepted('applications').union(accepted('invitations')).execute();
  return rows.map((row) => row.artist_id);
}

const REVIEW_COLUMNS = [
  'id',
  'reviewer_id',
  'reviewee_id',
  'project_type',
  'brand_project_id',
  'wall_project_id',
  'rating',
  'comment',
  'created_at',
  'published_at',
] as const;

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export function findReview(
  db: DB,
  projectType: TProjectType,
  projectId: string,
  reviewerId: string,
  revieweeId: string,
) {
  return db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where(projectColumn(projectType), '=', projectId)
    .where('reviewer_id', '=', reviewerId)
    .where('reviewee_id', '=', revieweeId)
    .executeTakeFirst();
}

/** Every review written on the project by or about this user. */
export function reviewsOfParty(db: DB, projectType: TProjectType, projectId: string, userId: string) {
  return db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where(projectColumn(projectType), '=', projectId)
    .where((eb) => eb.or([eb('reviewer_id', '=', userId), eb('reviewee_id', '=', userId)]))
    .execute();
}

export function insertReview(
  trx: DB,
  values: {
    projectType: TProjectType;
    projectId: string;
    reviewerId: string;
    revieweeId: string;
    rating: number;
    comment: string | null;
  },
) {
  return trx
    .insertInto('reviews')
    .values({
      project_type: values.projectType,
      brand_project_id: values.projectType === 'brand_project' ? values.projectId : null,
      wall_project_id: values.projectType === 'wall_project' ? values.projectId : null,
      reviewer_id: values.reviewerId,
      reviewee_id: values.revieweeId,
      rating: values.rating,
      comment: values.comment,
      published_at: null,
    })
    .returning(REVIEW_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Shows the pair's hidden reviews; answers those it published (none when another caller did it first). */
export function publishPair(trx: DB, projectType: TProjectType, projectId: string, a: string, b: string) {
  return trx
    .updateTable('reviews')
    .where(projectColumn(projectType), '=', projectId)
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

export async function pairHasPublished(trx: DB, projectType: TProjectType, projectId: string, a: string, b: string) {
  const row = await trx
    .selectFrom('reviews')
    .select('id')
    .where(projectColumn(projectType), '=', projectId)
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

/**
 * The artist's rating is the average of their published reviews (2 decimals, as the seed computes it);
 * `countCompleted` adds the project to their completed count (once per project, when its reviews first show).
 * An artist accepted without an artist profile gets a default one, so the figures have a place.
 */
export async function refreshArtistStats(trx: DB, artistId: string, countCompleted: boolean): Promise<void> {
  const rating = trx
    .selectFrom('reviews')
    .where('reviewee_id', '=', artistId)
    .where('published_at', 'is not', null)
    .select(sql<number | null>`round(avg(rating)::numeric, 2)::float8`.as('avg'));
  const added = countCompleted ? 1 : 0;
  await trx
    .insertInto('artist_profiles')
    .values({ user_id: artistId, rating, completed_projects: added })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        rating: (eb) => eb.ref('excluded.rating'),
        completed_projects: sql`artist_profiles.completed_projects + ${added}`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** Projects completed at or before the cutoff that still hold hidden reviews: one row per reviewer and project. */
export function hiddenReviewsDue(db: DB, cutoff: Date) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('brand_projects as bp', 'bp.id', 'r.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 'r.wall_project_id')
    .select(['r.project_type', 'r.brand_project_id', 'r.wall_project_id', 'r.reviewer_id', 'r.reviewee_id'])
    .where('r.published_at', 'is', null)
    .where('r.project_type', 'is not', null)
    .where(sql<boolean>`coalesce(bp.status, wp.status) = 'completed'`)
    .where(sql<boolean>`coalesce(bp.completed_at, bp.updated_at, wp.completed_at, wp.updated_at) <= ${cutoff}`)
    .execute();
}

/**
 * Escrowed payments the platform releases now: on a completed project that nobody disputed, once both the
 * payer and the artist paid reviewed each other, or once the project completed at or before the cutoff.
 */
export function escrowedPaymentsDue(db: DB, cutoff: Date) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('brand_projects as bp', 'bp.id', 't.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 't.wall_project_id')
    .select(['t.id', 't.project_type', 't.brand_project_id', 't.wall_project_id', 't.payer_id', 't.recipient_id'])
    .where('t.payment_status', '=', 'escrowed')
    .where(sql<boolean>`coalesce(bp.status, wp.status) = 'completed'`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('project_disputes as d')
            .select('d.id')
            .where(
              sql<boolean>`coalesce(d.brand_project_id, d.wall_project_id) = coalesce(t.brand_project_id, t.wall_project_id)`,
            ),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        sql<boolean>`coalesce(bp.completed_at, bp.updated_at, wp.completed_at, wp.updated_at) <= ${cutoff}`,
        sql<boolean>`(SELECT count(*) FROM reviews r
          WHERE coalesce(r.brand_project_id, r.wall_project_id) = coalesce(t.brand_project_id, t.wall_project_id)
            AND ((r.reviewer_id = t.payer_id AND r.reviewee_id = t.recipient_id)
              OR (r.reviewer_id = t.recipient_id AND r.reviewee_id = t.payer_id))) = 2`,
      ]),
    )
    .orderBy('t.created_at')
    .execute();
}

/** The project's escrowed payments, or only those from one payer to one artist. */
export function escrowedPayments(
  db: DB,
  projectType: TProjectType,
  projectId: string,
  pair?: { payerId: string; recipientId: string },
) {
  let query = db
    .selectFrom('transactions')
    .select(['id', 'payer_id', 'recipient_id', 'amount_cents'])
    .where(projectColumn(projectType), '=', projectId)
    .where('payment_status', '=', 'escrowed');
  if (pair) query = query.where('payer_id', '=', pair.payerId).where('recipient_id', '=', pair.recipientId);
  return query.orderBy('created_at').execute();
}

/** Every payment made on the project that moved money (escrowed or after), oldest first. */
export function paymentsOfProject(db: DB, projectType: TProjectType, projectId: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'payer_id', 'recipient_id', 'amount_cents'])
    .where(projectColumn(projectType), '=', projectId)
    .where('payment_status', 'in', ['escrowed', 'completed', 'refunded'])
    .orderBy('created_at')
    .execute();
}

/**
 * What the owner and the artists wrote each other since the project was posted: the last 200, oldest first.
 * Hidden messages are included: an operator deciding a dispute reads everything.
 */
export async function messagesBetween(
  db: DB,
  project: { type: TProjectType; id: string },
  ownerId: string,
  artistIds: string[],
) {
  if (!artistIds.length) return [];
  const since = db
    .selectFrom(project.type === 'brand_project' ? 'brand_projects' : 'wall_projects')
    .select('created_at')
    .where('id', '=', project.id);
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

/** What escrow holds for the project: the sum of its payments' escrow ledger entries, in cents. */
export async function escrowBalance(db: DB, projectType: TProjectType, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .where(projectType === 'brand_project' ? 't.brand_project_id' : 't.wall_project_id', '=', projectId)
    .where('l.account_type', '=', 'escrow')
    .select(sql<string | null>`sum(l.amount_cents)`.as('cents'))
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

const DISPUTE_COLUMNS = [
  'd.id',
  'd.project_type',
  'd.brand_project_id',
  'd.wall_project_id',
  'd.opened_by',
  'd.reason',
  'd.status',
  'd.outcome',
  'd.artist_share_bps',
  'd.note',
  'd.created_at',
  'd.resolved_at',
] as const;

export type DisputeRow = NonNullable<Awaited<ReturnType<typeof findDispute>>>;

export function findDispute(db: DB, projectType: TProjectType, projectId: string) {
  return db
    .selectFrom('project_disputes as d')
    .select(DISPUTE_COLUMNS)
    .where(projectType === 'brand_project' ? 'd.brand_project_id' : 'd.wall_project_id', '=', projectId)
    .executeTakeFirst();
}

export function findDisputeById(db: DB, id: string) {
  return db.selectFrom('project_disputes as d').select(DISPUTE_COLUMNS).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDispute(
  trx: DB,
  values: { projectType: TProjectType; projectId: string; openedBy: string; reason: string },
): Promise<string> {
  const row = await trx
    .insertInto('project_disputes')
    .values({
      project_type: values.projectType,
      brand_project_id: values.projectType === 'brand_project' ? values.projectId : null,
      wall_project_id: values.projectType === 'wall_project' ? values.projectId : null,
      opened_by: values.openedBy,
      reason: values.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Open disputes, oldest first (the operator's queue). */
export function listOpenDisputes(db: DB, input: TPageRequest) {
  return page(db.selectFrom('project_disputes as d').select(DISPUTE_COLUMNS).where('d.status', '=', 'open'), {
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
  decision: { outcome: 'release' | 'refund' | 'split'; artistShareBps: number | null; note: string | null },
  adminId: string,
) {
  return trx
    .updateTable('project_disputes')
    .set({
      status: 'resolved',
      outcome: decision.outcome,
      artist_share_bps: decision.artistShareBps,
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
export async function completedOwnedProjects(db: DB, userId: string, limit: number) {
  const [brand, wall] = await Promise.all([
    db
      .selectFrom('brand_projects as p')
      .select(['p.id', completedAt('p').as('completed_at')])
      .select(sql<TProjectType>`'brand_project'`.as('project_type'))
      .where('p.brand_id', '=', userId)
      .where('p.status', '=', 'completed')
      .orderBy('completed_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('wall_projects as p')
      .innerJoin('walls as w', 'w.id', 'p.wall_id')
      .select(['p.id', completedAt('p').as('completed_at')])
      .select(sql<TProjectType>`'wall_project'`.as('project_type'))
      .where('w.owner_id', '=', userId)
      .where('p.status', '=', 'completed')
      .orderBy('completed_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [...brand, ...wall];
}

/** Completed projects this artist was accepted on (by application or by invitation). */
export async function completedArtistProjects(db: DB, artistId: string, limit: number) {
  const columns = (table: 'a' | 'i') =>
    [
      sql<TProjectType>`${sql.ref(`${table}.project_type`)}`.as('project_type'),
      sql<string>`coalesce(${sql.ref(`${table}.brand_project_id`)}, ${sql.ref(`${table}.wall_project_id`)})`.as('id'),
      sql<Date>`coalesce(bp.completed_at, bp.updated_at, wp.completed_at, wp.updated_at)`.as('completed_at'),
    ] as const;
  const applications = db
    .selectFrom('applications as a')
    .leftJoin('brand_projects as bp', 'bp.id', 'a.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 'a.wall_project_id')
    .select(columns('a'))
    .where('a.artist_id', '=', artistId)
    .where('a.status', '=', 'accepted')
    .where(sql<boolean>`coalesce(bp.status, wp.status) = 'completed'`);
  const invitations = db
    .selectFrom('invitations as i')
    .leftJoin('brand_projects as bp', 'bp.id', 'i.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 'i.wall_project_id')
    .select(columns('i'))
    .where('i.artist_id', '=', artistId)
    .where('i.status', '=', 'accepted')
    .where(sql<boolean>`coalesce(bp.status, wp.status) = 'completed'`);
  return applications.union(invitations).orderBy('completed_at', 'desc').limit(limit).execute();
}

/** Reviews this user wrote on projects, to leave out the ones already reviewed. */
export function reviewsWrittenBy(db: DB, userId: string) {
  return db
    .selectFrom('reviews')
    .select(['reviewee_id', sql<string>`coalesce(brand_project_id, wall_project_id)`.as('project_id')])
    .where('reviewer_id', '=', userId)
    .where('project_type', 'is not', null)
    .execute();
}
