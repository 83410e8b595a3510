import { isEngineRestartedError } from '@wallcraft/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { CallerToken, Context, CookieJar, CookieOptions, HeldSession, ServerDeps } from './context';
import { AppError, ENGINE_RESTARTED_MESSAGE } from './errors';
import { CONSOLE_PROOF_HEADER, consoleProof, consoleProofCheck } from '../lib/console-proof';

type HttpPair = { req: FastifyRequest; res: FastifyReply };

function httpCookieJar({ req, res }: HttpPair, forceSecure: boolean | undefined): CookieJar {
  // Secure whenever the request came over HTTPS (directly, or behind a trusted proxy), unless overridden.
  const secure = forceSecure ?? req.protocol === 'https';
  const base = { httpOnly: true, sameSite: 'lax' as const, secure };
  return {
    secure,
    get: (name) => req.cookies[name],
    set: (name, value, options: CookieOptions = {}) =>
      void res.setCookie(name, value, { ...base, path: options.path ?? '/', maxAge: options.maxAgeSeconds }),
    clear: (name, options: CookieOptions = {}) => void res.clearCookie(name, { ...base, path: options.path ?? '/' }),
  };
}

/** A websocket upgrade can read the cookies it came with, but cannot set any. */
function upgradeCookieJar(
  req: IncomingMessage,
  parse: (header: string) => Record<string, string | undefined>,
): CookieJar {
  const cookies = parse(req.headers.cookie ?? '');
  return { secure: false, get: (name) => cookies[name], set: () => undefined, clear: () => undefined };
}

/**
 * The client's address of each websocket upgrade, as Fastify worked it out (X-Forwarded-For from a trusted proxy):
 * a socket's calls reach the context with the bare upgrade request, whose peer may be the proxy.
 */
const upgradeAddresses = new WeakMap<IncomingMessage, string>();

export function noteUpgradeAddress(request: FastifyRequest): void {
  upgradeAddresses.set(request.raw, request.ip);
}

/** The secret of an `Authorization: Bearer ...` header; null when the request has none. */
function bearerSecret(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(.*)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]!.trim() : null;
}

/**
 * A call with an API token acts as the token's user, and only so: no cookie is read (a script's stray session
 * cookie must not widen what it may do). Every call spends the token's budget and says where it stands.
 */
async function tokenCaller(
  deps: ServerDeps,
  { res }: HttpPair,
  secret: string,
): Promise<{ user: NonNullable<Context['user']>; token: CallerToken }> {
  const found = await deps.sessions.resolveApiToken(secret);
  if (!found)
    throw new AppError(
      'UNAUTHORIZED',
      'This API token is unknown, revoked or expired; create a new one with POST /api/tokens while signed in',
    );
  const budget = await deps.limiters.requestsPerToken.take(found.id);
  void res.header('RateLimit-Limit', String(budget.limit));
  void res.header('RateLimit-Remaining', String(budget.remaining));
  void res.header('RateLimit-Reset', String(budget.resetSeconds));
  if (!budget.allowed)
    throw new AppError(
      'RATE_LIMITED',
      `This API token made more than ${budget.limit} calls this minute; wait ${budget.resetSeconds} s and try again`,
      { retryAfterSeconds: budget.resetSeconds },
    );
  // Not a session: there is no session row to sign out, so the hash names nothing.
  return { user: { id: found.userId, sessionHash: '' }, token: { id: found.id, scopes: found.scopes } };
}

/**
 * One context factory for /trpc, /api and the websocket: it resolves the user's and the admin's sessions
 * from their own cookies (a user cookie never opens admin procedures, nor the reverse). Over HTTP an API token
 * (Authorization: Bearer wc_...) takes their place; a websocket upgrade ignores the header.
 */
/*
 * Each context takes the server's dependencies with a spread, last: V8 (Node 20) builds an object literal that opens
 * with a spread and goes on with more properties on a slow path, about 9 µs for this one against 0.1 with the spread
 * last (bench/README.md, "Where the CPU goes"). The request's own fields and the dependencies never share a name (Context's type).
 */
export function makeCreateContext(
  deps: ServerDeps,
  parseCookie: (header: string) => Record<string, string | undefined>,
) {
  const provesConsole = consoleProofCheck(consoleProof(deps.env));
  const createContext = async (opts: { req: FastifyRequest | IncomingMessage; res: unknown }): Promise<Context> => {
    const isHttp = 'raw' in opts.req;
    const cookies = isHttp
      ? httpCookieJar(opts as HttpPair, deps.env.COOKIE_SECURE)
      : upgradeCookieJar(opts.req as IncomingMessage, parseCookie);
    const raw = isHttp ? (opts.req as FastifyRequest).raw : (opts.req as IncomingMessage);
    const ip = isHttp
      ? (opts.req as FastifyRequest).ip
      : (upgradeAddresses.get(raw) ?? raw.socket.remoteAddress ?? 'unknown');
    const requestId = isHttp ? (opts.req as FastifyRequest).id : null;
    const userAgent = raw.headers['user-agent'] ?? null;
    const key = raw.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const viaConsole = isHttp && provesConsole(raw.headers[CONSOLE_PROOF_HEADER]);

    const secret = isHttp ? bearerSecret(raw) : null;
    if (secret !== null) {
      const { user, token } = await tokenCaller(deps, opts as HttpPair, secret);
      return {
        requestId,
        ip,
        userAgent,
        cookies,
        user,
        admin: null,
        viaConsole,
        token,
        socket: null,
        idempotencyKey,
        ...deps,
      };
    }

    let user: Context['user'] = null;
    const held: HeldSession[] = [];
    const { sessions } = deps;
    const userToken = cookies.get(sessions.userCookie);
    if (userToken) {
      const session = await sessions.resolveUser(userToken);
      if (session) {
        user = { id: session.userId, sessionHash: session.hash };
        held.push({ kind: 'user', hash: session.hash, expiresAt: session.expiresAt.getTime() });
        if (session.renewed)
          cookies.set(sessions.userCookie, userToken, { maxAgeSeconds: deps.env.SESSION_TTL_DAYS * 86_400 });
      }
    }

    // The console's cookie counts only on a request that came through the console's server.
    let admin: Context['admin'] = null;
    const adminToken = viaConsole ? cookies.get(sessions.adminCookie(cookies.secure).name) : undefined;
    const adminSession = adminToken ? await sessions.resolveAdmin(adminToken) : null;
    if (adminSession) {
      const { expiresAt, ...rest } = adminSession;
      admin = rest;
      held.push({ kind: 'admin', hash: rest.sessionHash, expiresAt: expiresAt.getTime() });
    }

    if (isHttp)
      return {
        requestId,
        ip,
        userAgent,
        cookies,
        user,
        admin,
        viaConsole,
        token: null,
        socket: null,
        idempotencyKey,
        ...deps,
      };
    // A socket lives on after its sessions: each call asks whether they still hold (not signed out, deleted
    // or expired since), and the socket closes as soon as one of them ends.
    const socket = await deps.sockets.open(opts.res as WebSocket, held);
    return {
      requestId,
      ip,
      userAgent,
      cookies,
      socket,
      viaConsole: false,
      token: null,
      idempotencyKey: null,
      get user() {
        return socket.active('user') ? user : null;
      },
      get admin() {
        return socket.active('admin') ? admin : null;
      },
      ...deps,
    };
  };
  // Reading the sessions is a request's first statement: one the embedded database dropped when it started again
  // says so (503, try again) here too, as baseProcedure does for the procedure's own statements.
  return async (opts: { req: FastifyRequest | IncomingMessage; res: unknown }): Promise<Context> => {
    try {
      return await createContext(opts);
    } catch (error) {
      if (isEngineRestartedError(error)) throw new AppError('UNAVAILABLE', ENGINE_RESTARTED_MESSAGE);
      throw error;
    }
  };
}
