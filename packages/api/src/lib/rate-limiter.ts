import type { DatabaseHandle } from '@wallcraft/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Env } from '../env';
import type { Limiters, RateLimit, SignInThrottle, SignInWait } from '../trpc/context';

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

/**
 * Whom sign-in failures are counted against: an IPv4 address as it is, an IPv6 client by its /64 (one household
 * or site usually holds a whole /64, so stepping through its addresses must not reset the count).
 */
export function signInAddress(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (!isIPv6(address) || address.includes('.')) return address;
  const [head = '', tail = ''] = address.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The longest wait a run of failed sign-ins for one account from one address can earn. */
export const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;
/** How long a run of failures for one (account, address) pair is remembered without a new one. */
const SIGN_IN_PAIR_MEMORY_SECONDS = 24 * 3600;
const HOUR = 3600;

/**
 * Failed sign-ins only (a success never counts). Per (account, address) pair the first `freeFailures` are free,
 * then each further failure makes the next try wait twice as long (2 s, 4 s, ... up to 15 minutes); a success
 * clears the pair. An hourly ceiling per account over all addresses is high enough that a stranger cannot lock
 * the owner out from one address, and an hourly ceiling per address over all accounts stops spraying.
 */
async function createSignInThrottle(
  env: Env,
  create: (name: string, window: Window) => Promise<RateLimiterAbstract>,
): Promise<SignInThrottle> {
  const freeFailures = env.AUTH_FREE_FAILURES;
  const perAccountMax = env.AUTH_FAILURES_PER_EMAIL_PER_HOUR;
  const perIpMax = env.AUTH_FAILURES_PER_IP_PER_HOUR;
  // The counters only grow through penalty() (which never refuses), so their points are not limits.
  const pairs = await create('signInPairFailures', { points: 1, durationSeconds: SIGN_IN_PAIR_MEMORY_SECONDS });
  const delays = await create('signInPairDelay', { points: 1, durationSeconds: SIGN_IN_MAX_DELAY_SECONDS });
  const accounts = await create('signInAccountFailures', { points: perAccountMax, durationSeconds: HOUR });
  const addresses = await create('signInIpFailures', { points: perIpMax, durationSeconds: HOUR });
  const pairKey = (account: string, ip: string) => storeKey(`${account.toLowerCase()}|${signInAddress(ip)}`);
  const accountKey = (account: string) => storeKey(account.toLowerCase());
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async wait(account, ip): Promise<SignInWait | null> {
      const [delay, perAccount, perIp] = await Promise.all([
        delays.get(pairKey(account, ip)),
        accounts.get(accountKey(account)),
        addresses.get(storeKey(signInAddress(ip))),
      ]);
      if (perAccount && perAccount.consumedPoints >= perAccountMax)
        return { reason: 'account', seconds: seconds(perAccount.msBeforeNext) };
      if (perIp && perIp.consumedPoints >= perIpMax) return { reason: 'address', seconds: seconds(perIp.msBeforeNext) };
      if (delay && delay.msBeforeNext > 0) return { reason: 'pair', seconds: seconds(delay.msBeforeNext) };
      return null;
    },
    async failed(account, ip) {
      const [pair] = await Promise.all([
        pairs.penalty(pairKey(account, ip), 1),
        accounts.penalty(accountKey(account), 1),
        addresses.penalty(storeKey(signInAddress(ip)), 1),
      ]);
      const over = pair.consumedPoints - freeFailures;
      if (over >= 0) {
        await delays.set(pairKey(account, ip), 1, Math.min(SIGN_IN_MAX_DELAY_SECONDS, 2 ** (over + 1)));
      }
    },
    async succeeded(account, ip) {
      await Promise.all([pairs.delete(pairKey(account, ip)), delays.delete(pairKey(account, ip))]);
    },
  };
}

/** The per-IP and per-user budgets the services check, and the sign-in throttle. */
export async function createLimiters(env: Env, database: DatabaseHandle): Promise<Limiters> {
  const windows: Record<Exclude<keyof Limiters, 'requestsPerIp' | 'signIn'>, Window> = {
    signUpsPerIp: { points: env.AUTH_RATE_LIMIT_PER_IP, durationSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    chatPerUser: { points: env.CHAT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    messagesPerUser: { points: env.MESSAGE_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    applicationsPerUser: { points: env.APPLICATION_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
  };
  // One at a time: each may create the shared table, and Postgres does not like concurrent CREATE TABLE.
  let first = true;
  const create = async (name: string, window: Window) => {
    const limiter = await createLimiter(name, window, database, first);
    first = false;
    return limiter;
  };
  const budgets: Partial<Record<keyof typeof windows, RateLimit>> = {};
  for (const [name, window] of Object.entries(windows)) {
    budgets[name as keyof typeof windows] = rateLimit(await create(name, window));
  }
  return {
    ...(budgets as Record<keyof typeof windows, RateLimit>),
    signIn: await createSignInThrottle(env, create),
    requestsPerIp: rateLimit(await requestsLimiter(env, database)),
  };
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
