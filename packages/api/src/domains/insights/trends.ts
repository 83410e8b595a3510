import type { DB } from '@wallcraft/db';
import { centsToDecimalString, type TProjectKind } from '@wallcraft/shared';
import { sql, type RawBuilder } from 'kysely';
import { scopeOf } from '../my-projects/service';
import type { TInsightTrends } from './schemas';

const WEEKS = 12;
const MONTHS = 12;
const DAY_MS = 86_400_000;

/** A month's money: the decimal string, and the same in cents for the deprecated moneyCents. */
const moneyOf = (cents: number) => ({ money: centsToDecimalString(cents), moneyCents: cents });

/** The Mondays of the last `count` weeks, oldest first, as "YYYY-MM-DD" (UTC). */
export function lastWeeks(now: Date, count = WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The last `count` months, oldest first, as "YYYY-MM" (UTC). */
export function lastMonths(now: Date, count = MONTHS): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

type Role = 'artist' | 'brand' | 'wall_owner';

const month = (column: RawBuilder<unknown>) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/**
 * The Insights charts for the active profile, from the same records as the cards: views per week (item_views),
 * applications and invitations per month by their status now, and money per month (the ledger for artists,
 * released payments for the payers). Each series is grouped in SQL; empty weeks and months are filled here.
 */
export async function getTrends(db: DB, userId: string, now = new Date()): Promise<TInsightTrends> {
  const weeks = lastWeeks(now);
  const months = lastMonths(now);
  const scope = await scopeOf(db, userId);
  const role = (scope?.role ?? null) as Role | null;
  const since = `${months[0]}-01`;
  const weekSince = weeks[0]!;

  /** The ids of the user's own projects of a kind. */
  const owned = (kind: TProjectKind) => sql`(SELECT id FROM projects WHERE owner_id = ${userId} AND kind = ${kind})`;
  /** Whether the project a row names is of the active profile's kind (a brand's or a wall owner's). */
  const ofKind = (ref: RawBuilder<unknown>) =>
    sql`EXISTS (SELECT 1 FROM projects p WHERE p.id = ${ref} AND p.kind = ${role === 'brand' ? 'brand' : 'wall'})`;
  const ownedViews = {
    artist: sql`false`,
    brand: sql`(item_type = 'brand_project' AND item_id IN ${owned('brand')})`,
    wall_owner: sql`((item_type = 'wall' AND item_id IN (SELECT id FROM walls WHERE owner_id = ${userId}))
      OR (item_type = 'wall_project' AND item_id IN ${owned('wall')}))`,
  };
  const ownProjects = {
    brand: sql`a.project_id IN ${owned('brand')}`,
    wall_owner: sql`a.project_id IN ${owned('wall')}`,
  };

  const views = await sql<{ week: string; profile: number; items: number }>`
    SELECT to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') AS week,
      count(*) FILTER (WHERE item_type = 'profile')::int AS profile,
      count(*) FILTER (WHERE item_type <> 'profile')::int AS items
    FROM item_views
    WHERE day >= ${weekSince}::date
      AND ((item_type = 'profile' AND item_id = ${userId}) OR ${role ? ownedViews[role] : sql`false`})
    GROUP BY 1`.execute(db);

  type Decided = { month: string; status: 'pending' | 'accepted' | 'rejected'; n: number };
  const decided = async (table: 'applications' | 'invitations') => {
    if (!role) return [];
    const mine =
      role === 'artist'
        ? sql`a.artist_id = ${userId}`
        : table === 'applications'
          ? ownProjects[role]
          : sql`a.inviter_id = ${userId} AND ${ofKind(sql`a.project_id`)}`;
    const { rows } = await sql<Decided>`
      SELECT ${month(sql`a.created_at`)} AS month, a.status, count(*)::int AS n
      FROM ${sql.table(table)} a
      WHERE a.created_at >= ${since}::timestamp AT TIME ZONE 'UTC' AND ${mine}
      GROUP BY 1, 2`.execute(db);
    return rows;
  };

  const money = async () => {
    if (!role) return [];
    const { rows } =
      role === 'artist'
        ? await sql<{ month: string; cents: number }>`
            SELECT ${month(sql`created_at`)} AS month, sum(amount_cents)::bigint AS cents
            FROM ledger_entries
            WHERE account_type = 'artist' AND user_id = ${userId} AND created_at >= ${since}::timestamp AT TIME ZONE 'UTC'
            GROUP BY 1`.execute(db)
        : await sql<{ month: string; cents: number }>`
            SELECT ${month(sql`released_at`)} AS month, sum(amount_cents)::bigint AS cents
            FROM transactions t
            WHERE payer_id = ${userId} AND released_at >= ${since}::timestamp AT TIME ZONE 'UTC'
              AND ${ofKind(sql`t.project_id`)}
            GROUP BY 1`.execute(db);
    return rows;
  };

  const [applications, invitations, moneyRows] = await Promise.all([
    decided('applications'),
    decided('invitations'),
    money(),
  ]);
  const counts = (rows: Decided[], at: string) => {
    const of = (status: Decided['status']) => rows.find((r) => r.month === at && r.status === status)?.n ?? 0;
    return { pending: of('pending'), accepted: of('accepted'), rejected: of('rejected') };
  };
  return {
    userType: role,
    weeks: weeks.map((week) => {
      const row = views.rows.find((r) => r.week === week);
      return { week, profileViews: row?.profile ?? 0, itemViews: row?.items ?? 0 };
    }),
    months: months.map((at) => ({
      month: at,
      applications: counts(applications, at),
      invitations: counts(invitations, at),
      ...moneyOf(Number(moneyRows.find((r) => r.month === at)?.cents ?? 0)),
    })),
    money: role === null ? null : role === 'artist' ? 'earned' : 'paid',
  };
}
