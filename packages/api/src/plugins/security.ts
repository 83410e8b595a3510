import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
  const trustedFor = trustedOrigins(opts.env);
  const corsOptions = new Map<ReadonlySet<string>, { origin: string[] | false; credentials: true }>();
  await app.register(cors, {
    delegator: (request, callback) => {
      const origins = trustedFor(request.url ?? '');
      let options = corsOptions.get(origins);
      if (!options)
        corsOptions.set(origins, (options = { origin: origins.size ? [...origins] : false, credentials: true }));
      callback(null, options);
    },
  });
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

function isApiPath(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/api/') || url === '/api';
}

/**
 * helmet's security headers on every answer, worked out once: the web app and API here, the admin console in
 * admin-server.ts. (@fastify/helmet builds helmet's middleware, parsing the content security policy again, on every
 * request: a cost each call paid.)
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const headers = Object.entries(securityHeaders(helmetOptions(opts.env)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
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
