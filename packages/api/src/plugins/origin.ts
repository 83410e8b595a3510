import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { CONSOLE_PROOF_HEADER, consoleProof, consoleProofCheck } from '../lib/console-proof';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isApiPath(url: string): boolean {
  return (
    url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?') || url === '/api' || url.startsWith('/api/')
  );
}

/** The tRPC procedure names a /trpc URL calls (a batch names several, comma separated); none for other URLs. */
function procedureNames(url: string): string[] {
  if (!url.startsWith('/trpc/')) return [];
  const names = safeDecode(url.slice('/trpc/'.length).split('?')[0] ?? '');
  return names ? names.split(',') : [];
}

/** The REST path, decoded, with its slashes collapsed and in lower case: how it could still reach a route. */
function restPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Nearly every path is already so: this runs several times a request, and the test is a fraction of the work.
  if (!NOT_NORMAL.test(path)) return path;
  return safeDecode(path)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/** What restPath has to undo: an escape, a letter that may lower-case (any outside ASCII too), a doubled slash. */
const NOT_NORMAL = /[%A-Z\u0080-\uffff]|\/\//;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const isAdminRestPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** The admin API alone: REST under /api/admin, or tRPC calls whose every procedure is admin.* (the console's calls). */
export function isAdminApiPath(url: string): boolean {
  if (isAdminRestPath(restPath(url))) return true;
  const names = procedureNames(url);
  return names.length > 0 && names.every((name) => name.startsWith('admin.'));
}

/** Whether a request reaches any of the admin API: REST under /api/admin, or a tRPC call naming an admin.* procedure. */
export function touchesAdminApi(url: string): boolean {
  return isAdminRestPath(restPath(url)) || procedureNames(url).some((name) => name.startsWith('admin.'));
}

/**
 * The other origins whose pages may call a URL with credentials: the web app's (WEB_ORIGIN) on the user API, the
 * admin console's (ADMIN_ORIGIN) on the admin API, neither on a batch that mixes the two. A page of either can
 * never act as the other's user. Worked out once from the settings; the function answers per URL with a set.
 */
export function trustedOrigins(env: Pick<Env, 'WEB_ORIGIN' | 'ADMIN_ORIGIN'>): (url: string) => ReadonlySet<string> {
  const originOf = (setting: string | undefined) => (setting ? [new URL(setting).origin] : []);
  const userApi: ReadonlySet<string> = new Set(originOf(env.WEB_ORIGIN));
  const adminApi: ReadonlySet<string> = new Set(originOf(env.ADMIN_ORIGIN));
  const none: ReadonlySet<string> = new Set();
  return (url) => (isAdminApiPath(url) ? adminApi : touchesAdminApi(url) ? none : userApi);
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
 * Where a request to the API may come from.
 * - The admin API answers only requests that came through the console's server (its proof header): anything
 *   else, the web app's pages included, finds no such route (404), whatever cookie it carries.
 * - POST/PUT/PATCH/DELETE on /api and /trpc, and every request to the admin API (reads and CSV exports too),
 *   must come from the site's own origin, or WEB_ORIGIN (ADMIN_ORIGIN on the admin API): 403 otherwise.
 */
export const originPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const trustedFor = trustedOrigins(opts.env);
  const provesConsole = consoleProofCheck(consoleProof(opts.env));
  const behindProxy = opts.env.TRUST_PROXY.length > 0;
  app.addHook('onRequest', (request, reply, done) => {
    const admin = touchesAdminApi(request.url);
    if (admin && !provesConsole(request.headers[CONSOLE_PROOF_HEADER]))
      return void reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    const refusal =
      (admin || STATE_CHANGING.has(request.method)) && isApiPath(request.url)
        ? crossSiteRefusal(request, trustedFor(request.url), behindProxy)
        : null;
    if (refusal) return void reply.status(403).send({ message: refusal, code: 'FORBIDDEN' });
    done();
  });
});
