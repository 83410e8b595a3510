import type { DatabaseHandle, DB } from '@wallcraft/db';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Realtime events fan out through Postgres: the event row is written to `realtime_events` and announced
 * with pg_notify in the same transaction as the change it reports, so listeners hear of it only once it
 * has committed, and every API process on the database hears it (LISTEN/NOTIFY). On embedded PGlite the
 * same NOTIFY runs in-process.
 */
export const EVENTS_CHANNEL = 'wallcraft_events';

export type RealtimeKind = 'notification' | 'message';

export type RealtimeEvent = {
  id: string;
  userId: string;
  kind: RealtimeKind;
  payload: Record<string, unknown>;
};

type Listener = (event: RealtimeEvent) => void;

export interface EventBus {
  /** Calls the listener for each event addressed to this user; returns the unsubscribe function. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Records an event for a user and announces it; call inside the transaction that makes the change. */
export async function publishEvent(trx: DB, userId: string, kind: RealtimeKind, payload: Record<string, unknown>): Promise<string> {
  const row = await trx
    .insertInto('realtime_events')
    .values({ user_id: userId, kind, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  const message = JSON.stringify({ id, userId, kind, payload });
  // NOTIFY payloads are limited to 8000 bytes: larger events are announced by id and read back.
  const announced = Buffer.byteLength(message) < 7500 ? message : JSON.stringify({ id, userId, kind, payload: null });
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${announced})`.execute(trx);
  return id;
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
  return rows.map((row) => ({ id: String(row.id), userId: row.user_id, kind: row.kind, payload: row.payload as Record<string, unknown> }));
}

async function loadEvent(db: DB, id: string): Promise<RealtimeEvent | null> {
  const row = await db.selectFrom('realtime_events').select(['id', 'user_id', 'kind', 'payload']).where('id', '=', Number(id)).executeTakeFirst();
  return row ? { id: String(row.id), userId: row.user_id, kind: row.kind, payload: row.payload as Record<string, unknown> } : null;
}

/** Routes announcements to this process's subscribers, by recipient. */
class Fanout {
  private readonly listeners = new Map<string, Set<Listener>>();

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

  async deliver(raw: string): Promise<void> {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(raw) as RealtimeEvent;
    } catch {
      this.log.warn('realtime: ignored a malformed announcement');
      return;
    }
    const set = this.listeners.get(event.userId);
    if (!set?.size) return;
    const full = event.payload ? event : await loadEvent(this.db, event.id);
    if (!full) return;
    for (const listener of set) listener(full);
  }
}

/** LISTEN on a dedicated connection (a pool connection cannot hold a LISTEN); reconnects when it drops. */
async function listenOnPostgres(connectionString: string, onMessage: (payload: string) => void, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => msg.payload && onMessage(msg.payload));
    next.on('error', (error) => {
      log.error({ err: error }, 'realtime: listener connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch((e: unknown) => log.error({ err: e }, 'realtime: reconnect failed')), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}

export async function createEventBus(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<EventBus> {
  const fanout = new Fanout(handle.db, log);
  const onMessage = (payload: string) => void fanout.deliver(payload).catch((error: unknown) => log.error({ err: error }, 'realtime: delivery failed'));
  let stop: () => Promise<void>;
  if (handle.kind === 'postgres' && handle.connectionString) {
    stop = await listenOnPostgres(handle.connectionString, onMessage, log);
  } else if (handle.pglite) {
    stop = await handle.pglite.listen(EVENTS_CHANNEL, onMessage);
  } else {
    throw new Error('realtime: the database handle has neither a connection string nor an embedded engine');
  }
  return {
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    close: () => stop(),
  };
}
