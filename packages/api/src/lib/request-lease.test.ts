import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { RequestLeases, leaseSize } from './request-lease';

describe('request leases', () => {
  it('take one point in a hundred of the limit at a time, between 1 and 50', () => {
    expect([leaseSize(40), leaseSize(199), leaseSize(1000), leaseSize(100_000_000)]).toEqual([1, 1, 10, 50]);
  });

  it('number the requests of one process in order, reaching the shared counter once a lease', async () => {
    const limiter = new RateLimiterMemory({ points: 1000, duration: 60 });
    const penalty = vi.spyOn(limiter, 'penalty');
    const leases = new RequestLeases(limiter, 10);
    const counts = await Promise.all(Array.from({ length: 25 }, () => leases.count('ip')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(penalty).toHaveBeenCalledTimes(3);
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
    expect((await leases.count('other')).current).toBe(1);
  });

  it('count the points another process holds as spent, so the limit trips early, never late', async () => {
    const limiter = new RateLimiterMemory({ points: 1000, duration: 60 });
    const one = new RequestLeases(limiter, 10);
    const two = new RequestLeases(limiter, 10);
    await one.count('ip');
    expect((await two.count('ip')).current).toBe(11);
  });

  it('with a lease of one point, count exactly as the shared counter does', async () => {
    const limiter = new RateLimiterMemory({ points: 40, duration: 60 });
    const one = new RequestLeases(limiter, 1);
    const two = new RequestLeases(limiter, 1);
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await one.count('ip')).current, (await two.count('ip')).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
