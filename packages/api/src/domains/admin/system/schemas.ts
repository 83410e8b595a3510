import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZReadinessPart } from '../../health/schemas';

const ZAt = z.string().describe('ISO 8601 time');

export const ZSystemReadiness = z.object({
  ready: z.boolean().describe('What GET /api/health/ready answers: true is its 200, false its 503'),
  checks: z
    .array(z.object({ part: ZReadinessPart, ok: z.boolean(), reason: z.string().nullable() }))
    .describe('Each part readiness checks, with why it fails'),
});

export const ZSystemQueue = z.object({
  name: z.string(),
  queued: z.number().int().describe('Waiting jobs: due or deferred, not started'),
  active: z.number().int(),
  failedDay: z.number().int().describe('Jobs that failed (all retries spent) in the last 24 hours'),
  oldestQueuedSeconds: z.number().int().describe('Age of the oldest due job not started; 0 when none waits'),
});

export const ZSystemWebhookEndpoint = z.object({
  id: z.string().uuid(),
  host: z.string().describe("The endpoint URL's host only"),
  failures: z.number().int().describe('Failed attempts since its last success'),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  lastError: z.string().nullable().describe("The newest failed delivery's error, or the receiver's HTTP status"),
  lastAttemptAt: ZAt.nullable(),
});

export const ZSystemMailFailure = z.object({
  id: z.string().describe("The failed send job's id"),
  at: ZAt,
  template: z.string().nullable(),
  recipient: z.string().nullable().describe('Masked: the first letter and the domain (a***@example.com)'),
  error: z.string().nullable(),
});

export const ZSystemServerError = z.object({
  id: z.number().int(),
  at: ZAt,
  requestId: z.string().describe("The request's id, as in the logs and the X-Request-Id answered"),
  method: z.string(),
  route: z.string().describe('The route pattern, never the URL with its values'),
  status: z.number().int(),
  message: z.string().nullable().describe("The error's own message (truncated), not what the caller was shown"),
  procedure: z.string().nullable(),
});

export const ZSystemLedgerCheck = z.object({
  checkedAt: ZAt,
  ok: z.boolean().describe('The ledger sums to 0 and the escrow held equals what escrowed payments hold'),
  ledgerSum: ZMoney.describe('The sum of every ledger entry: 0.00 unless something is wrong'),
  escrowHeld: ZMoney.describe("The escrow account's balance"),
  escrowExpected: ZMoney.describe('What payments in the escrowed state hold'),
});

export const ZSystemBackupRun = z.object({
  at: ZAt,
  kind: z.enum(['scheduled', 'manual']),
  ok: z.boolean(),
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const ZAdminSystemOverview = z
  .object({
    at: ZAt.describe('When the server read these'),
    readiness: ZSystemReadiness,
    queues: z.array(ZSystemQueue).describe('Every queue the API runs, by name'),
    webhooks: z.object({
      pending: z.number().int(),
      failing: z.number().int().describe('Pending after a failed attempt'),
      failedDay: z.number().int().describe('Given up in the last 24 hours'),
      failingEndpoints: z.array(ZSystemWebhookEndpoint).describe('Up to 20, most recently tried first'),
    }),
    mails: z.object({
      pending: z.number().int().describe('Not sent nor skipped yet'),
      failing: z.number().int().describe('Handed to a send job over 15 minutes ago and still unsent'),
      failedDay: z.number().int().describe('Sends given up in the last 24 hours'),
      recentFailures: z.array(ZSystemMailFailure).describe('Up to 20, newest first'),
    }),
    recentErrors: z.object({
      total: z.number().int().describe('5xx answers recorded in the last 7 days'),
      items: z.array(ZSystemServerError).describe('The newest 50'),
    }),
    ledger: ZSystemLedgerCheck.nullable().describe('The last ledger check; null until it has run'),
    backups: z.object({
      configured: z.boolean().describe('Scheduled backups run: the embedded database with BACKUP_DIR set'),
      note: z.string().describe('What is backed up and how, or what to set'),
      schedule: z.string().nullable().describe('BACKUP_CRON (UTC) when configured'),
      keep: z.number().int().nullable().describe('BACKUP_KEEP when configured'),
      last: ZSystemBackupRun.nullable().describe('The newest backup run, scheduled or manual'),
      lastOk: ZSystemBackupRun.nullable().describe('The newest one that succeeded'),
    }),
  })
  .meta({ id: 'AdminSystemOverview' });
export type TAdminSystemOverview = z.infer<typeof ZAdminSystemOverview>;
