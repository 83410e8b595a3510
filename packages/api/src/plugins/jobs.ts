import type { FastifyInstance } from 'fastify';
import { vacuumTables } from '@wallcraft/db';
import fp from 'fastify-plugin';
import { buildExport, markExportFailed, purgeExpiredExports } from '../domains/account-data/service';
import { deleteExpiredSessions } from '../domains/auth/sessions';
import { createMailer } from '../domains/email/mailer';
import { queueDueMail, sendOutboxMail } from '../domains/email/service';
import { paymentProvider } from '../domains/payments/provider';
import { runPayout } from '../domains/reviews/service';
import { runTick } from '../domains/verification/service';
import { runDeliveryPass } from '../domains/webhooks/delivery';
import { purgeDeletedOwners } from '../domains/uploads/service';
import { makeVariants, sweepVariants } from '../domains/uploads/variants';
import type { JobPayloads, JobQueue } from '../jobs/queue';
import type { ServerDeps } from '../trpc/context';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue<JobPayloads>;
  }
}

/**
 * The job queue (`app.jobs`, started in server.ts) and the API's background work on it: resized copies of each
 * accepted upload (and an hourly sweep for photos still waiting for them), the hourly session sweep, the hourly
 * payout (reviews and escrow due after completion), the embedded database's hourly vacuum, and the verification
 * tick every VERIFICATION_TICK_SECONDS (0 = off). Each runs once per occurrence across all API processes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { deps: ServerDeps; jobs: JobQueue<JobPayloads> }) => {
  const { db, env, log } = opts.deps;
  const { jobs } = opts;
  app.decorate('jobs', jobs);

  await jobs.work('images.variants', ({ key }) => makeVariants(db, env, log, key), { pollingIntervalSeconds: 1 });
  await jobs.work('images.sweep', async () => {
    const queued = await sweepVariants(db, jobs);
    if (queued) log.info({ queued }, 'variants: queued the copies of photos still waiting for them');
  });
  await jobs.schedule('images.sweep', '15 * * * *', {});
  await jobs.send('images.sweep', {});

  // Mail: a change writes its mail to the outbox in its transaction; the sweep hands due ones to a job each.
  const mailer = createMailer(env);
  await jobs.work('email.send', async ({ id }) => void (await sendOutboxMail(db, env, mailer, id)), {
    pollingIntervalSeconds: 1,
  });
  await jobs.work('email.sweep', async () => void (await queueDueMail(db, jobs, env)), { pollingIntervalSeconds: 1 });
  await jobs.schedule('email.sweep', '* * * * *', {});

  await jobs.work('sessions.sweep', async () => {
    await deleteExpiredSessions(db);
    const purged = await purgeExpiredExports(db);
    if (purged) log.info({ purged }, 'expired data exports deleted');
    await jobs.send('account.purgeUploads', {});
  });
  // A deleted account's files: the deletion queues this, and the hourly sweep catches any it missed.
  await jobs.work('account.purgeUploads', async () => {
    const purged = await purgeDeletedOwners(db, env);
    if (purged) log.info({ purged }, "deleted accounts' uploads deleted");
  });
  await jobs.schedule('sessions.sweep', '0 * * * *', {});

  const provider = paymentProvider(env);
  await jobs.work('reviews.payout', async () => {
    const done = await runPayout(db, provider);
    if (done.published || done.released) log.info(done, 'reviews published and escrow released after completion');
  });
  await jobs.schedule('reviews.payout', '30 * * * *', {});

  // A person's data export: built once; a failure shows as failed in Settings, where they can ask again.
  await jobs.work(
    'account.export',
    async ({ id }) => {
      try {
        await buildExport(db, id);
      } catch (error) {
        log.error({ err: error, exportId: id }, 'data export failed');
        await markExportFailed(db, id);
      }
    },
    { pollingIntervalSeconds: 1 },
  );

  await deliverWebhooks(jobs, opts.deps);

  // The embedded database runs no autovacuum: without this its tables and indexes keep every row version that
  // updates and deletes leave (the job queue's own churn included) and its statistics age. One table at a time, so
  // a request waits at most for one table's vacuum (under 300 ms for the largest at 100x, bench/README.md).
  if (opts.deps.database.kind === 'pglite') {
    await jobs.work('database.vacuum', async () => {
      const started = performance.now();
      const tables = await vacuumTables(db);
      log.info({ tables, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
    });
    await jobs.schedule('database.vacuum', '45 * * * *', {});
  }

  const every = env.VERIFICATION_TICK_SECONDS;
  if (every === 0) return;
  // Each tick queues the next; the queue keeps at most one waiting, so several processes share one chain.
  await jobs.work(
    'verification.tick',
    async () => {
      try {
        const applied = await runTick(db, env);
        if (applied > 0) log.info({ applied }, 'verification requests advanced');
      } finally {
        await jobs
          .send('verification.tick', {}, { startAfterSeconds: every })
          .catch((error: unknown) => log.warn({ err: error }, 'verification: queueing the next tick failed'));
      }
    },
    { pollingIntervalSeconds: Math.min(Math.max(every / 2, 0.5), 2) },
  );
  await jobs.send('verification.tick', {});
});

/**
 * Webhook delivery every WEBHOOK_TICK_SECONDS (0 = off): a pass claims what is due, so several processes share the
 * chain of passes and never send one delivery twice at once. A minutely schedule restarts a chain that was lost.
 */
async function deliverWebhooks(jobs: JobQueue<JobPayloads>, { db, env, log }: ServerDeps) {
  const every = env.WEBHOOK_TICK_SECONDS;
  if (every === 0) return;
  await jobs.work(
    'webhooks.deliver',
    async () => {
      try {
        // Passes back to back while there is more due, so a burst of events is not paced by the tick.
        while ((await runDeliveryPass(db, env)) > 0);
      } finally {
        await jobs
          .send('webhooks.deliver', {}, { startAfterSeconds: every })
          .catch((error: unknown) => log.warn({ err: error }, 'webhooks: queueing the next pass failed'));
      }
    },
    { pollingIntervalSeconds: Math.min(Math.max(every / 2, 0.5), 2) },
  );
  await jobs.schedule('webhooks.deliver', '* * * * *', {});
  await jobs.send('webhooks.deliver', {});
}
