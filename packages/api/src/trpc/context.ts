import type { DB } from '@wallcraft/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import type { RateLimiter } from '../lib/rate-limiter';
import type { EventBus } from '../realtime/bus';

export type CookieOptions = { maxAgeSeconds?: number };

/** Reads and writes cookies the same way for /trpc, /api and the websocket (which can only read). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

export type SessionUser = { id: string; sessionHash: string };
export type SessionAdmin = { id: string; username: string; role: 'superadmin' | 'operator'; sessionHash: string };

/** What lives as long as the server: handed to every request's context. */
export type ServerDeps = {
  db: DB;
  env: Env;
  log: FastifyBaseLogger;
  bus: EventBus;
  limiters: { authPerIp: RateLimiter; authPerEmail: RateLimiter; chatPerUser: RateLimiter; messagesPerUser: RateLimiter; applicationsPerUser: RateLimiter };
};

export type Context = ServerDeps & {
  ip: string;
  userAgent: string | null;
  cookies: CookieJar;
  user: SessionUser | null;
  admin: SessionAdmin | null;
};
