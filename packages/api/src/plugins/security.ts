import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

/** Cookies, security headers, CORS for the configured web and admin origins only, and a general rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Leaflet inject style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from a configurable tile server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const origins = [opts.env.WEB_ORIGIN, opts.env.ADMIN_ORIGIN].filter((o): o is string => Boolean(o));
  await app.register(cors, { origin: origins.length ? origins : false, credentials: true });
  await app.register(rateLimit, {
    max: opts.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${context.after}`,
      code: 'TOO_MANY_REQUESTS',
    }),
  });
});
