import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';

/*
 * trpc/ is the ground floor: it declares what it needs from the rest of the server as interfaces, and
 * server.ts hands it the implementations (sessions, accounts, the realtime bus, the rate limiters).
 */

export type CookieOptions = { maxAgeSeconds?: number };

/** Reads and writes cookies the same way for /trpc, /api and the websocket (which can only read). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

export type SessionUser = { id: string; sessionHash: string };
export type SessionAdmin = { id: string; username: string; role: 'superadmin' | 'operator'; sessionHash: string };

/** Resolves the session cookies into who is calling. */
export interface SessionResolver {
  userCookie: string;
  adminCookie: string;
  /** The user session behind a token; renewed says its expiry moved forward (re-send the cookie). */
  resolveUser(token: string): Promise<{ userId: string; hash: string; renewed: boolean } | null>;
  resolveAdmin(token: string): Promise<SessionAdmin | null>;
}

/** What the role guards ask about a user's profiles. */
export interface AccountLookup {
  activeUserType(db: DB, userId: string): Promise<TUserType | null>;
}

export type RealtimeKind = 'notification' | 'message';
export type RealtimeEvent = { id: string; userId: string; kind: RealtimeKind; payload: Record<string, unknown> };

export interface EventBus {
  /** Calls the listener for each event addressed to this user; returns the unsubscribe function. */
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** Counts attempts per key; resolves false once the key is over its limit for the current window. */
export interface RateLimit {
  take(key: string): Promise<boolean>;
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
};

/** What lives as long as the server: handed to every request's context. */
export type ServerDeps = {
  db: DB;
  env: Env;
  log: FastifyBaseLogger;
  bus: EventBus;
  limiters: Limiters;
  sessions: SessionResolver;
  accounts: AccountLookup;
};

export type Context = ServerDeps & {
  ip: string;
  userAgent: string | null;
  cookies: CookieJar;
  user: SessionUser | null;
  admin: SessionAdmin | null;
  /** The websocket this call came over (one per socket, shared by its calls); null over HTTP. */
  socket: { subscriptions: number } | null;
};
