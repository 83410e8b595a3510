import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type {
  EventBus,
  HeldSession,
  SessionKind,
  SessionResolver,
  SessionWatcher,
  SocketSessions,
  SocketState,
} from '../trpc/context';

/**
 * A websocket keeps the context it was opened with, so it would outlive a sign-out. Each process keeps its open
 * sockets by session: when a session ends (sign-out, deletion, the expiry sweep, an operator's decision: any
 * process announces it on the bus), its sockets close at once with this code. An expiry that nobody announces
 * is caught too: calls check the expiry the socket knows, and the socket re-reads its sessions at that expiry.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_REASON = 'Session ended; sign in again';

/** A socket re-reads its sessions at their expiry, and at least this often (renewals move the expiry forward). */
const RECHECK_MS = 60 * 60 * 1000;
/** When reading the sessions failed (the database is unwell), the next try comes this much later. */
const RETRY_MS = 5000;
/** How long a closed socket's client may take to answer the close before the connection is cut. */
const CLOSE_GRACE_MS = 1000;

class LiveSocket {
  private readonly aborter = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;
  readonly state: SocketState;

  constructor(
    private readonly ws: WebSocket,
    readonly sessions: HeldSession[],
    private readonly registry: Registry,
  ) {
    this.state = { subscriptions: 0, ended: this.aborter.signal, active: (kind) => this.active(kind) };
  }

  private active(kind: SessionKind): boolean {
    const session = this.sessions.find((held) => held.kind === kind);
    return !!session && !this.aborter.signal.aborted && Date.now() < session.expiresAt;
  }

  /** Ends what the socket can do and closes it. */
  end(): void {
    if (this.aborter.signal.aborted) return;
    this.aborter.abort();
    this.release();
    this.ws.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  /** Forgets the socket (it closed, or its session ended). */
  release(): void {
    clearTimeout(this.timer);
    this.registry.forget(this);
  }

  /** Reads the sessions' expiry again: ends the socket when one is gone or expired, else waits for the next check. */
  async recheck(): Promise<void> {
    if (this.checking || this.aborter.signal.aborted) return;
    this.checking = true;
    clearTimeout(this.timer);
    let failed = false;
    try {
      for (const session of this.sessions) {
        const expiry = await this.registry.expiryOf(session.kind, session.hash);
        if (!expiry) return this.end();
        session.expiresAt = expiry.getTime();
      }
    } catch (error) {
      failed = true;
      this.registry.log.warn({ err: error }, 'realtime: re-reading a socket’s session failed; trying again');
    } finally {
      this.checking = false;
    }
    if (this.aborter.signal.aborted || this.ws.readyState !== this.ws.OPEN) return;
    const untilExpiry = Math.min(...this.sessions.map((session) => session.expiresAt)) - Date.now();
    const wait = failed ? RETRY_MS : Math.min(Math.max(untilExpiry, 0), RECHECK_MS);
    this.timer = setTimeout(() => void this.recheck(), wait).unref();
  }
}

class Registry implements SocketSessions, SessionWatcher {
  private readonly byHash = new Map<string, Set<LiveSocket>>();

  constructor(
    readonly expiryOf: SessionResolver['expiryOf'],
    readonly log: FastifyBaseLogger,
  ) {}

  async open(ws: WebSocket, sessions: HeldSession[]): Promise<SocketState> {
    const socket = new LiveSocket(ws, sessions, this);
    if (sessions.length === 0) return socket.state;
    for (const { hash } of sessions) {
      let set = this.byHash.get(hash);
      if (!set) this.byHash.set(hash, (set = new Set()));
      set.add(socket);
    }
    ws.once('close', () => socket.release());
    if (ws.readyState !== ws.OPEN) socket.release();
    // Read once more now that the socket is listed: a session ended between the cookie's lookup and this line
    // was announced before anyone listened for it. The socket answers nothing until this read is in.
    else await socket.recheck();
    return socket.state;
  }

  forget(socket: LiveSocket): void {
    for (const { hash } of socket.sessions) {
      const set = this.byHash.get(hash);
      set?.delete(socket);
      if (set?.size === 0) this.byHash.delete(hash);
    }
  }

  ended(hashes: string[]): void {
    for (const hash of hashes) for (const socket of [...(this.byHash.get(hash) ?? [])]) socket.end();
  }

  missed(): void {
    const sockets = new Set([...this.byHash.values()].flatMap((set) => [...set]));
    for (const socket of sockets) void socket.recheck();
  }
}

/** The registry of this process's open sockets, listening on the bus for sessions that end anywhere. */
export function createSocketSessions(bus: EventBus, sessions: SessionResolver, log: FastifyBaseLogger): SocketSessions {
  const registry = new Registry((kind, hash) => sessions.expiryOf(kind, hash), log);
  bus.watchSessions(registry);
  return registry;
}
