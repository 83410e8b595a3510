import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** The share of a limit one process may hold unspent (at most this many points per key and window). */
const LEASE_SHARE = 100;
const LEASE_MAX = 50;

/** How many points a process takes from the shared counter at once for a limit of `points` per window. */
export function leaseSize(points: number): number {
  return Math.min(LEASE_MAX, Math.max(1, Math.floor(points / LEASE_SHARE)));
}

type Lease = { total: number; size: number; used: number; until: number };

/**
 * Counts requests against a shared limiter (a row in Postgres) a few points at a time: the process takes `size`
 * points in one statement and numbers its next requests from them locally, so at the default 1,000 calls a minute
 * one call in ten reaches the database instead of every call. Within a process the count is exact (the n-th request
 * of a lease is counted as the n-th of its points); across processes, points a process took but did not use count
 * as spent until the window ends, so a limit can only trip early, by at most `size` points per process (1 %).
 * With a limit under 200 a lease is one point: every request is counted in the database, as before.
 */
export class RequestLeases {
  private readonly leases = new Map<string, Lease>();
  private readonly taking = new Map<string, Promise<void>>();

  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly size: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one request for `key`: its number in the current window and the milliseconds the window has left. */
  async count(key: string): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const lease = this.leases.get(key);
      const now = Date.now();
      if (lease && lease.until > now && lease.used < lease.size) {
        lease.used += 1;
        return { current: lease.total - lease.size + lease.used, ttl: lease.until - now };
      }
      await (this.taking.get(key) ?? this.take(key));
    }
  }

  private take(key: string): Promise<void> {
    const taking = this.limiter
      .penalty(key, this.size)
      .then((res) => {
        this.leases.delete(key);
        // A bounded map: the oldest lease goes first (its unused points stay counted, so a limit only trips early).
        while (this.leases.size >= this.maxKeys) this.leases.delete(this.leases.keys().next().value as string);
        this.leases.set(key, {
          total: res.consumedPoints,
          size: this.size,
          used: 0,
          until: Date.now() + res.msBeforeNext,
        });
      })
      .finally(() => this.taking.delete(key));
    this.taking.set(key, taking);
    return taking;
  }
}
