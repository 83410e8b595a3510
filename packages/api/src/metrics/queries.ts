import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

/**
 * Per queue: jobs waiting (created or retry), running and failed (pg-boss keeps failed jobs until their deletion
 * time), and the age of the oldest one that is due and not started. One scan of the live states, through pg-boss's
 * job table (its own schema, not in our Database type).
 */
export async function queueStats(db: DB) {
  const { rows } = await sql<{ name: string; waiting: number; active: number; failed: number; oldest: number | null }>`
    SELECT name,
      count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
      count(*) FILTER (WHERE state = 'active')::int AS active,
      count(*) FILTER (WHERE state = 'failed')::int AS failed,
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
