import type { DB } from '@wallcraft/db';
import type { SessionWatcher } from '../../trpc/context';

export type CachedSession = { userId: string; hash: string; expiresAt: Date };

/** Every cache in this process, by the database it reads: a sign-out here reaches them before the bus does. */
const caches = new Map<DB, Set<SessionCache>>();

/**
 * Drops these sessions (by the hash of their token) at once from the caches reading this database; given a
 * transaction rather than a server's database, from every cache in the process. Other processes hear it on the bus.
 */
export function forgetSessions(db: DB, hashes: string[]): void {
  const own = caches.get(db);
  for (const cache of own ?? [...caches.values()].flatMap((set) => [...set])) cache.ended(hashes);
}

/**
 * Every signed-in call read its session row (a round trip before any work). This keeps what a read found for a
 * few seconds, bounded in size. A session that ends is dropped at once in this process (`forgetSessions`, called
 * where sessions are deleted) and, through the bus's sessions channel, in every other one; when the bus may have
 * missed announcements, everything is dropped. A read that started before a session ended in this process is not
 * kept, so it cannot put back a session that was just signed out. Unknown tokens are never kept.
 */
export class SessionCache implements SessionWatcher {
  private readonly entries = new Map<string, CachedSession & { until: number }>();
  /** Counts the drops: a read is kept only when none happened while it ran. */
  private drops = 0;

  constructor(
    private readonly db: DB,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    if (ttlMs <= 0) return;
    let set = caches.get(db);
    if (!set) caches.set(db, (set = new Set()));
    set.add(this);
  }

  get(hash: string): CachedSession | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    const now = Date.now();
    if (now >= entry.until || now >= entry.expiresAt.getTime()) {
      this.entries.delete(hash);
      return null;
    }
    return { userId: entry.userId, hash: entry.hash, expiresAt: entry.expiresAt };
  }

  /** Reads through the cache: `read` runs only when the session is not kept (or no longer fresh). */
  async resolve<T extends CachedSession>(
    hash: string,
    read: () => Promise<T | null>,
  ): Promise<CachedSession | T | null> {
    const kept = this.get(hash);
    if (kept) return kept;
    const before = this.drops;
    const session = await read();
    if (session && this.ttlMs > 0 && before === this.drops) this.keep(session);
    return session;
  }

  private keep({ userId, hash, expiresAt }: CachedSession): void {
    this.entries.delete(hash);
    // Oldest first (a Map keeps insertion order): the bound drops the entries closest to going stale anyway.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, { userId, hash, expiresAt, until: Date.now() + this.ttlMs });
  }

  ended(hashes: string[]): void {
    this.drops += 1;
    for (const hash of hashes) this.entries.delete(hash);
  }

  missed(): void {
    this.drops += 1;
    this.entries.clear();
  }

  close(): void {
    const set = caches.get(this.db);
    set?.delete(this);
    if (set?.size === 0) caches.delete(this.db);
    this.entries.clear();
  }
}
