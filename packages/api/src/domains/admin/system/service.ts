import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { FastifyBaseLogger } from 'fastify';
import { API_QUEUES } from '../../../jobs/queue';
import type { ServerDeps } from '../../../trpc/context';
import { findReadinessGaps } from '../../health/service';
import { ZReadinessPart } from '../../health/schemas';
import * as queries from './queries';
import type { TAdminSystemOverview } from './schemas';

/** Longest message kept for a server error or a failed backup: enough to recognise, bounded in the table. */
const MESSAGE_CHARS = 1000;
/** Every this many server errors recorded, the old ones are pruned (the first one too, so a restart prunes soon). */
const PRUNE_EVERY = 100;
/**
 * Records still being written past which new ones are dropped: when the database itself is what fails, a burst of
 * 5xx must not queue a write each behind the pool (the log still has every one).
 */
const MAX_PENDING = 20;
let recorded = 0;
let pending = 0;

const truncate = (text: string | null | undefined) => (text ? text.slice(0, MESSAGE_CHARS) : null);

export type ServerErrorEntry = {
  requestId: string;
  method: string;
  route: string;
  status: number;
  message?: string | null;
  procedure?: string | null;
};

/**
 * Records a 5xx answer for the SYSTEM page, in the background: the answer never waits for it, and a failure to
 * record (the database being what failed, often) is only logged.
 */
export function recordServerError(db: DB, log: FastifyBaseLogger, entry: ServerErrorEntry): void {
  if (pending >= MAX_PENDING) return;
  const prune = recorded % PRUNE_EVERY === 0;
  recorded += 1;
  const row = {
    request_id: entry.requestId.slice(0, 200),
    method: entry.method.slice(0, 16),
    route: entry.route.slice(0, 500),
    status: entry.status,
    message: truncate(entry.message),
    procedure: entry.procedure ? entry.procedure.slice(0, 200) : null,
  };
  pending += 1;
  void (async () => {
    await queries.insertServerError(db, row);
    if (prune) await queries.pruneServerErrors(db);
  })()
    .catch((error: unknown) => log.warn({ err: error }, 'system: recording a server error failed'))
    .finally(() => (pending -= 1));
}

/** What GET /metrics reads at each scrape and the ledger check sums: the same reads as this page's. */
export { ledgerTotals, outboxStats, queueStats, webhookStats } from './queries';

export type LedgerTotals = Awaited<ReturnType<typeof queries.ledgerTotals>>;

/** Whether the ledger balances: its entries sum to 0 and escrow holds what escrowed payments hold. */
export const ledgerBalances = (totals: LedgerTotals) =>
  totals.sum === 0 && totals.escrowHeld === totals.paymentsEscrowed;

/** Stores one ledger check's result, keeping the newest LEDGER_CHECKS_KEPT. */
export async function recordLedgerCheck(db: DB, totals: LedgerTotals): Promise<void> {
  await queries.insertLedgerCheck(db, {
    ledger_sum_cents: totals.sum,
    escrow_held_cents: totals.escrowHeld,
    escrow_expected_cents: totals.paymentsEscrowed,
    ok: ledgerBalances(totals),
  });
  await queries.pruneLedgerChecks(db);
}

export type BackupRun =
  | { kind: 'scheduled' | 'manual'; ok: true; fileName?: string; bytes: number }
  | { kind: 'scheduled' | 'manual'; ok: false; error: unknown };

/** Stores one backup the server took or failed to take; a failure to store it is logged, never thrown. */
export async function recordBackupRun(db: DB, log: FastifyBaseLogger, run: BackupRun): Promise<void> {
  const row = run.ok
    ? { kind: run.kind, ok: true, file_name: run.fileName ?? null, bytes: run.bytes }
    : { kind: run.kind, ok: false, error: truncate((run.error as Error)?.message ?? String(run.error)) };
  await queries
    .insertBackupRun(db, row)
    .catch((error: unknown) => log.warn({ err: error }, 'system: recording a backup run failed'));
}

/** An address as the SYSTEM page shows it: the first letter and the domain (a***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Only the host of an endpoint's URL: its path and query may carry the receiver's secrets. */
export function urlHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

type BackupDeps = Pick<ServerDeps, 'database' | 'env'>;

/** Whether scheduled backups run here, and what to do when they do not. */
export function backupSetup({ database, env }: BackupDeps) {
  if (database.kind === 'postgres')
    return {
      configured: false,
      note: 'The database is Postgres: back it up with pg_dump or your provider’s snapshots; BACKUP_DIR is not used.',
    };
  if (!database.dataDir)
    return {
      configured: false,
      note: 'The embedded database runs in memory (no DATA_DIR): there is nothing to back up.',
    };
  if (!env.BACKUP_DIR)
    return {
      configured: false,
      note: 'Backups are not configured: set BACKUP_DIR (with BACKUP_CRON and BACKUP_KEEP) for scheduled backups; pnpm db:backup takes one by hand.',
    };
  return {
    configured: true,
    note: `Scheduled into BACKUP_DIR on ${env.BACKUP_CRON} (UTC), keeping the last ${env.BACKUP_KEEP}.`,
  };
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

function backupRun(row: Awaited<ReturnType<typeof queries.lastBackupRuns>>['last']) {
  if (!row) return null;
  return {
    at: row.at.toISOString(),
    kind: row.kind,
    ok: row.ok,
    fileName: row.file_name,
    bytes: row.bytes,
    error: row.error,
  };
}

/** Everything the SYSTEM page shows, read now. */
export async function getOverview(
  deps: Pick<ServerDeps, 'db' | 'database' | 'env' | 'lifecycle'>,
): Promise<TAdminSystemOverview> {
  const { db } = deps;
  const gaps = await findReadinessGaps(deps);
  const [queues, webhooks, outbox, endpoints, mails, errors, ledger, backups] = await Promise.all([
    queries.queueStats(db),
    queries.webhookStats(db),
    queries.outboxStats(db),
    queries.failingWebhookEndpoints(db, 20),
    queries.failedMails(db, 20),
    queries.recentServerErrors(db, 50),
    queries.lastLedgerCheck(db),
    queries.lastBackupRuns(db),
  ]);
  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const setup = backupSetup(deps);
  return {
    at: new Date().toISOString(),
    readiness: {
      ready: gaps.length === 0,
      checks: ZReadinessPart.options.map((part) => {
        const gap = gaps.find((each) => each.part === part);
        return { part, ok: !gap, reason: gap?.reason ?? null };
      }),
    },
    queues: Object.keys(API_QUEUES)
      .sort()
      .map((name) => {
        const queue = byName.get(name);
        return {
          name,
          queued: queue?.waiting ?? 0,
          active: queue?.active ?? 0,
          failedDay: queue?.failedDay ?? 0,
          oldestQueuedSeconds: Math.max(0, Math.round(queue?.oldest ?? 0)),
        };
      }),
    webhooks: {
      pending: webhooks.pending,
      failing: webhooks.failing,
      failedDay: webhooks.failed,
      failingEndpoints: endpoints.map((endpoint) => ({
        id: endpoint.id,
        host: urlHost(endpoint.url),
        failures: endpoint.failures,
        enabled: endpoint.enabled,
        disabledReason: endpoint.disabled_reason,
        lastError:
          endpoint.last_error ?? (endpoint.last_status_code ? `Answered HTTP ${endpoint.last_status_code}` : null),
        lastAttemptAt: iso(endpoint.last_attempt_at),
      })),
    },
    mails: {
      pending: outbox.pending,
      failing: outbox.failing,
      failedDay: mails.count,
      recentFailures: mails.rows.map((mail) => ({
        id: mail.id,
        at: mail.at.toISOString(),
        template: mail.template,
        recipient: mail.email ? maskEmail(mail.email) : null,
        error: mail.error,
      })),
    },
    recentErrors: {
      total: errors.total,
      items: errors.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        requestId: row.request_id,
        method: row.method,
        route: row.route,
        status: row.status,
        message: row.message,
        procedure: row.procedure,
      })),
    },
    ledger: ledger
      ? {
          checkedAt: ledger.checked_at.toISOString(),
          ok: ledger.ok,
          ledgerSum: centsToDecimalString(ledger.ledger_sum_cents),
          escrowHeld: centsToDecimalString(ledger.escrow_held_cents),
          escrowExpected: centsToDecimalString(ledger.escrow_expected_cents),
        }
      : null,
    backups: {
      ...setup,
      schedule: setup.configured ? deps.env.BACKUP_CRON : null,
      keep: setup.configured ? deps.env.BACKUP_KEEP : null,
      last: backupRun(backups.last),
      lastOk: backupRun(backups.lastOk),
    },
  };
}
