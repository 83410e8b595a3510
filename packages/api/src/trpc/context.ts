import type { DatabaseHandle, DB } from '@wallcraft/db';
import type { TAdminRole, TApiTokenScope, TUserType } from '@wallcraft/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Env } from '../env';

/*
 * trpc/ is the ground floor: it declares what it needs from the rest of the server as interfaces, and
 * server.ts hands it the implementations (sessions, accounts, the realtime bus, the rate limiters).
 */

/** path: where the browser sends the cookie back (default `/`). */
export type CookieOptions = { maxAgeSeconds?: number; path?: string };

/** Reads and writes cookies the same way for /trpc, /api and the websocket (which can only read). */
export interface CookieJar {
  /** Whether the cookies set go out with the Secure flag (the request came over HTTPS, or COOKIE_SECURE). */
  readonly secure: boolean;
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

export type SessionUser = { id: string; sessionHash: string };
/** mfa: false while only the password has passed (such a session opens only the second-factor step). */
export type SessionAdmin = { id: string; username: string; role: TAdminRole; mfa: boolean; sessionHash: string };

export type SessionKind = 'user' | 'admin';

/** A personal API token a request came with (Authorization: Bearer wc_...): it acts as its user within its scopes. */
export type CallerToken = { id: string; scopes: TApiTokenScope[] };

/** Resolves the session cookies into who is calling. */
export interface SessionResolver {
  userCookie: string;
  /** The console's session cookie: its name (by whether cookies are Secure) and the path it is scoped to. */
  adminCookie(secure: boolean): { name: string; path: string };
  /** The user session behind a token; renewed says its expiry moved forward (re-send the cookie). */
  resolveUser(token: string): Promise<{ userId: string; hash: string; renewed: boolean; expiresAt: Date } | null>;
  resolveAdmin(token: string): Promise<(SessionAdmin & { expiresAt: Date }) | null>;
  /** Why a user session token no longer resolves, when a suspension ended it (and is still in force); else null. */
  suspensionOf(token: string): Promise<{ reason: string | null } | null>;
  /** The live (not revoked, not expired) API token behind a bearer secret, and its user; null otherwise. */
  resolveApiToken(secret: string): Promise<(CallerToken & { userId: string }) | null>;
  /** A session's expiry as it stands now (renewals move it forward); null once it has ended or expired. */
  expiryOf(kind: SessionKind, hash: string): Promise<Date | null>;
  /** Signs a user out everywhere (every session and open socket), in the caller's transaction (a password reset). */
  endUserSessions(trx: DB, userId: string): Promise<void>;
}

/** What the role guards ask about a user's profiles. */
export interface AccountLookup {
  activeUserType(db: DB, userId: string): Promise<TUserType | null>;
}

/** notification and message events are stored (resumable); tracking positions are announced only (live-only). */
export type RealtimeKind = 'notification' | 'message' | 'tracking';
export type RealtimeEvent = { id: string; userId: string; kind: RealtimeKind; payload: Record<string, unknown> };

/** Hears of sessions that ended on any API process (by the hash of their token). */
export interface SessionWatcher {
  ended(hashes: string[]): void;
  /** The bus lost its connection for a while: announcements may have been missed, so check again. */
  missed(): void;
}

export interface EventBus {
  /** Calls the listener for each event addressed to this user; returns the unsubscribe function. */
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
  /** Calls the watcher for every announcement of ended sessions; returns the unsubscribe function. */
  watchSessions(watcher: SessionWatcher): () => void;
  close(): Promise<void>;
}

/** A session a websocket was opened with: its kind, the hash of its token and its expiry (ms since the epoch). */
export type HeldSession = { kind: SessionKind; hash: string; expiresAt: number };

/** The websocket a call came over: one per socket, shared by all its calls. */
export type SocketState = {
  /** Live subscriptions on this socket. */
  subscriptions: number;
  /** Aborts when a session the socket was opened with ends; its subscriptions end with it. */
  ended: AbortSignal;
  /** Whether the socket's session of this kind may still act: it has not ended and not passed its expiry. */
  active(kind: SessionKind): boolean;
};

/** The open websockets of this process, by session: a socket closes as soon as a session it holds ends. */
export interface SocketSessions {
  /** Lists a new socket under its sessions; resolves once they are read again, before the socket's first answer. */
  open(socket: WebSocket, sessions: HeldSession[]): Promise<SocketState>;
}

/** Counts attempts per key; resolves false once the key is over its limit for the current window. */
export interface RateLimit {
  take(key: string): Promise<boolean>;
}

/** One counted call against a budget, with what the RateLimit-* headers report. */
export type MeteredCall = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/** A budget whose callers are told where they stand (API tokens get RateLimit-* headers on every call). */
export interface MeteredRateLimit {
  take(key: string): Promise<MeteredCall>;
}

/** Why a sign-in must wait: failures for this account from this address, for this account, or from this address. */
export type SignInWait = { reason: 'pair' | 'account' | 'address'; seconds: number };

/** Counts failed sign-ins only: every try is counted when it begins, and a success takes its count back. */
export interface SignInThrottle {
  /** Counts a try of this account from this address: null when it may go ahead, or how long to wait (not counted). */
  begin(account: string, ip: string): Promise<SignInWait | null>;
  /** Reports how a try that went ahead ended: a success takes its count back and clears the pair. */
  settle(account: string, ip: string, succeeded: boolean): Promise<void>;
}

export type Limiters = {
  /** The general per-IP budget (RATE_LIMIT_PER_MINUTE) shared with HTTP calls: websocket calls take from it. */
  requestsPerIp: RateLimit;
  signUpsPerIp: RateLimit;
  signIn: SignInThrottle;
  chatPerUser: RateLimit;
  messagesPerUser: RateLimit;
  applicationsPerUser: RateLimit;
  /** Feedback and contact requests, per user or (signed out) per address. */
  supportPerSender: RateLimit;
  /** Reports of users' items, per reporter. */
  reportsPerUser: RateLimit;
  /** Images served (plugins/media.ts, plugins/objects.ts), per IP. */
  mediaPerIp: RateLimit;
  /** Calls per personal API token and minute (API_TOKEN_RATE_LIMIT_PER_MINUTE). */
  requestsPerToken: MeteredRateLimit;
};

/** Queues background work a request starts (jobs/queue.ts, on pg-boss): resizing an uploaded photo, sending a mail. */
export interface JobSender {
  send(name: 'images.variants', data: { key: string }): Promise<string | null>;
  send(name: 'email.send', data: { id: string }): Promise<string | null>;
  send(name: 'email.sweep', data: Record<string, never>): Promise<string | null>;
  send(name: 'account.export', data: { id: string }): Promise<string | null>;
  send(name: 'account.purgeUploads', data: Record<string, never>): Promise<string | null>;
}

/** Where this process stands between start and exit, as the readiness check reports it (domains/health). */
export interface Lifecycle {
  /** Set first thing on SIGTERM (main.ts), and by any close: readiness answers 503 while requests still finish. */
  readonly shuttingDown: boolean;
  /** Whether the job workers (pg-boss) started and have not stopped. */
  workersRunning(): boolean;
}

/** What lives as long as the server: handed to every request's context. */
export type ServerDeps = {
  db: DB;
  /** Which database db is, and its folder when embedded: the health check probes that disk. */
  database: Pick<DatabaseHandle, 'kind' | 'dataDir'>;
  env: Env;
  log: FastifyBaseLogger;
  bus: EventBus;
  limiters: Limiters;
  sessions: SessionResolver;
  sockets: SocketSessions;
  accounts: AccountLookup;
  jobs: JobSender;
  lifecycle: Lifecycle;
};

export type Context = ServerDeps & {
  /** The HTTP request's id (X-Request-Id), which a 5xx message quotes; null over the websocket. */
  requestId: string | null;
  ip: string;
  userAgent: string | null;
  cookies: CookieJar;
  user: SessionUser | null;
  admin: SessionAdmin | null;
  /**
   * The request came through the console's server (its proof header, lib/console-proof.ts): only then are admin
   * procedures served and the admin session read. Never over the websocket, which the console does not open.
   */
  viaConsole: boolean;
  /** Set when the call came with an API token instead of a session (HTTP only; never with an admin). */
  token: CallerToken | null;
  /** The HTTP request's Idempotency-Key header (payments); null when absent and over the websocket, whose calls share one upgrade. */
  idempotencyKey: string | null;
  /** The websocket this call came over; null over HTTP. */
  socket: SocketState | null;
};
