import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import { centsToDecimalString } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { adminProcedure } from '../../../trpc/procedures';

/** The dashboard's charts: the last twelve weeks of the platform, one figure per week and series. */

export const WEEKS = 12;

export const ZAdminWeeklyMetrics = z
  .object({
    weeks: z
      .array(
        z.object({
          week: z.string().describe('The Monday the week starts on (UTC), YYYY-MM-DD'),
          signUps: z.number().int(),
          brandProjects: z.number().int().describe('Brand projects posted'),
          wallProjects: z.number().int().describe('Wall projects posted'),
          payments: z.number().int().describe('Payments that went into escrow'),
          paymentsAmount: ZMoney.describe('What those payments put into escrow'),
          platformFees: ZMoney.describe('Platform fees booked (at release)'),
        }),
      )
      .describe(`The last ${WEEKS} weeks, oldest first; the last is the current week so far`),
  })
  .meta({ id: 'AdminWeeklyMetrics' });
export type TAdminWeeklyMetrics = z.infer<typeof ZAdminWeeklyMetrics>;

/**
 * Money figures are sums of ledger entries (the escrow leg of each fund movement, the platform_fees leg of each
 * release), so the charts agree with every balance elsewhere.
 */
export async function weeklyMetrics(db: DB): Promise<TAdminWeeklyMetrics> {
  const { rows } = await sql<{
    week: string;
    sign_ups: number;
    brand_projects: number;
    wall_projects: number;
    payments: number;
    payments_cents: number;
    platform_fees_cents: number;
  }>`
    WITH weeks AS (
      SELECT start AT TIME ZONE 'UTC' AS since, (start + interval '1 week') AT TIME ZONE 'UTC' AS until,
             to_char(start, 'YYYY-MM-DD') AS week
      FROM generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - ${sql.lit(WEEKS - 1)} * interval '1 week',
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '1 week'
      ) AS start
    )
    SELECT w.week,
      (SELECT count(*) FROM users u WHERE u.created_at >= w.since AND u.created_at < w.until)::int AS sign_ups,
      (SELECT count(*) FILTER (WHERE p.kind = 'brand') FROM projects p
        WHERE p.created_at >= w.since AND p.created_at < w.until)::int AS brand_projects,
      (SELECT count(*) FILTER (WHERE p.kind = 'wall') FROM projects p
        WHERE p.created_at >= w.since AND p.created_at < w.until)::int AS wall_projects,
      (SELECT count(DISTINCT l.transaction_id) FROM ledger_entries l WHERE l.movement = 'fund'
        AND l.account_type = 'escrow' AND l.created_at >= w.since AND l.created_at < w.until)::int AS payments,
      (SELECT coalesce(sum(l.amount_cents), 0) FROM ledger_entries l WHERE l.movement = 'fund'
        AND l.account_type = 'escrow' AND l.created_at >= w.since AND l.created_at < w.until)::int AS payments_cents,
      (SELECT coalesce(sum(l.amount_cents), 0) FROM ledger_entries l WHERE l.account_type = 'platform_fees'
        AND l.created_at >= w.since AND l.created_at < w.until)::int AS platform_fees_cents
    FROM weeks w
    ORDER BY w.since
  `.execute(db);
  return {
    weeks: rows.map((row) => ({
      week: row.week,
      signUps: row.sign_ups,
      brandProjects: row.brand_projects,
      wallProjects: row.wall_projects,
      payments: row.payments,
      paymentsAmount: centsToDecimalString(row.payments_cents),
      platformFees: centsToDecimalString(row.platform_fees_cents),
    })),
  };
}

/** Spread into the admin router: the dashboard's weekly series. */
export const weeklyProcedures = {
  metricsWeekly: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/metrics/weekly',
        tags: ['admin'],
        summary: `The last ${WEEKS} weeks: sign-ups, projects posted, payments into escrow and platform fees`,
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZAdminWeeklyMetrics)
    .query(({ ctx }) => weeklyMetrics(ctx.db)),
};
