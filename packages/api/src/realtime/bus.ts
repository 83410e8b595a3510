import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, DB } from '@wallcraft/db';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { realtimeLag } from '../metrics/registry';
import type { EventBus, RealtimeEvent, RealtimeKind, SessionWatcher } from '../trpc/context';

/**
 * Realtime events fan out through Postgres: the event row is written to `realtime_events` and announced
 * with pg_notify in the same transaction as the change it reports, so listeners hear of it only once it
 * has committed, and every API process on the database hears it (LISTEN/NOTIFY). On embedded PGlite the
 * same NOTIFY runs in-process.
 */
export const EVENTS_CHANNEL = 'wallcraft_events';
/** Announces sessions that ended (sign-out, deletion, expiry sweep), so every process closes their sockets. */
export const SESSIONS_CHANNEL = 'wallcraft_sessions';

export type { EventBus, RealtimeEvent, RealtimeKind, SessionWatcher };

type Listener = (event: RealtimeEvent) => void;

/** Records an event for a user and announces it; call inside the transaction that makes the change. */
export async function publishEvent(
  trx: DB,
  userId: string,
  kind: Exclude<RealtimeKind, 'tracking'>,
  payload: Record<string, unknown>,
): Promise<string> {
  const row = await trx
    .insertInto('realtime_events')
    .values({ user_id: userId, kind, payload: JSON.stringify(payload) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  // `at` (the row's time, the transaction's start) lets each process measure the lag to its push (metrics).
  const at = row.created_at.getTime();
  const message = JSON.stringify({ id, userId, kind, payload, at });
  // NOTIFY payloads are limited to 8000 bytes: larger events are announced by id and read back.
  const announced =
    Buffer.byteLength(message) < 7500 ? message : JSON.stringify({ id, userId, kind, payload: null, at });
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${announced})`.execute(trx);
  return id;
}

/**
 * Announces a live-only event (a tracking position) without storing it: nothing to resume from, so its id is not
 * a cursor and `realtime.events` leaves it out; `tracking.live` delivers it. Inside a transaction it is sent on
 * commit, like every NOTIFY.
 */
export async function announceLive(
  db: DB,
  userId: string,
  kind: 'tracking',
  payload: Record<string, unknown>,
): Promise<void> {
  const message = JSON.stringify({ id: `live-${randomUUID()}`, userId, kind, payload });
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${message})`.execute(db);
}

/** Hashes per announcement: 100 hex sha256 hashes stay well under NOTIFY's 8000-byte payload limit. */
const HASHES_PER_NOTIFY = 100;

/**
 * Tells every API process that these sessions (user or admin, by the hash of their token) have ended, so the
 * sockets opened with them close. Call after deleting them, or inside the deleting transaction (NOTIFY is sent
 * on commit).
 */
export async function announceSessionsEnded(db: DB, hashes: string[]): Promise<void> {
  for (let i = 0; i < hashes.length; i += HASHES_PER_NOTIFY) {
    const chunk = JSON.stringify(hashes.slice(i, i + HASHES_PER_NOTIFY));
    await sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${chunk})`.execute(db);
  }
}

/** Events for a user after the given id, oldest first: what a reconnecting client missed. */
export async function eventsSince(db: DB, userId: string, lastEventId: string, limit = 500): Promise<RealtimeEvent[]> {
  const rows = await db
    .selectFrom('realtime_events')
    .select(['id', 'user_id', 'kind', 'payload'])
    .where('user_id', '=', userId)
    .where('id', '>', Number(lastEventId))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

function toEvent(row: {
  id: number;
  user_id: string;
  kind: RealtimeKind;
  payload: Record<string, unknown>;
}): RealtimeEvent {
  return { id: String(row.id), userId: row.user_id, kind: row.kind, payload: row.payload };
}

async function loadEvent(db: DB, id: string): Promise<RealtimeEvent | null> {
  const row = await db
    .selectFrom('realtime_events')
    .select(['id', 'user_id', 'kind', 'payload'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? toEvent(row) : null;
}

async function latestEventId(db: DB): Promise<number> {
  const row = await db
    .selectFrom('realtime_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Events for any of these users after the given id, oldest first. */
async function eventsForUsersSince(
  db: DB,
  userIds: string[],
  afterId: number,
  limit: number,
): Promise<RealtimeEvent[]> {
  const rows = await db
    .selectFrom('realtime_events')
    .select(['id', 'user_id', 'kind', 'payload'])
    .where('user_id', 'in', userIds)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

/**
 * Routes announcements to this process's subscribers, by recipient. Work runs one step at a time, in the
 * order announcements arrive, so events reach a tab in that order even when one has to be read back.
 */
class Fanout {
  private readonly listeners = new Map<string, Set<Listener>>();
  private steps: Promise<void> = Promise.resolve();
  /** The highest event id announced so far, and its value when the LISTEN connection dropped. */
  private highestId = 0;
  private droppedAtId: number | null = null;

  constructor(
    private readonly db: DB,
    private readonly log: FastifyBaseLogger,
  ) {}

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  announce(raw: string): void {
    this.step('delivery', () => this.deliver(raw));
  }

  /** Remembers where the announcements stopped, for replayMissed. */
  listening(): void {
    this.step('startup', async () => {
      this.highestId = Math.max(this.highestId, await latestEventId(this.db));
    });
  }

  dropped(): void {
    this.step('drop', async () => {
      this.droppedAtId ??= this.highestId;
    });
  }

  /** After a reconnect: replays, to current subscribers, the events committed while nobody listened. */
  replayMissed(): void {
    this.step('replay', async () => {
      const from = this.droppedAtId;
      this.droppedAtId = null;
      if (from === null) return;
      for (let after = from; ;) {
        const userIds = [...this.listeners.keys()];
        const page = userIds.length ? await eventsForUsersSince(this.db, userIds, after, 500) : [];
        for (const event of page) this.send(event);
        const last = page.at(-1);
        if (!last || page.length < 500) break;
        after = Number(last.id);
      }
    });
  }

  private step(what: string, work: () => Promise<void>): void {
    this.steps = this.steps
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `realtime: ${what} failed`));
  }

  private async deliver(raw: string): Promise<void> {
    let event: RealtimeEvent;
    let at: unknown;
    try {
      ({ at, ...event } = JSON.parse(raw) as RealtimeEvent & { at?: unknown });
    } catch {
      this.log.warn('realtime: ignored a malformed announcement');
      return;
    }
    this.highestId = Math.max(this.highestId, Number(event.id) || 0);
    if (!this.listeners.get(event.userId)?.size) return;
    const full = event.payload ? event : await loadEvent(this.db, event.id);
    if (!full) return;
    this.send(full);
    if (typeof at === 'number') realtimeLag.observe(Math.max(Date.now() - at, 0) / 1000);
  }

  private send(event: RealtimeEvent): void {
    this.highestId = Math.max(this.highestId, Number(event.id) || 0);
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }
}

type ListenerHooks = {
  onMessage: (channel: string, payload: string) => void;
  onDrop: () => void;
  onReconnect: () => void;
};

/**
 * LISTEN on a dedicated connection (a pool connection cannot hold a LISTEN). When it drops, it reconnects,
 * retrying with backoff until it succeeds or the bus closes, and then reports it so missed events are replayed.
 */
async function listenOnPostgres(connectionString: string, hooks: ListenerHooks, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'wallcraft-realtime' });
    next.on('notification', (msg) => msg.payload && hooks.onMessage(msg.channel, msg.payload));
    // 'error' comes with a broken connection, 'end' with one the server closed: either way, start over once.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      log.error({ err: error }, 'realtime: listener connection lost; reconnecting');
      void next.end().catch(() => undefined);
      hooks.onDrop();
      reconnect(0);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end().catch(() => undefined);
    else client = next;
  };

  const reconnect = (attempt: number) => {
    if (closed) return;
    retry = setTimeout(
      () => {
        connect().then(
          () => !closed && hooks.onReconnect(),
          (error: unknown) => {
            log.error({ err: error }, 'realtime: reconnecting the listener failed; retrying');
            reconnect(attempt + 1);
          },
        );
      },
      Math.min(250 * 2 ** attempt, 10_000),
    );
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/** Hands announced session ends to the watchers (the socket registry), and says when some may have been missed. */
class SessionAnnouncements {
  private readonly watchers = new Set<SessionWatcher>();

  constructor(private readonly log: FastifyBaseLogger) {}

  watch(watcher: SessionWatcher): () => void {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  }

  announce(raw: string): void {
    let hashes: unknown;
    try {
      hashes = JSON.parse(raw);
    } catch {
      hashes = null;
    }
    if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string')) {
      this.log.warn('realtime: ignored a malformed session announcement');
      return;
    }
    for (const watcher of this.watchers) watcher.ended(hashes);
  }

  missed(): void {
    for (const watcher of this.watchers) watcher.missed();
  }
}

export async function createEventBus(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<EventBus> {
  const fanout = new Fanout(handle.db, log);
  const sessions = new SessionAnnouncements(log);
  const onMessage = (channel: string, payload: string) =>
    channel === SESSIONS_CHANNEL ? sessions.announce(payload) : fanout.announce(payload);
  let stop: () => Promise<void>;
  if (handle.kind === 'postgres' && handle.connectionString) {
    stop = await listenOnPostgres(
      handle.connectionString,
      {
        onMessage,
        onDrop: () => fanout.dropped(),
        onReconnect: () => {
          fanout.replayMissed();
          sessions.missed();
        },
      },
      log,
    );
  } else if (handle.pglite) {
    const { pglite } = handle;
    const stops = await Promise.all(
      [EVENTS_CHANNEL, SESSIONS_CHANNEL].map((channel) =>
        pglite.listen(channel, (payload) => onMessage(channel, payload)),
      ),
    );
    stop = async () => void (await Promise.all(stops.map((unlisten) => unlisten())));
  } else {
    throw new Error('realtime: the database handle has neither a connection string nor an embedded engine');
  }
  fanout.listening();
  return {
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    watchSessions: (watcher) => sessions.watch(watcher),
    close: () => stop(),
  };
}
