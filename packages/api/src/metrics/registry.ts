import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics (GET /metrics, plugins/metrics.ts). One registry per process: every server a process builds
 * (tests build many) adds to the same series, as one replica would. Names are documented in docs/operations.md.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds: from a millisecond cache hit to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'wallcraft_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (never the raw URL), method and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const httpRequestsInFlight = new Gauge({
  name: 'wallcraft_http_requests_in_flight',
  help: 'HTTP requests received and not yet answered',
  registers: [metricsRegistry],
});

export const trpcProcedureDuration = new Histogram({
  name: 'wallcraft_trpc_procedure_duration_seconds',
  help: 'tRPC procedure calls (HTTP, REST and websocket) by procedure and outcome (ok or the error code)',
  labelNames: ['procedure', 'type', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const websocketConnections = new Gauge({
  name: 'wallcraft_websocket_connections',
  help: 'Open websocket connections on this process',
  registers: [metricsRegistry],
});

export const websocketSubscriptions = new Gauge({
  name: 'wallcraft_websocket_subscriptions',
  help: 'Live subscriptions on this process',
  registers: [metricsRegistry],
});

export const realtimeLag = new Histogram({
  name: 'wallcraft_realtime_lag_seconds',
  help: "From an event's database write to its push to a subscriber on this process",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const jobsProcessed = new Counter({
  name: 'wallcraft_jobs_processed_total',
  help: 'Jobs this process ran, by queue and outcome (completed or failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'wallcraft_job_duration_seconds',
  help: 'How long a job ran on this process, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

// Read at scrape (plugins/metrics.ts): what the database holds, the same on every replica.
export const jobQueueDepth = new Gauge({
  name: 'wallcraft_job_queue_depth',
  help: 'Jobs per queue and state (waiting: due or deferred, not started; active; failed: given up, still retained)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

export const jobQueueOldestAge = new Gauge({
  name: 'wallcraft_job_queue_oldest_waiting_seconds',
  help: 'Age of the oldest due job not yet started, per queue (0 when none waits)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const webhookDeliveries = new Gauge({
  name: 'wallcraft_webhook_deliveries',
  help: 'Webhook deliveries: pending (not delivered yet), failing (pending after a failed attempt), failed (given up, last 24 h)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const mailOutbox = new Gauge({
  name: 'wallcraft_mail_outbox',
  help: 'Outbox mails: pending (not sent or skipped), failing (handed to a send job over 15 minutes ago, still unsent)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const databasePool = new Gauge({
  name: 'wallcraft_database_pool_connections',
  help: 'Postgres pool connections by state (total, idle), and requests waiting for one (waiting)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const embeddedQueue = new Gauge({
  name: 'wallcraft_embedded_database_queue_length',
  help: 'Requests waiting for or running on the embedded engine (PGlite)',
  registers: [metricsRegistry],
});

export const embeddedRestarts = new Gauge({
  name: 'wallcraft_embedded_database_restarts',
  help: 'Times the embedded engine was started again since this process opened it',
  registers: [metricsRegistry],
});

// Set by the ledger.check job (not per scrape): only the process that last ran it has them; read with max().
export const ledgerSum = new Gauge({
  name: 'wallcraft_ledger_sum_cents',
  help: 'The sum of all ledger entries; anything but 0 is a bug',
  registers: [metricsRegistry],
});

export const ledgerEscrowHeld = new Gauge({
  name: 'wallcraft_ledger_escrow_held_cents',
  help: "The escrow account's balance in the ledger",
  registers: [metricsRegistry],
});

export const ledgerPaymentsEscrowed = new Gauge({
  name: 'wallcraft_ledger_payments_escrowed_cents',
  help: 'The amounts of payments in the escrowed state; equals the escrow held when all is well',
  registers: [metricsRegistry],
});

export const ledgerCheckedAt = new Gauge({
  name: 'wallcraft_ledger_check_timestamp_seconds',
  help: 'When the ledger check last ran (Unix time)',
  registers: [metricsRegistry],
});

// Set by the scheduled backup of the embedded database (plugins/backups.ts) when it has written one; a Postgres dump's
// cron can publish the same name (node_exporter's textfile collector), so one alert covers both (docs/operations.md).
export const backupLastSuccess = new Gauge({
  name: 'wallcraft_backup_last_success_timestamp_seconds',
  help: 'When the last scheduled backup was written (Unix time); 0 until this process has written one',
  registers: [metricsRegistry],
});
