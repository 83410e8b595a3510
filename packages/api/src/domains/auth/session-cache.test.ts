import type { DB } from '@wallcraft/db';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionCache, forgetSessions, type CachedSession } from './session-cache';

const session = (hash: string, userId = 'u1'): CachedSession => ({
  userId,
  hash,
  expiresAt: new Date(Date.now() + 60_000),
});

/** Stand-ins for two servers' databases and a transaction: the cache only compares them. */
const db = {} as DB;
const otherDb = {} as DB;
const trx = {} as DB;

const caches: SessionCache[] = [];
const newCache = (ttlMs: number, max?: number, on = db) => {
  const cache = new SessionCache(on, ttlMs, max);
  caches.push(cache);
  return cache;
};
afterEach(() => caches.splice(0).forEach((cache) => cache.close()));

describe('the session cache', () => {
  it('reads a session once while it is fresh', async () => {
    const cache = newCache(60_000);
    let reads = 0;
    const read = async () => (reads++, session('a'));
    await cache.resolve('a', read);
    expect(await cache.resolve('a', read)).toMatchObject({ userId: 'u1', hash: 'a' });
    expect(reads).toBe(1);
  });

  it('never keeps an unknown token, nor a session that has expired', async () => {
    const cache = newCache(60_000);
    await cache.resolve('nobody', async () => null);
    expect(cache.get('nobody')).toBeNull();
    await cache.resolve('old', async () => ({ ...session('old'), expiresAt: new Date(Date.now() - 1) }));
    expect(cache.get('old')).toBeNull();
  });

  it('does not keep a read that a sign-out in this process overtook', async () => {
    const cache = newCache(60_000);
    let finish: (value: CachedSession) => void = () => undefined;
    const pending = cache.resolve('a', () => new Promise<CachedSession>((resolve) => (finish = resolve)));
    forgetSessions(db, ['a']);
    finish(session('a'));
    await pending;
    expect(cache.get('a')).toBeNull();
  });

  it('drops a session from the caches on its database, from all when ended in a transaction, and everything when announcements were missed', async () => {
    const one = newCache(60_000);
    const two = newCache(60_000, undefined, otherDb);
    for (const cache of [one, two]) {
      await cache.resolve('a', async () => session('a'));
      await cache.resolve('b', async () => session('b'));
    }
    forgetSessions(db, ['a']);
    expect([one.get('a'), two.get('a')?.hash]).toEqual([null, 'a']);
    forgetSessions(trx, ['a']);
    expect(two.get('a')).toBeNull();
    expect(two.get('b')).not.toBeNull();
    two.missed();
    expect(two.get('b')).toBeNull();
  });

  it('holds at most its bound, dropping the oldest', async () => {
    const cache = newCache(60_000, 2);
    for (const hash of ['a', 'b', 'c']) await cache.resolve(hash, async () => session(hash));
    expect([cache.get('a'), cache.get('b')?.hash, cache.get('c')?.hash]).toEqual([null, 'b', 'c']);
  });
});
