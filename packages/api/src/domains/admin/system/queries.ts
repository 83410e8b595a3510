import type { BackupRunsTable, DB, LedgerChecksTable, ServerErrorsTable } from '@wallcraft/db';
import { sql, type Insertable } from 'kysely';

// The first four reads are GET /metrics' too (plugins/metrics.ts, through service.ts): one query for both.

/**
 * Per queue: jobs waiting (created or retry), running and failed (pg-boss keeps failed jobs until their deletion
 * time; failedDay: those that failed in the last 24 hours), and the age of the oldest one that is due and not
 * started. One scan of the live states, through pg-boss's job table (its own schema, not in our Database type).
 */
export async function queueStats(db: DB) {
  const { rows } = await sql<{
    name: string;
    waiting: number;
    active: number;
    failed: number;
    failedDay: number;
    oldest: number | null;
  }>`
    SELECT name,
      count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
      count(*) FILTER (WHERE state = 'active')::int AS active,
      count(*) FILTER (WHERE state = 'failed')::int AS failed,
      count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS "failedDay",
      extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
    FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active', 'failed')
    GROUP BY name
  `.execute(db);
  return rows;
}

/** Webhook deliveries not delivered yet, those among them whose last attempt failed, and those given up in a day. */
export async function webhookStats(db: DB) {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as('pending'),
      sql<number>`count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int`.as('failing'),
      sql<number>`count(*) FILTER (WHERE status = 'failed' AND created_at > now() - interval '1 day')::int`.as(
        'failed',
      ),
    ])
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('created_at', '>', sql<Date>`now() - interval '1 day'`)]))
    .executeTakeFirstOrThrow();
}

/** Outbox mails not sent nor skipped, and those handed to a send job long ago (its retries keep failing). */
export async function outboxStats(db: DB) {
  return db
    .selectFrom('email_outbox')
    .select([
      sql<number>`count(*)::int`.as('pending'),
      sql<number>`count(*) FILTER (WHERE queued_at < now() - interval '15 minutes')::int`.as('failing'),
    ])
    .where('sent_at', 'is', null)
    .where('skipped_reason', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The ledger's sum (0 when every movement balances), the escrow account's balance, and what escrowed payments hold. */
export async function ledgerTotals(db: DB) {
  const entries = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum(amount_cents), 0)::float8`.as('sum'),
      sql<number>`coalesce(sum(amount_cents) FILTER (WHERE account_type = 'escrow'), 0)::float8`.as('escrowHeld'),
    ])
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('transactions')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::float8`.as('escrowed'))
    .where('payment_status', '=', 'escrowed')
    .executeTakeFirstOrThrow();
  return { sum: entries.sum, escrowHeld: entries.escrowHeld, paymentsEscrowed: payments.escrowed };
}

/** How many ledger checks are kept (10 minutes apart: about a week). */
export const LEDGER_CHECKS_KEPT = 1000;
/** Server errors are kept this many days, and at most this many rows. */
export const SERVER_ERRORS_DAYS = 7;
export const SERVER_ERRORS_KEPT = 5000;

export async function insertLedgerCheck(db: DB, row: Insertable<LedgerChecksTable>): Promise<void> {
  await db.insertInto('ledger_checks').values(row).execute();
}

/** Deletes all but the newest LEDGER_CHECKS_KEPT checks. */
export async function pruneLedgerChecks(db: DB): Promise<void> {
  await db
    .deleteFrom('ledger_checks')
    .where('id', '<=', (eb) =>
      eb.selectFrom('ledger_checks').select('id').orderBy('id', 'desc').offset(LEDGER_CHECKS_KEPT).limit(1),
    )
    .execute();
}

export async function lastLedgerCheck(db: DB) {
  return db
    .selectFrom('ledger_checks')
    .select(['checked_at', 'ledger_sum_cents', 'escrow_held_cents', 'escrow_expected_cents', 'ok'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertServerError(db: DB, row: Insertable<ServerErrorsTable>): Promise<void> {
  await db.insertInto('server_errors').values(row).execute();
}

/** Deletes errors older than SERVER_ERRORS_DAYS, and all but the newest SERVER_ERRORS_KEPT. */
export async function pruneServerErrors(db: DB): Promise<void> {
  await db
    .deleteFrom('server_errors')
    .where((eb) =>
      eb.or([
        eb('at', '<', sql<Date>`now() - make_interval(days => ${SERVER_ERRORS_DAYS})`),
        eb(
          'id',
          '<=',
          eb.selectFrom('server_errors').select('id').orderBy('id', 'desc').offset(SERVER_ERRORS_KEPT).limit(1),
        ),
      ]),
    )
    .execute();
}

/** The newest server errors of the kept window, and how many it holds. */
export async function recentServerErrors(db: DB, limit: number) {
  const since = sql<Date>`now() - make_interval(days => ${SERVER_ERRORS_DAYS})`;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('server_errors')
      .select(['id', 'at', 'request_id', 'method', 'route', 'status', 'message', 'procedure'])
      .where('at', '>', since)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('server_errors')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

export async function insertBackupRun(db: DB, row: Insertable<BackupRunsTable>): Promise<void> {
  await db.insertInto('backup_runs').values(row).execute();
}

/** The newest backup run, and the newest that succeeded (the same one when all is well). */
export async function lastBackupRuns(db: DB) {
  const columns = ['at', 'kind', 'ok', 'file_name', 'bytes', 'error'] as const;
  const [last, lastOk] = await Promise.all([
    db.selectFrom('backup_runs').select(columns).orderBy('id', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('backup_runs')
      .select(columns)
      .where('ok', '=', true)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { last, lastOk };
}

/**
 * Webhook endpoints whose last attempts failed (consecutive_failures counts them since the last success), with the
 * error of their newest undelivered delivery that was tried and when it was last tried.
 */
export async function failingWebhookEndpoints(db: DB, limit: number) {
  const { rows } = await sql<{
    id: string;
    url: string;
    failures: number;
    enabled: boolean;
    disabled_reason: string | null;
    last_status_code: number | null;
    last_error: string | null;
    last_attempt_at: Date | null;
  }>`
    SELECT e.id, e.url, e.consecutive_failures AS failures, e.enabled, e.disabled_reason,
      d.last_status_code, d.last_error,
      (SELECT max(a.attempted_at) FROM webhook_attempts a WHERE a.delivery_id = d.id) AS last_attempt_at
    FROM webhook_endpoints e
    LEFT JOIN LATERAL (
      SELECT id, last_status_code, last_error FROM webhook_deliveries
      WHERE endpoint_id = e.id AND attempts > 0 AND delivered_at IS NULL
      ORDER BY created_at DESC, id DESC
      LIMIT 1
    ) d ON true
    WHERE e.consecutive_failures > 0
    ORDER BY last_attempt_at DESC NULLS LAST, e.consecutive_failures DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}

/**
 * email.send jobs pg-boss gave up on in the last 24 hours (every retry failed), with their mail's template, its
 * recipient's address and the send's last error: how many, and the newest.
 */
export async function failedMails(db: DB, limit: number) {
  const recent = sql`
    FROM pgboss.job j
    LEFT JOIN email_outbox o ON o.id::text = j.data->>'id'
    LEFT JOIN users u ON u.id = o.user_id
    WHERE j.name = 'email.send' AND j.state = 'failed' AND j.completed_on > now() - interval '1 day'`;
  const [{ rows }, count] = await Promise.all([
    sql<{ id: string; at: Date; template: string | null; email: string | null; error: string | null }>`
      SELECT j.id, j.completed_on AS at, o.template, u.email, left(j.output->>'message', 500) AS error
      ${recent}
      ORDER BY j.completed_on DESC
      LIMIT ${limit}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count ${recent}`.execute(db),
  ]);
  return { rows, count: count.rows[0]?.count ?? 0 };
}
