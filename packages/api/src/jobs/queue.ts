import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type QueuePolicy } from 'pg-boss';
import { jobDuration, jobsProcessed } from '../metrics/registry';

/**
 * Every kind of background job the API runs, with its payload. Payments (auto-release), email and
 * webhooks add their own here.
 */
export type JobPayloads = {
  /** One pass of the embedded verification provider; each pass queues the next. */
  'verification.tick': Record<string, never>;
  /** Deletes expired user and admin sessions (hourly). */
  'sessions.sweep': Record<string, never>;
  /** Publishes reviews and releases escrow that are due after completion (hourly; see domains/reviews/payout.ts). */
  'reviews.payout': Record<string, never>;
  /** Resized WebP copies of one uploaded photo, queued when the upload is accepted (domains/uploads/variants.ts). */
  'images.variants': { key: string };
  /** Queues the copies of photos whose job was lost or that predate copies (hourly and at start). */
  'images.sweep': Record<string, never>;
  /** One pass of webhook delivery (domains/webhooks/delivery.ts); each pass queues the next. */
  'webhooks.deliver': Record<string, never>;
  /** Hands due mails of the email outbox to email.send jobs (every minute; see domains/email/service.ts). */
  'email.sweep': Record<string, never>;
  /** Renders and sends one outbox mail; a failed send is retried with backoff. */
  'email.send': { id: string };
  /** VACUUM (ANALYZE) of every table of the embedded database, which has no autovacuum (hourly; PGlite only). */
  'database.vacuum': Record<string, never>;
  /** Builds one person's data export (domains/account-data/service.ts), queued when they ask for it. */
  'account.export': { id: string };
  /** Deletes the uploaded files of deleted accounts (domains/uploads/service.ts), queued at each deletion. */
  'account.purgeUploads': Record<string, never>;
  /** A snapshot of the embedded database into BACKUP_DIR, keeping the last BACKUP_KEEP (plugins/backups.ts). */
  'database.backup': Record<string, never>;
  /** Sums the ledger into the metrics' gauges (every 10 minutes and at start; plugins/metrics.ts). */
  'ledger.check': Record<string, never>;
};

/** Job names and their payloads. */
export type JobMap = Record<string, object>;

/** A queue's pg-boss options: its policy and, where the default (2 quick retries) is too little, its retries. */
export type QueueOptions = { policy: QueuePolicy; retryLimit?: number; retryDelay?: number; retryBackoff?: boolean };

export type QueueTable<P extends JobMap> = { [N in keyof P & string]: QueueOptions };

/**
 * How each queue accepts jobs (pg-boss policies): `stately` keeps at most one job waiting and one running
 * across all API processes, which is what a self-repeating tick needs.
 */
export const API_QUEUES: QueueTable<JobPayloads> = {
  'verification.tick': { policy: 'stately' },
  'sessions.sweep': { policy: 'stately' },
  'reviews.payout': { policy: 'stately' },
  'images.variants': { policy: 'standard' },
  'images.sweep': { policy: 'stately' },
  'webhooks.deliver': { policy: 'stately' },
  'email.sweep': { policy: 'stately' },
  // An SMTP server that is down for a while: 8 tries, 30 s apart and doubling (about two hours in all).
  'email.send': { policy: 'standard', retryLimit: 8, retryDelay: 30, retryBackoff: true },
  'database.vacuum': { policy: 'stately' },
  'account.export': { policy: 'standard' },
  'account.purgeUploads': { policy: 'stately' },
  'database.backup': { policy: 'stately' },
  'ledger.check': { policy: 'stately' },
};

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
};

export type WorkOptions = {
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
};

/** A durable queue: jobs live in the database, so they survive restarts and are done once by one process. */
export interface JobQueue<P extends JobMap = JobPayloads> {
  /** Queues a job; resolves null when the queue's policy refused it (one is already waiting). */
  send<N extends keyof P & string>(name: N, data: P[N], options?: SendOptions): Promise<string | null>;
  /** Sends the job on a cron schedule (one send per occurrence across all processes). */
  schedule<N extends keyof P & string>(name: N, cron: string, data: P[N]): Promise<void>;
  /** Runs the handler for each job of this kind; a handler that throws leaves the job to be retried. */
  work<N extends keyof P & string>(
    name: N,
    handler: (data: P[N]) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Stops the workers, waiting for jobs in flight. */
  stop(): Promise<void>;
  /** Whether the workers are running: started, and neither stopping nor stopped (readiness). */
  running(): boolean;
}

/**
 * pg-boss on the API's database: on Postgres through its own small pool (its tables live in the pgboss
 * schema), on embedded PGlite through pg-boss's PGlite adapter on the same in-process engine.
 */
export async function startJobQueue<P extends JobMap>(
  handle: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  queues: QueueTable<P>,
): Promise<JobQueue<P>> {
  let boss: PgBoss;
  if (handle.kind === 'postgres' && handle.connectionString) {
    boss = new PgBoss({ connectionString: handle.connectionString, max: 3, application_name: 'wallcraft-jobs' });
  } else if (handle.pglite) {
    boss = new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' });
  } else {
    throw new Error('jobs: the database handle has neither a connection string nor an embedded engine');
  }
  boss.on('error', (error: unknown) => log.error({ err: error }, 'jobs: queue error'));
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'jobs: queue warning'));
  await boss.start();
  for (const [name, options] of Object.entries<QueueOptions>(queues)) await boss.createQueue(name, options);
  let running = true;
  boss.on('stopped', () => (running = false));

  return {
    send: (name, data, options = {}) => boss.send(name, data, { startAfter: options.startAfterSeconds }),
    schedule: (name, cron, data) => boss.schedule(name, cron, data),
    work: async (name, handler, options = {}) => {
      // pg-boss refuses an explicit undefined: pass the setting only when it is given.
      const settings = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
      await boss.work<P[typeof name]>(name, settings, async (jobs) => {
        for (const job of jobs) {
          const timer = jobDuration.startTimer({ queue: name });
          try {
            await handler(job.data);
            jobsProcessed.inc({ queue: name, outcome: 'completed' });
          } catch (error) {
            jobsProcessed.inc({ queue: name, outcome: 'failed' });
            log.warn({ err: error, job: name }, 'jobs: a job failed; it will be retried');
            throw error;
          } finally {
            timer();
          }
        }
      });
    },
    stop: () => {
      running = false;
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
    running: () => running,
  };
}
