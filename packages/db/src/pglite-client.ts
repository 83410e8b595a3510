import {
  type CompiledQuery,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Worker } from 'node:worker_threads';

/**
 * The main thread's side of the embedded database: PGlite runs in a worker thread (pglite-worker.js) and this
 * sends it requests over the worker's message port. Every request gets an id and one reply; a transaction is a
 * session whose statements the worker runs together, holding everything else back until it commits or rolls back.
 *
 * It has the parts of PGlite's interface the rest of the code uses (`query`, `exec`, `listen`, `dumpDataDir`,
 * `close`): pg-boss's PGlite adapter, the realtime bus and the tests' template dump take it as they took PGlite.
 */
export type EmbeddedOptions = {
  /** The folder of PGlite's files; unset: in memory. */
  dataDir?: string;
  /** Starts from a dump (PGlite's dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob;
  /** PGlite's relaxedDurability (its file-system layer acknowledges before syncing). */
  relaxedDurability?: boolean;
};

type Request =
  | { op: 'query'; sql: string; params?: readonly unknown[]; session?: number }
  | { op: 'exec'; sql: string; session?: number }
  | { op: 'begin'; sql: string; session: number }
  | { op: 'commit' | 'rollback'; session: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notice =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string };

export type EmbeddedResult<R = Record<string, unknown>> = {
  rows: R[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
};

/** An error of the worker as the caller's: Postgres's fields (code 23505, constraint, detail) kept as they were. */
function toError(fields: Record<string, unknown>): Error {
  const { message, stack: _workerStack, ...rest } = fields;
  const error = new Error(typeof message === 'string' ? message : 'The embedded database failed');
  return Object.assign(error, rest);
}

export class EmbeddedDatabase {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private nextSession = 1;
  private closing: Promise<void> | null = null;
  /** Set once the close is on its way to the worker: later requests fail at once. */
  private refusing = false;
  private exitError: Error | null = null;
  private threadRunning = true;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notice) => this.receive(message));
    // The worker ends only when closed, or when PGlite aborts (out of memory): fail whatever waits.
    worker.on('exit', (code) => {
      this.threadRunning = false;
      this.fail(new Error(`The embedded database's thread exited (code ${code})`));
    });
    worker.on('error', (error) => this.fail(error));
    worker.unref();
  }

  /** Starts the worker and waits for PGlite to be ready (or for it to fail: a bad folder, a broken dump). */
  static async create(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, relaxedDurability: options.relaxedDurability },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const settle = (message: Notice | Reply) => {
        if (!('type' in message) || message.type === 'notify') return;
        worker.off('message', settle);
        worker.off('error', reject);
        if (message.type === 'ready') resolve();
        else reject(toError(message.error));
      };
      worker.on('message', settle);
      worker.once('error', reject);
    });
    return new EmbeddedDatabase(worker);
  }

  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], session?: number) {
    return this.request({ op: 'query', sql, params, session }) as Promise<EmbeddedResult<R>>;
  }

  /** Runs one or more statements without parameters (the simple protocol): one result per statement. */
  exec(sql: string, session?: number) {
    return this.request({ op: 'exec', sql, session }) as Promise<EmbeddedResult[]>;
  }

  /** Opens a transaction; its statements are the ones sent with the session number this returns. */
  async begin(sql = 'BEGIN'): Promise<number> {
    const session = this.nextSession++;
    await this.request({ op: 'begin', sql, session });
    return session;
  }

  async end(session: number, outcome: 'commit' | 'rollback'): Promise<void> {
    await this.request({ op: outcome, session });
  }

  /** LISTEN on a channel; the callback gets each NOTIFY's payload once its transaction commits. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      this.listeners.set(channel, (callbacks = new Set()));
      await this.request({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.refusing) await this.request({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const data = (await this.request({ op: 'dump', compression })) as ArrayBuffer;
    return new Blob([data]);
  }

  get closed(): boolean {
    return this.closing !== null;
  }

  /** Whether the worker thread still runs: false once close has settled (or PGlite died). */
  get threadAlive(): boolean {
    return this.threadRunning;
  }

  /** Lets the queued work finish, closes PGlite (its files consistent) and ends the thread. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      // Statements a caller has started reach the worker a few promise steps later (Kysely acquires a
      // connection first): one turn of the event loop lets them join the queue before the close does.
      await new Promise((resolve) => setImmediate(resolve));
      this.refusing = true;
      try {
        if (!this.exitError) await this.request({ op: 'close' }, true);
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private request(request: Request, evenWhenClosing = false): Promise<unknown> {
    if (this.exitError) return Promise.reject(this.exitError);
    if (this.refusing && !evenWhenClosing) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A request in flight keeps the process alive, as a socket would; an idle database does not.
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...request });
    });
  }

  private receive(message: Reply | Notice): void {
    if ('type' in message) {
      if (message.type === 'notify')
        for (const callback of this.listeners.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(toError(message.error));
  }

  private fail(error: Error): void {
    this.exitError ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** One Kysely connection: outside a transaction each statement is its own unit; inside, the session's. */
class EmbeddedConnection implements DatabaseConnection {
  session: number | undefined;

  constructor(readonly database: EmbeddedDatabase) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { rows, affectedRows } = await this.database.query<R>(compiled.sql, compiled.parameters, this.session);
      return { rows, numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows) };
    } catch (error) {
      // Rebuilt from the worker's reply, the error has no stack of ours: give it the awaiting callers' (as Kysely's
      // own drivers do), so a failing statement points at the code that ran it.
      const here = new Error().stack?.split('\n').slice(1).join('\n');
      if (error instanceof Error && here) error.stack = `${error.name}: ${error.message}\n${here}`;
      throw error;
    }
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream results');
  }
}

class EmbeddedDriver implements Driver {
  constructor(private readonly database: EmbeddedDatabase) {}

  async init(): Promise<void> {}

  /** A connection per caller: the worker, not a pool, decides who runs (see pglite-worker.js). */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new EmbeddedConnection(this.database);
  }

  async beginTransaction(connection: EmbeddedConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel && `ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}`,
      settings.accessMode && settings.accessMode.toUpperCase(),
    ].filter(Boolean);
    connection.session = await this.database.begin(['BEGIN', ...modes].join(' '));
  }

  async commitTransaction(connection: EmbeddedConnection): Promise<void> {
    const { session } = connection;
    connection.session = undefined;
    if (session !== undefined) await this.database.end(session, 'commit');
  }

  async rollbackTransaction(connection: EmbeddedConnection): Promise<void> {
    const { session } = connection;
    connection.session = undefined;
    if (session !== undefined) await this.database.end(session, 'rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.database.close();
  }
}

/**
 * PGlite's adapter (no migration lock: one process holds DATA_DIR), but with connections that may be held at
 * once: Kysely's single-connection mutex would queue every request on the main thread behind an open transaction,
 * which the worker already does for the statements that need it.
 */
class EmbeddedAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The Kysely dialect of the embedded database in its worker thread. */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly database: EmbeddedDatabase) {}
  createAdapter() {
    return new EmbeddedAdapter();
  }
  createDriver() {
    return new EmbeddedDriver(this.database);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
