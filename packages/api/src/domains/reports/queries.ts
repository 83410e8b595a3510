import type { DB } from '@wallcraft/db';
import type { TReportStatus, TReportTargetType } from '@wallcraft/shared';
import { sql } from 'kysely';
import { countUpTo, page } from '../../lib/paging';
import { userShown } from '../../lib/visibility';
import type { TAdminReportsRequest } from './schemas';

const REPORT_COLUMNS = ['id', 'target_type', 'target_id', 'reason', 'comment', 'status', 'created_at'] as const;

/** "First Last", else the business name, else null: how a person's name reads on a report. */
const personName = (alias: string) =>
  sql<string | null>`coalesce(nullif(btrim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(
    `${alias}.last_name`,
  )})), ''), ${sql.ref(`${alias}.business_name`)})`;

/**
 * What a report can point at, read the same way for every type: who owns it (a message: its sender), who else
 * may see it (a message: its receiver; null = anyone), a title or text to recognise it by, and whether
 * moderation took it or its owner down.
 */
export type TargetRow = {
  id: string;
  owner_id: string | null;
  owner_name: string | null;
  receiver_id: string | null;
  title: string;
  hidden_at: Date | null;
  owner_shown: boolean;
};

export async function findTarget(db: DB, type: TReportTargetType, id: string): Promise<TargetRow | undefined> {
  switch (type) {
    case 'user':
      return db
        .selectFrom('users as owner')
        .select([
          'owner.id',
          'owner.id as owner_id',
          personName('owner').as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          sql<string>`coalesce(${personName('owner')}, 'WallCraft user')`.as('title'),
          'owner.hidden_at',
          sql<boolean>`owner.suspended_at IS NULL`.as('owner_shown'),
        ])
        .where('owner.id', '=', id)
        .executeTakeFirst();
    case 'wall':
      return db
        .selectFrom('walls as item')
        .leftJoin('users as owner', 'owner.id', 'item.owner_id')
        .select([
          'item.id',
          'item.owner_id',
          personName('owner').as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          'item.title',
          'item.hidden_at',
          userShown('owner').as('owner_shown'),
        ])
        .where('item.id', '=', id)
        .executeTakeFirst();
    case 'brand_project':
      return db
        .selectFrom('projects as item')
        .leftJoin('users as owner', 'owner.id', 'item.owner_id')
        .leftJoin('brand_profiles as bp', 'bp.user_id', 'item.owner_id')
        .select([
          'item.id',
          'item.owner_id',
          sql<string | null>`coalesce(nullif(btrim(bp.company_name), ''), ${personName('owner')})`.as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          'item.title',
          'item.hidden_at',
          userShown('owner').as('owner_shown'),
        ])
        .where('item.id', '=', id)
        .where('item.kind', '=', 'brand')
        .executeTakeFirst();
    case 'wall_project':
      return db
        .selectFrom('projects as item')
        .leftJoin('users as owner', 'owner.id', 'item.owner_id')
        .select([
          'item.id',
          'item.owner_id',
          personName('owner').as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          'item.title',
          'item.hidden_at',
          userShown('owner').as('owner_shown'),
        ])
        .where('item.id', '=', id)
        .where('item.kind', '=', 'wall')
        .executeTakeFirst();
    case 'message':
      return db
        .selectFrom('messages as item')
        .leftJoin('users as owner', 'owner.id', 'item.sender_id')
        .select([
          'item.id',
          'item.sender_id as owner_id',
          personName('owner').as('owner_name'),
          'item.receiver_id',
          'item.content as title',
          'item.hidden_at',
          // A message stays readable to its receiver whoever sent it: only hiding the message itself takes it away.
          sql<boolean>`TRUE`.as('owner_shown'),
        ])
        .where('item.id', '=', id)
        .executeTakeFirst();
  }
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findOpenReport>>>;

/** Inserts the report unless this reporter already has one open on the item (the partial unique index). */
export async function insertReport(
  db: DB,
  values: { reporterId: string; targetType: TReportTargetType; targetId: string; reason: ReportRow['reason'] } & {
    comment: string | null;
  },
) {
  return (
    db
      .insertInto('reports')
      .values({
        reporter_id: values.reporterId,
        target_type: values.targetType,
        target_id: values.targetId,
        reason: values.reason,
        comment: values.comment,
      })
      // The predicate names the partial index reports_open_key; it must be a literal, not a parameter: with a
      // prepared statement's generic plan Postgres cannot match a parameter to the index (a 500 from the sixth run on).
      .onConflict((oc) =>
        oc
          .columns(['reporter_id', 'target_type', 'target_id'])
          .where(sql<boolean>`status <> ${sql.lit('resolved')}`)
          .doNothing(),
      )
      .returning(REPORT_COLUMNS)
      .executeTakeFirst()
  );
}

export function findOpenReport(db: DB, reporterId: string, targetType: TReportTargetType, targetId: string) {
  return db
    .selectFrom('reports')
    .select(REPORT_COLUMNS)
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '<>', 'resolved')
    .executeTakeFirst();
}

// The operators' queue and their decisions (the console: admin/reports/router.ts).

const QUEUE_COLUMNS = [
  'reports.id',
  'reports.reporter_id',
  'reports.target_type',
  'reports.target_id',
  'reports.reason',
  'reports.comment',
  'reports.status',
  'reports.resolution',
  'reports.operator_note',
  'reports.resolved_at',
  'reports.created_at',
] as const;

function reportsWithPeople(db: DB) {
  return db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('admins as resolver', 'resolver.id', 'reports.resolved_by')
    .select(QUEUE_COLUMNS)
    .select([
      sql<string>`coalesce(nullif(btrim(concat_ws(' ', reporter.first_name, reporter.last_name)), ''), reporter.email)`.as(
        'reporter_name',
      ),
      'resolver.username as resolved_by',
    ]);
}

export type AdminReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export function findReport(db: DB, id: string) {
  return reportsWithPeople(db).where('reports.id', '=', id).executeTakeFirst();
}

function matchingReports(db: DB, filter: Omit<TAdminReportsRequest, 'limit' | 'cursor'>) {
  let query = reportsWithPeople(db);
  if (filter.status) query = query.where('reports.status', '=', filter.status);
  if (filter.targetType) query = query.where('reports.target_type', '=', filter.targetType);
  return query;
}

/** The queue: oldest first, so nothing waits forever; the resolved tab is history, newest first. */
export function listReports(db: DB, input: TAdminReportsRequest) {
  const direction = input.status === 'resolved' ? 'desc' : 'asc';
  return page(matchingReports(db, input), {
    sort: [
      ['reports.created_at', direction],
      ['reports.id', direction],
    ],
    cursor: input.cursor,
    limit: input.limit,
  });
}

export function countReports(db: DB, input: Omit<TAdminReportsRequest, 'limit' | 'cursor'>) {
  return countUpTo(db, matchingReports(db, input));
}

export async function countByStatus(db: DB, targetType: TReportTargetType | undefined) {
  let query = db
    .selectFrom('reports')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status');
  if (targetType) query = query.where('target_type', '=', targetType);
  const counts: Record<TReportStatus, number> = { pending: 0, under_review: 0, resolved: 0 };
  for (const row of await query.execute()) counts[row.status] = Number(row.n);
  return counts;
}

export async function countOpenOnItem(db: DB, targetType: TReportTargetType, targetId: string): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '<>', 'resolved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Locks the report for a decision: two operators deciding at once settle on one order. */
export function lockReport(db: DB, id: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'status', 'target_type', 'target_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markUnderReview(db: DB, id: string): Promise<void> {
  await db.updateTable('reports').set({ status: 'under_review' }).where('id', '=', id).execute();
}

/** Resolves the given reports, or with `allOpenOnItem` every open report on the report's item; answers their ids. */
export async function resolveReports(
  db: DB,
  target: { id: string; targetType: TReportTargetType; targetId: string; allOpenOnItem: boolean },
  decision: { resolution: 'hidden' | 'no_action'; note: string; adminId: string },
): Promise<string[]> {
  let query = db.updateTable('reports').set({
    status: 'resolved',
    resolution: decision.resolution,
    operator_note: decision.note,
    resolved_by: decision.adminId,
    resolved_at: sql`now()`,
  });
  query = target.allOpenOnItem
    ? query
        .where('target_type', '=', target.targetType)
        .where('target_id', '=', target.targetId)
        .where('status', '<>', 'resolved')
    : query.where('id', '=', target.id);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
