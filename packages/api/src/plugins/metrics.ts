import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebSocketServer } from 'ws';
import type { JobPayloads, JobQueue } from '../jobs/queue';
import {
  databasePool,
  embeddedQueue,
  embeddedRestarts,
  httpRequestDuration,
  httpRequestsInFlight,
  jobQueueDepth,
  jobQueueOldestAge,
  ledgerCheckedAt,
  ledgerEscrowHeld,
  ledgerPaymentsEscrowed,
  ledgerSum,
  mailOutbox,
  metricsRegistry,
  webhookDeliveries,
  websocketConnections,
} from '../metrics/registry';
import * as system from '../domains/admin/system/service';
import type { ServerDeps } from '../trpc/context';

/** The ledger check's schedule: often enough to alert within the quarter hour, rare enough to cost nothing. */
const LEDGER_CHECK_CRON = '*/10 * * * *';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time (hashes of equal length). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** When a request was received, and whether it still counts as in flight (answered and aborted both end it once). */
const started = new WeakMap<FastifyRequest, number>();

function finished(request: FastifyRequest): number | null {
  const at = started.get(request);
  if (at === undefined) return null;
  started.delete(request);
  httpRequestsInFlight.dec();
  return (performance.now() - at) / 1000;
}

/**
 * Prometheus metrics (metrics/registry.ts, docs/operations.md#metrics): request durations and in-flight requests,
 * open websockets, the database's pool or embedded engine, the job queues, webhook deliveries and the mail outbox
 * read at scrape, and the ledger check run by the `ledger.check` job. `GET /metrics` answers only with
 * `Authorization: Bearer $METRICS_TOKEN`; without the token set, or with another, it is a 404 like any unknown path.
 * A plain route outside /api: not in the OpenAPI document and not under the API's rate limit.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { deps: ServerDeps; jobs: JobQueue<JobPayloads>; token?: string }) => {
    const { db, log } = opts.deps;
    const { database } = app;

    app.addHook('onRequest', (request, _reply, done) => {
      // An upgraded websocket is no request in flight: it is counted as a connection below.
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
        started.set(request, performance.now());
        httpRequestsInFlight.inc();
      }
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      done();
      const seconds = finished(request);
      if (seconds === null) return;
      // The route's pattern (/api/projects/:id), never the URL: one series per route, not per id.
      const route = request.routeOptions.url ?? 'unmatched';
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
      httpRequestDuration.observe({ method: request.method, route, status_class: statusClass }, seconds);
    });
    app.addHook('onRequestAbort', async (request) => void finished(request));

    app.addHook('onReady', async () => {
      const wss = (app as FastifyInstance & { websocketServer?: WebSocketServer }).websocketServer;
      wss?.on('connection', (socket) => {
        websocketConnections.inc();
        socket.once('close', () => websocketConnections.dec());
      });
    });

    await opts.jobs.work('ledger.check', async () => {
      const totals = await system.ledgerTotals(db);
      ledgerSum.set(totals.sum);
      ledgerEscrowHeld.set(totals.escrowHeld);
      ledgerPaymentsEscrowed.set(totals.paymentsEscrowed);
      ledgerCheckedAt.set(Date.now() / 1000);
      if (!system.ledgerBalances(totals)) log.error(totals, 'ledger check: the ledger does not balance');
      await system.recordLedgerCheck(db, totals);
    });
    await opts.jobs.schedule('ledger.check', LEDGER_CHECK_CRON, {});
    await opts.jobs.send('ledger.check', {});

    /** Reads what the database holds into the gauges, for this scrape. */
    const refresh = async () => {
      const [queues, webhooks, outbox] = await Promise.all([
        system.queueStats(db),
        system.webhookStats(db),
        system.outboxStats(db),
      ]);
      jobQueueDepth.reset();
      jobQueueOldestAge.reset();
      for (const queue of queues) {
        jobQueueDepth.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        jobQueueDepth.set({ queue: queue.name, state: 'active' }, queue.active);
        jobQueueDepth.set({ queue: queue.name, state: 'failed' }, queue.failed);
        jobQueueOldestAge.set({ queue: queue.name }, Math.max(queue.oldest ?? 0, 0));
      }
      for (const state of ['pending', 'failing', 'failed'] as const) webhookDeliveries.set({ state }, webhooks[state]);
      for (const state of ['pending', 'failing'] as const) mailOutbox.set({ state }, outbox[state]);
      if (database.pool) {
        databasePool.set({ state: 'total' }, database.pool.totalCount);
        databasePool.set({ state: 'idle' }, database.pool.idleCount);
        databasePool.set({ state: 'waiting' }, database.pool.waitingCount);
      }
      if (database.pglite) {
        const { queued, restarts } = database.pglite.stats;
        embeddedQueue.set(queued);
        embeddedRestarts.set(restarts);
      }
    };

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!opts.token || !bearerMatches(request, opts.token))
        return reply.status(404).send({ message: `No route for GET ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
      // A database that does not answer still leaves the process's own metrics to read (and the gauges as last read).
      await refresh().catch((error: unknown) =>
        request.log.warn({ err: error }, 'metrics: reading the database failed'),
      );
      return reply
        .header('cache-control', 'no-store')
        .type(metricsRegistry.contentType)
        .send(await metricsRegistry.metrics());
    });
  },
);
