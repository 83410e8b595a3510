import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import type { DatabaseHandle } from '@wallcraft/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { accountDataDownloadPlugin } from './domains/account-data/download';
import { billingExportPlugin } from './domains/billing/export';
import { getActiveUserType } from './domains/accounts/service';
import { ensureFirstAdmin } from './domains/admin/service';
import { SessionCache } from './domains/auth/session-cache';
import { sessionResolver } from './domains/auth/sessions';
import { queueNotificationMail } from './domains/email/outbox';
import { onNotificationCreated } from './domains/notifications/service';
import { onPaymentEscrowed, onPaymentReturned, type PaymentEscrowedHandler } from './domains/payments/service';
import { reopenMilestoneOfPayment } from './domains/milestones/service';
import { onCharge } from './domains/payments/webhook';
import { advanceReferral } from './domains/referrals/service';
import { orderPaid, orderUnpaid } from './domains/shop/orders';
import { feeFailed, feePaid } from './domains/verification/service';
import { queueForNotification } from './domains/webhooks/service';
import type { Env } from './env';
import { API_QUEUES, startJobQueue, type JobPayloads, type JobQueue } from './jobs/queue';
import { attachLifecycle } from './lib/lifecycle';
import { createLimiters, sharedRequestStore } from './lib/rate-limiter';
import { adminExportPlugin } from './plugins/admin-export';
import { backupsPlugin } from './plugins/backups';
import { databasePlugin } from './plugins/database';
import { emailPlugin } from './plugins/email';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { mediaPlugin } from './plugins/media';
import { messageAttachmentsPlugin } from './plugins/message-attachments';
import { objectsPlugin } from './plugins/objects';
import { jsonPlugin } from './plugins/json';
import { lingerPlugin } from './plugins/linger';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { originPlugin } from './plugins/origin';
import { loggerOptions, requestLogPlugin, type LogOutput } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { serverErrorsPlugin } from './plugins/server-errors';
import { sessionsPlugin } from './plugins/sessions';
import { trpcPlugin } from './plugins/trpc';
import { webPlugin } from './plugins/web';
import { webhooksPlugin } from './plugins/webhooks';
import { createEventBus } from './realtime/bus';
import { createSocketSessions } from './realtime/socket-sessions';
import { requestId, requestIdPlugin } from './telemetry/request-id';
import { startTracing } from './telemetry/tracing';
import type { ServerDeps } from './trpc/context';
import { makeCreateContext } from './trpc/create-context';
import { answerClientError } from './lib/client-error';

export type CreateServerOptions = {
  env: Env;
  /** A migrated database to use instead of opening one from env (main.ts, tests); the caller closes it. */
  database?: DatabaseHandle;
  logger?: LogOutput;
};

/** What every request's context and the plugins share: built once the database is open. */
async function buildDeps(app: FastifyInstance, env: Env, jobs: JobQueue<JobPayloads>): Promise<ServerDeps> {
  const { db } = app.database;
  const bus = await createEventBus(app.database, app.log);
  // Added after the database plugin's hook, so it runs before the database closes.
  app.addHook('onClose', () => bus.close());
  const cache = new SessionCache(db, env.SESSION_CACHE_SECONDS * 1000);
  bus.watchSessions(cache);
  app.addHook('onClose', () => cache.close());
  const sessions = sessionResolver(db, env.SESSION_TTL_DAYS, cache, env.ADMIN_IDLE_MINUTES);
  return {
    db,
    database: app.database,
    env,
    log: app.log,
    bus,
    limiters: await createLimiters(env, app.database),
    sessions,
    sockets: createSocketSessions(bus, sessions, app.log),
    accounts: { activeUserType: getActiveUserType },
    jobs,
    lifecycle: attachLifecycle(app, jobs),
  };
}

// One function for every server built (tests build many): registering it again keeps one.
const advancePayerReferral: PaymentEscrowedHandler = (trx, payment) => advanceReferral(trx, payment.payerId, 'payment');

/**
 * Events fan out to the domains that registered for them, so no domain imports one that imports it back: a
 * notification made queues its webhook event, then its mail; a provider's direct charge, paid or failed, goes to
 * the feature that started it; money reaching escrow is the costly step a referral bonus waits for, and money going
 * back makes a funded milestone due again.
 */
export function subscribeDomains(): void {
  onNotificationCreated(queueForNotification);
  onNotificationCreated(queueNotificationMail);
  onCharge('verification', { paid: feePaid, failed: feeFailed });
  onCharge('order', { paid: (db, _env, id, paymentRef) => orderPaid(db, id, paymentRef), failed: orderUnpaid });
  onPaymentEscrowed(advancePayerReferral);
  onPaymentReturned(reopenMilestoneOfPayment);
}

/** Builds the API (no listen): tests use inject or a caller; main.ts listens. */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  subscribeDomains();
  // Before the logger is made: with tracing on, its lines carry the trace id.
  await startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, options.logger),
    // plugins/request-log.ts logs a completed request (a sample of them, and every 5xx or slow one).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY.length ? env.TRUST_PROXY : false,
    genReqId: requestId,
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler: answerClientError,
  });

  await app.register(databasePlugin, { env, database: options.database });
  await ensureFirstAdmin(app.database.db, env, app.log);
  // Started before the routes, which queue work on it (an accepted upload queues its resized copies).
  const jobs = await startJobQueue<JobPayloads>(app.database, app.log, API_QUEUES);
  // Workers stop, waiting for a job in flight, before the database closes.
  app.addHook('onClose', () => jobs.stop());
  const deps = await buildDeps(app, env, jobs);
  const createContext = makeCreateContext(deps, (header) => app.parseCookie(header));

  // First: the request's trace starts, and every answer (a refusal or a 404 too) carries X-Request-Id.
  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin, { sample: env.REQUEST_LOG_SAMPLE });
  // Before the rate limit and the routes: its hooks time every request, the ones refused early too.
  await app.register(metricsPlugin, { deps, jobs, token: env.METRICS_TOKEN });
  await app.register(errorsPlugin);
  await app.register(serverErrorsPlugin, { db: deps.db });
  await app.register(lingerPlugin);
  await app.register(securityPlugin, { env, rateLimitStore: await sharedRequestStore(env, app.database) });
  await app.register(originPlugin, { env });
  await app.register(jsonPlugin);
  await app.register(trpcPlugin, { createContext, env });
  await app.register(sessionsPlugin, { deps });
  await app.register(docsPlugin, { baseUrl: '/api' });
  await app.register(openApiPlugin, { createContext });
  await app.register(adminExportPlugin, { createContext });
  await app.register(accountDataDownloadPlugin, { createContext });
  await app.register(billingExportPlugin, { createContext });
  await app.register(mediaPlugin, { limiters: deps.limiters, perMinute: env.MEDIA_RATE_LIMIT_PER_MINUTE });
  await app.register(objectsPlugin, { deps });
  await app.register(messageAttachmentsPlugin, { deps, createContext });
  await app.register(webhooksPlugin, { deps });
  await app.register(emailPlugin, { deps });
  await app.register(jobsPlugin, { deps, jobs });
  await app.register(backupsPlugin, { deps, jobs });
  await app.register(webPlugin, { env, createContext });
  return app;
}
