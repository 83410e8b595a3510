import type { RateLimit } from '../trpc/context';

/**
 * A fixed-window counter per key, in memory. Good for one API process; with several processes each
 * keeps its own window, which still caps abuse at (limit x processes).
 */
export class RateLimiter implements RateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns false when the key is over its limit for the current window. */
  async take(key: string): Promise<boolean> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
