import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isApiPath(url: string): boolean {
  return (
    url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?') || url === '/api' || url.startsWith('/api/')
  );
}

/**
 * Whether a state-changing request may come from where the browser says it comes from. A page on a sibling origin of
 * the same site (another port, a sibling subdomain) sends our SameSite cookies, and a bodiless POST needs no
 * preflight, so the cookie alone proves nothing. Browsers name the page's origin (`Origin`) or at least how it
 * relates to us (`Sec-Fetch-Site`); a request with neither comes from a non-browser client, which holds its own cookie.
 */
export function crossSiteRefusal(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || allowedOrigins.has(origin) ? null : `Cross-site request refused: origin ${origin}`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Cross-site request refused (${site})`;
  return null;
}

/** Refuses POST/PUT/PATCH/DELETE on /api and /trpc from any origin but the site's own and WEB_ORIGIN / ADMIN_ORIGIN. */
export const originPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const allowed = new Set([opts.env.WEB_ORIGIN, opts.env.ADMIN_ORIGIN].flatMap((o) => (o ? [new URL(o).origin] : [])));
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    const refusal = crossSiteRefusal(request, allowed);
    if (refusal) return reply.status(403).send({ message: refusal, code: 'FORBIDDEN' });
  });
});
