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
import { RequestLeases, leaseSize } from './request-lease';
import type { Limiters, MeteredRateLimit, RateLimit, SignInThrottle, SignInWait } from '../trpc/context';

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

/** Like rateLimit, but says how much of the window is left, for the RateLimit-* headers. */
function meteredRateLimit(limiter: RateLimiterAbstract): MeteredRateLimit {
  const report = (allowed: boolean, result: RateLimiterRes) => ({
    allowed,
    limit: limiter.points,
    remaining: Math.max(0, result.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
  return {
    take: async (key) => {
      try {
        return report(true, await limiter.consume(storeKey(key)));
      } catch (error) {
        if (error instanceof RateLimiterRes) return report(false, error);
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
const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;
/** How long a run of failures for one (account, address) pair is remembered without a new one. */
const SIGN_IN_PAIR_MEMORY_SECONDS = 24 * 3600;
/** How long a try beyond the free ones holds its pair's gate before it reports back (a crash releases it then). */
const SIGN_IN_TRY_SECONDS = 60;
const HOUR = 3600;

/**
 * Failed sign-ins only (a success takes its count back). Per (account, address) pair the first `freeFailures`
 * are free; after that one try at a time passes the pair's gate, and each failure closes it for twice as long
 * as the last (2 s, 4 s, ... up to 15 minutes); a success clears the pair. An hourly ceiling per account over all
 * addresses is high enough that a stranger cannot lock the owner out from one address, and an hourly ceiling per
 * address over all accounts stops spraying. Every try is counted before the password is checked, so a burst of
 * parallel tries gets no more than one at a time would.
 */
async function createSignInThrottle(
  env: Env,
  create: (name: string, window: Window) => Promise<RateLimiterAbstract>,
): Promise<SignInThrottle> {
  const freeFailures = env.AUTH_FREE_FAILURES;
  const perAccountMax = env.AUTH_FAILURES_PER_EMAIL_PER_HOUR;
  const perIpMax = env.AUTH_FAILURES_PER_IP_PER_HOUR;
  // Counted with penalty() and read back, never consume(): the points are not what refuses.
  const pairs = await create('signInPairFailures', { points: 1, durationSeconds: SIGN_IN_PAIR_MEMORY_SECONDS });
  const gates = await create('signInPairGate', { points: 1, durationSeconds: SIGN_IN_TRY_SECONDS });
  const accounts = await create('signInAccountFailures', { points: perAccountMax, durationSeconds: HOUR });
  const addresses = await create('signInIpFailures', { points: perIpMax, durationSeconds: HOUR });
  const keys = (account: string, ip: string) => {
    const address = signInAddress(ip);
    const accountKey = account.toLowerCase();
    return { pair: storeKey(`${accountKey}|${address}`), account: storeKey(accountKey), address: storeKey(address) };
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const takeBack = (key: ReturnType<typeof keys>) =>
    Promise.all([pairs.reward(key.pair, 1), accounts.reward(key.account, 1), addresses.reward(key.address, 1)]);

  return {
    async begin(account, ip): Promise<SignInWait | null> {
      const key = keys(account, ip);
      const [pair, perAccount, perIp] = await Promise.all([
        pairs.penalty(key.pair, 1),
        accounts.penalty(key.account, 1),
        addresses.penalty(key.address, 1),
      ]);
      let wait: SignInWait | null = null;
      if (perAccount.consumedPoints > perAccountMax) {
        wait = { reason: 'account', seconds: seconds(perAccount.msBeforeNext) };
      } else if (perIp.consumedPoints > perIpMax) {
        wait = { reason: 'address', seconds: seconds(perIp.msBeforeNext) };
      } else if (pair.consumedPoints > freeFailures) {
        const gate = await gates.penalty(key.pair, 1, { customDuration: SIGN_IN_TRY_SECONDS });
        if (gate.consumedPoints > 1) wait = { reason: 'pair', seconds: seconds(gate.msBeforeNext) };
      }
      // A refused try is no failure: it lengthens nothing.
      if (wait) await takeBack(key);
      return wait;
    },
    async settle(account, ip, succeeded) {
      const key = keys(account, ip);
      if (succeeded) {
        await Promise.all([
          pairs.delete(key.pair),
          gates.delete(key.pair),
          accounts.reward(key.account, 1),
          addresses.reward(key.address, 1),
        ]);
        return;
      }
      const failures = (await pairs.get(key.pair))?.consumedPoints ?? 0;
      if (failures >= freeFailures) {
        const delay = Math.min(SIGN_IN_MAX_DELAY_SECONDS, 2 ** (failures - freeFailures + 1));
        await gates.set(key.pair, 1, delay);
      }
    },
  };
}

/** The per-IP and per-user budgets the services check, and the sign-in throttle. */
export async function createLimiters(env: Env, database: DatabaseHandle): Promise<Limiters> {
  const windows: Record<Exclude<keyof Limiters, 'requestsPerIp' | 'signIn' | 'requestsPerToken'>, Window> = {
    signUpsPerIp: { points: env.AUTH_RATE_LIMIT_PER_IP, durationSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    chatPerUser: { points: env.CHAT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    messagesPerUser: { points: env.MESSAGE_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    applicationsPerUser: { points: env.APPLICATION_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
    supportPerSender: { points: env.SUPPORT_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 },
    reportsPerUser: { points: env.REPORT_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 },
    mediaPerIp: { points: env.MEDIA_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
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
    requestsPerToken: meteredRateLimit(
      await create('requestsPerToken', { points: env.API_TOKEN_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
    ),
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
  // Counted a few points at a time (one statement for many calls); penalty() counts without refusing: the plugin
  // compares the count with its max.
  const leases = new RequestLeases(limiter, leaseSize(env.RATE_LIMIT_PER_MINUTE));
  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      leases.count(storeKey(key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
