import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Env } from '../env';
import type { Limiters, RateLimit } from '../trpc/context';

/**
 * Rate limits as fixed windows per key (rate-limiter-flexible). On Postgres the counters live in one
 * table, `rate_limits`, so a limit holds across every API process on the database; on the embedded
 * database (one process by nature) they live in memory.
 */
const TABLE = 'rate_limits';

type Window = { points: number; durationSeconds: number };

/** The store's key column holds 255 characters: long keys (emails can be long) are hashed. */
function storeKey(key: string): string {
  return key.length > 200 ? createHash('sha256').update(key).digest('hex') : key;
}

async function createLimiter(
  name: string,
  window: Window,
  database: DatabaseHandle,
  first: boolean,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points: window.points, duration: window.durationSeconds };
  if (!database.pool) return new RateLimiterMemory(options);
  const { pool } = database;
  // The constructor creates the table when missing and reports through the callback when it is usable.
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      // One limiter sweeps expired rows for all of them (they share the table).
      { ...options, storeClient: pool, storeType: 'pool', tableName: TABLE, clearExpiredByTimeout: first },
      (error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** A RateLimit over a rate-limiter-flexible limiter: take() resolves false once the key is over its limit. */
function rateLimit(limiter: RateLimiterAbstract): RateLimit {
  return {
    take: async (key) => {
      try {
        await limiter.consume(storeKey(key));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}

/**
 * The general per-IP request budget, one limiter per database handle: HTTP calls count through the rate-limit
 * plugin's store (sharedRequestStore), websocket calls through limiters.requestsPerIp, so both spend the same budget.
 */
const requestLimiters = new WeakMap<DatabaseHandle, Promise<RateLimiterAbstract>>();
function requestsLimiter(env: Env, database: DatabaseHandle): Promise<RateLimiterAbstract> {
  let limiter = requestLimiters.get(database);
  if (!limiter) {
    const window = { points: env.RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
    limiter = createLimiter('requestsPerIp', window, database, false);
    requestLimiters.set(database, limiter);
  }
  return limiter;
}

/** The per-IP, per-email and per-user budgets the services check. */
export async function createLimiters(env: Env, database: DatabaseHandle): Promise<Limiters> {
  const auth = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const windows: Record<Exclude<keyof Limiters, 'requestsPerIp'>, Window> = {
    authPerIp: { points: env.AUTH_RATE_LIMIT_PER_IP, durationSeconds: auth },
    authPerEmail: { points: env.AUTH_RATE_LIMIT_PER_EMAIL, durationSeconds: auth },
    chatPerUser: { points: env.CHAT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    messagesPerUser: { points: env.MESSAGE_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    applicationsPerUser: { points: env.APPLICATION_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
  };
  const limiters: Partial<Limiters> = {};
  // One at a time: each may create the shared table, and Postgres does not like concurrent CREATE TABLE.
  for (const [index, [name, window]] of Object.entries(windows).entries()) {
    limiters[name as keyof Limiters] = rateLimit(await createLimiter(name, window, database, index === 0));
  }
  limiters.requestsPerIp = rateLimit(await requestsLimiter(env, database));
  return limiters as Limiters;
}

/**
 * A store for @fastify/rate-limit's general per-IP limit over the same limiter as limiters.requestsPerIp, so
 * HTTP and websocket calls spend one budget, which on Postgres also holds across API processes.
 */
export async function sharedRequestStore(
  env: Env,
  database: DatabaseHandle,
): Promise<FastifyRateLimitStoreCtor | undefined> {
  const limiter = await requestsLimiter(env, database);
  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      // penalty() counts the request without refusing it: the plugin compares the count with its max.
      limiter.penalty(storeKey(key), 1).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
