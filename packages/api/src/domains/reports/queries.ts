import type { DB } from '@wallcraft/db';
import type { TReportTargetType } from '@wallcraft/shared';
import { sql } from 'kysely';
import { userShown } from '../../lib/visibility';

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
        .selectFrom('brand_projects as item')
        .leftJoin('users as owner', 'owner.id', 'item.brand_id')
        .leftJoin('brand_profiles as bp', 'bp.user_id', 'item.brand_id')
        .select([
          'item.id',
          'item.brand_id as owner_id',
          sql<string | null>`coalesce(nullif(btrim(bp.company_name), ''), ${personName('owner')})`.as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          'item.title',
          'item.hidden_at',
          userShown('owner').as('owner_shown'),
        ])
        .where('item.id', '=', id)
        .executeTakeFirst();
    case 'wall_project':
      return db
        .selectFrom('wall_projects as item')
        .innerJoin('walls', 'walls.id', 'item.wall_id')
        .leftJoin('users as owner', 'owner.id', 'walls.owner_id')
        .select([
          'item.id',
          'walls.owner_id',
          personName('owner').as('owner_name'),
          sql<null>`NULL::uuid`.as('receiver_id'),
          'item.title',
          'item.hidden_at',
          userShown('owner').as('owner_shown'),
        ])
        .where('item.id', '=', id)
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
