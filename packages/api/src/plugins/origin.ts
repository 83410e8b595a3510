import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isApiPath(url: string): boolean {
  return (
    url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?') || url === '/api' || url.startsWith('/api/')
  );
}

/** The admin API: REST under /api/admin, or tRPC calls whose every procedure (a batch names several) is admin.*. */
export function isAdminApiPath(url: string): boolean {
  if (url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?')) return true;
  if (!url.startsWith('/trpc/')) return false;
  const names = decodeURIComponent(url.slice('/trpc/'.length).split('?')[0] ?? '');
  return names.length > 0 && names.split(',').every((name) => name.startsWith('admin.'));
}

/**
 * The other origins whose pages may call a URL with credentials: the web app's (WEB_ORIGIN) everywhere, the
 * admin console's (ADMIN_ORIGIN) on the admin API only, so a page there can never act as a signed-in user.
 * Worked out once from the settings; the function answers per URL with one of two sets.
 */
export function trustedOrigins(env: Pick<Env, 'WEB_ORIGIN' | 'ADMIN_ORIGIN'>): (url: string) => ReadonlySet<string> {
  const originOf = (setting: string | undefined) => (setting ? [new URL(setting).origin] : []);
  const everywhere: ReadonlySet<string> = new Set(originOf(env.WEB_ORIGIN));
  const adminApi: ReadonlySet<string> = new Set([...everywhere, ...originOf(env.ADMIN_ORIGIN)]);
  return (url) => (isAdminApiPath(url) ? adminApi : everywhere);
}

/**
 * Whether a state-changing request may come from where the browser says it comes from. A page on a sibling origin of
 * the same site (another port, a sibling subdomain) sends our SameSite cookies, and a bodiless POST needs no
 * preflight, so the cookie alone proves nothing. Browsers name the page's origin (`Origin`) or at least how it
 * relates to us (`Sec-Fetch-Site`); a request with neither comes from a non-browser client, which holds its own cookie.
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
  trustProxy: boolean,
): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return isOwnOrigin(origin, request, trustProxy) || allowedOrigins.has(origin)
      ? null
      : `Cross-site request refused: origin ${origin}`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Cross-site request refused (${site})`;
  return null;
}

/**
 * The page's origin is the site's own: the same host and port as the request. The scheme is compared only behind
 * a trusted proxy (X-Forwarded-Proto); otherwise a TLS-terminating proxy would make every https page look foreign.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, trustProxy: boolean): boolean {
  try {
    const parsed = new URL(origin);
    const scheme = parsed.protocol.slice(0, -1);
    if (parsed.origin !== origin || (trustProxy && scheme !== request.protocol)) return false;
    return new URL(`${scheme}://${request.host}`).host === parsed.host;
  } catch {
    return false;
  }
}

/**
 * A browser always sends Origin on a websocket upgrade, and cookies go with it whatever the page's origin:
 * only the site's own origin (the request's host) and the configured web origin may open one (the admin console
 * opens none, and a socket serves every procedure). No Origin at all is a non-browser client, which carries no
 * one else's cookies.
 */
export function upgradeOriginAllowed(request: FastifyRequest, env: Env): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const configured = [env.WEB_ORIGIN].flatMap((url) => (url ? [new URL(url).origin] : []));
  if (configured.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === request.headers.host;
}

/**
 * Refuses POST/PUT/PATCH/DELETE on /api and /trpc from any origin but the site's own and WEB_ORIGIN (and
 * ADMIN_ORIGIN on the admin API).
 */
export const originPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const trustedFor = trustedOrigins(opts.env);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    const refusal = crossSiteRefusal(request, trustedFor(request.url), opts.env.TRUST_PROXY);
    if (refusal) return reply.status(403).send({ message: refusal, code: 'FORBIDDEN' });
  });
});
