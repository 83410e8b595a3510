import ipaddr from 'ipaddr.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (this file is packages/api/src/env.ts): a relative DATA_DIR means the same folder from every script. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Names proxy-addr (Fastify's trustProxy) takes for whole ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The API's settings: the only reader of process.env in this package. */
const ZBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * On SIGTERM, how long readiness answers 503 while the API still serves, before it stops listening: a load
   * balancer's health check interval times its failure count, so it stops sending first (docs/operations.md).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  ADMIN_PORT: z.coerce.number().int().min(1).max(65_535).default(3001),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./.data')
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  /** Origins allowed to call the API with credentials (the web app and the admin console when served elsewhere). */
  WEB_ORIGIN: z.string().url().optional(),
  ADMIN_ORIGIN: z.string().url().optional(),
  /**
   * The secret the console's server adds to each request it forwards (lib/console-proof.ts): the API serves its admin
   * routes to nothing else. Set the same value on both servers; unset, both read a random key from DATA_DIR.
   */
  ADMIN_PROXY_SECRET: z.string().min(32, 'ADMIN_PROXY_SECRET must be at least 32 characters').optional(),
  /** Force the Secure cookie flag on or off; by default it follows the request's protocol (HTTPS, or X-Forwarded-Proto with TRUST_PROXY). */
  COOKIE_SECURE: ZBoolean.optional(),
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto the server believes: addresses or CIDR ranges, comma
   * separated (the console's server, a load balancer), or loopback. Never every address: a client reaching the
   * port directly could then name any address it likes and step around every per-address limit. Default none.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      if (['', 'false', '0'].includes(value.trim())) return [];
      if (['true', '1'].includes(value.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: "name the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8), not true: then anyone could forge them",
        });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      for (const entry of entries)
        if (!PROXY_KEYWORDS.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry))
          ctx.addIssue({ code: 'custom', message: `${entry} is not an IP address, a CIDR range or loopback` });
      return entries;
    }),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a process keeps a session it read (sign-outs drop it at once, in every process); 0 reads every time. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  ADMIN_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** An admin session ends after this many minutes without a request. */
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** How long an operator's invitation link stays valid. */
  ADMIN_INVITE_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  /** What operators refund from the console (cents): in all on one project, and each in any 24 hours; then a superadmin. */
  ADMIN_REFUND_LIMIT_CENTS: z.coerce.number().int().min(0).default(100_000),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /** Sign-ups allowed per IP and window. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * Failed sign-ins (successes never count): after AUTH_FREE_FAILURES for one email from one IP, each further try
   * waits twice as long (2 s up to 15 min) until a success; hourly ceilings per email over all IPs (high, so a
   * stranger cannot lock the owner out) and per IP over all emails (against spraying one password over many).
   */
  AUTH_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  AUTH_FAILURES_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(100),
  AUTH_FAILURES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** General request budget per IP and minute, for every /api and /trpc call (static files and media are not counted). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  /**
   * Images this process serves (uploads in the embedded store, the demo's drawings) per IP and minute: unsigned
   * reads, so they have a budget of their own beside the API's (a page shows dozens; each is cached for good).
   */
  MEDIA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Calls one personal API token may make per minute (answered with RateLimit-* headers, then 429). */
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Websocket: live subscriptions one socket, and one user over all their sockets on this process, may hold at once. */
  WS_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(10),
  WS_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).default(50),
  /** Support assistant: chat messages per signed-in user and minute. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Direct messages and applications sent per user and minute. */
  MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  APPLICATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Feedback and contact requests per sender (a user, or an address when signed out) and hour. */
  SUPPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Reports of users' items per reporter and hour: enough for an honest user, not for flooding the queue. */
  REPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** An OpenAI-compatible endpoint (e.g. https://api.openai.com/v1) answers chat when both are set; otherwise retrieval alone answers. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The built web app to serve on the same origin (production start). */
  WEB_DIST_DIR: z.string().optional(),
  /** Visitors' landing pages drawn by the server when the build has its render (dist/ssr); false sends the plain app. */
  WEB_SERVER_RENDER: ZBoolean.default(true),
  /** The admin console's server (admin-main.ts): the built console it serves, and the API it forwards /api and /trpc to. */
  ADMIN_DIST_DIR: z.string().optional(),
  API_ORIGIN: z.string().url().default('http://localhost:3000'),
  /**
   * Scheduled backups of the embedded database (docs/operations.md#backups-and-restores): a gzipped snapshot into
   * BACKUP_DIR on the cron BACKUP_CRON (UTC), keeping the last BACKUP_KEEP. Unset: none. Ignored on DATABASE_URL.
   */
  BACKUP_DIR: z
    .string()
    .min(1)
    .transform((dir) => path.resolve(REPO_ROOT, dir))
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_CRON: z.string().min(9).default('0 3 * * *'),
  /** Fill an empty embedded database with the demo data set at start (never on DATABASE_URL). */
  SEED_DEMO_DATA: ZBoolean.default(false),
  /** Uploads: HMAC key for the embedded store's upload URLs (generated into DATA_DIR when unset) and their lifetime. */
  UPLOAD_SIGNING_SECRET: z.string().min(32, 'UPLOAD_SIGNING_SECRET must be at least 32 characters').optional(),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Any S3-compatible store (MinIO, AWS, R2): set endpoint, bucket and both keys to use it instead of DATA_DIR. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The endpoint browsers reach, put into presigned URLs when the API reaches the store by another name (docker: http://minio:9000 vs http://localhost:9000). */
  S3_PRESIGN_ENDPOINT: z.string().url().optional(),
  /** Where browsers read objects (a CDN or the bucket's public address); default (S3_PRESIGN_ENDPOINT or S3_ENDPOINT)/S3_BUCKET. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /**
   * Background verification. 'manual': operators approve or reject each request in the admin console.
   * 'embedded': the demo's stand-in, which approves every request on the schedule below with no check at all.
   * Default: manual on Postgres (DATABASE_URL), embedded on the embedded demo database.
   */
  VERIFICATION_PROVIDER: z.enum(['embedded', 'manual']).optional(),
  VERIFICATION_PROCESSING_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  VERIFICATION_COMPLETE_AFTER_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the worker looks for requests to advance; 0 turns the worker off (tests drive it by hand). */
  VERIFICATION_TICK_SECONDS: z.coerce.number().int().min(0).default(15),
  /** Webhooks: how long a receiver has to answer, and how often the worker looks for due deliveries (0 = off; tests drive it). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_TICK_SECONDS: z.coerce.number().int().min(0).default(2),
  /** Payments: the platform fee in basis points (500 = 5%), the smallest payment in cents, and who holds the money ('embedded' funds escrow at once, no card). */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(500),
  PAYMENT_MINIMUM_CENTS: z.coerce.number().int().min(1).default(10_000),
  PAYMENT_PROVIDER: z.enum(['embedded', 'stripe']).default('embedded'),
  /** Stripe (PAYMENT_PROVIDER=stripe): the secret API key, the webhook endpoint's signing secret, and another API address (stripe-mock, a test fake). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Email: smtp(s)://user:pass@host:port sends through that server; unset (the embedded default), each mail is
   * written to DATA_DIR/mail and listed on the development mailbox page (/api/dev/mailbox).
   */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('WallCraft <no-reply@wallcraft.local>'),
  /** The development mailbox page; on by default only without SMTP_URL outside production, never with SMTP_URL. */
  DEV_MAILBOX: ZBoolean.optional(),
  /** HMAC key for unsubscribe links (generated into DATA_DIR when unset). */
  EMAIL_SIGNING_SECRET: z.string().min(32, 'EMAIL_SIGNING_SECRET must be at least 32 characters').optional(),
  /** A message mail waits this long, and is not sent when the recipient has read the conversation meanwhile. */
  EMAIL_MESSAGE_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /**
   * The bearer token that opens GET /metrics (Prometheus; docs/operations.md#metrics): scrapers send
   * `Authorization: Bearer <token>`. Unset, the endpoint is off (404), as it is for a request without the token.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The share of ordinary requests logged (one line when each completes); 5xx and slow ones are always logged, at
   * warn. Default: every request, except in production, one in a hundred.
   */
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  /**
   * Where traces go, as OTLP/HTTP JSON (<endpoint>/v1/traces). Unset, tracing is off and its SDK never loaded; set,
   * the SDK reads the other OTEL_* settings itself (OTEL_TRACES_SAMPLER, OTEL_EXPORTER_OTLP_HEADERS…).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('wallcraft-api'),
});

/** Defaults that depend on other settings: outside the embedded demo database, operators decide verifications. */
export const ZEnv = ZEnvFields.superRefine((env, ctx) => {
  if (env.PAYMENT_PROVIDER !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with PAYMENT_PROVIDER=stripe` });
}).transform((env) => ({
  ...env,
  VERIFICATION_PROVIDER: env.VERIFICATION_PROVIDER ?? (env.DATABASE_URL ? ('manual' as const) : ('embedded' as const)),
  REQUEST_LOG_SAMPLE: env.REQUEST_LOG_SAMPLE ?? (env.NODE_ENV === 'production' ? 0.01 : 1),
  DEV_MAILBOX: !env.SMTP_URL && (env.DEV_MAILBOX ?? env.NODE_ENV !== 'production'),
}));

export type Env = z.infer<typeof ZEnv>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
