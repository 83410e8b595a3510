import cookie from '@fastify/cookie';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedOrigins } from './origin';
import type { Env } from '../env';

export type SecurityOptions = {
  env: Env;
  /** Where the general limit counts requests: shared by all API processes on Postgres; in memory when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/** Cookies, security headers, CORS for the configured web and admin origins only, and a general rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(cookie);
  await app.register(securityHeadersPlugin, { env: opts.env });
  // Credentialed cross-origin reads: the web app's origin anywhere, the console's on the admin API only.
  corsHooks(app, trustedOrigins(opts.env));
  await app.register(rateLimit, {
    max: opts.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
    // Only calls into the API count. The built web app is dozens of immutable chunks per page load; counting
    // them would turn a few quick page views into 429s for the very files the page needs to render.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${context.after}`,
      code: 'TOO_MANY_REQUESTS',
    }),
  });
});

/**
 * CORS for the origins a URL trusts (`trustedOrigins`): the allowed origin reflected with credentials, and
 * preflights answered in the hook, before anything that would refuse a request without its cookie (a browser sends
 * none with a preflight). What @fastify/cors does with these options, and only that: given options that depend on
 * the request, it rebuilt them with two object spreads on every request, whose objects V8 kept alive through the
 * young generation's scavenges (bench/README.md, "Where the CPU goes").
 */
function corsHooks(app: FastifyInstance, trustedFor: (url: string) => ReadonlySet<string>): void {
  app.addHook('onRequest', (request, reply, done) => {
    // The answer depends on the Origin header for every URL, allowed or not: caches must keep them apart.
    addVary(reply, 'Origin');
    const origins = trustedFor(request.url);
    if (origins.size === 0) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && origins.has(origin)) void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-allow-credentials', 'true');
    if (request.method !== 'OPTIONS') return done();
    if (!origin || !request.headers['access-control-request-method'])
      return void reply.code(400).type('text/plain').send('Invalid Preflight Request');
    void reply.header('access-control-allow-methods', 'GET,HEAD,POST');
    addVary(reply, 'Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) void reply.header('access-control-allow-headers', requested);
    // Safari waits for a body on a 204 without Content-Length.
    void reply.code(204).header('content-length', '0').send();
  });
  // A preflight is answered above; an OPTIONS request on a URL that trusts no other origin is not found.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}

/** Adds a field to the answer's Vary header, once. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') return void reply.header('vary', field);
  const fields = String(current)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (!fields.includes('*') && !fields.includes(field.toLowerCase())) void reply.header('vary', `${current}, ${field}`);
}

function isApiPath(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/api/') || url === '/api';
}

/**
 * helmet's security headers on every answer, worked out once: the web app and API here, the admin console in
 * admin-server.ts. (@fastify/helmet builds helmet's middleware, parsing the content security policy again, on every
 * request: a cost each call paid.) They go into Fastify's own header object, as a route's do (a route's header of
 * the same name replaces one of these): a header set on the raw response instead costs Node a validated
 * `[name, value]` array each, and then every header of the answer goes through `setHeader` one by one, where
 * `writeHead` otherwise writes Fastify's object as it is (bench/README.md, "What keeps the CPU down").
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const headers = Object.entries(securityHeaders(helmetOptions(opts.env)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) void reply.header(name, value);
    done();
  });
});

/** The headers helmet's middleware sets for these options (it reads nothing of the request for them). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(env: Env): HelmetOptions {
  // With an S3 store, browsers PUT uploads to it and load images from it.
  const storage = [env.S3_ENDPOINT && (env.S3_PRESIGN_ENDPOINT ?? env.S3_ENDPOINT), env.S3_PUBLIC_URL].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Leaflet inject style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from a configurable tile server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
        connectSrc: ["'self'", 'ws:', 'wss:', ...storage],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
