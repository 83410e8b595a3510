// @types/pg leaves out pg/lib/utils: this brings its declaration to every package that compiles this file (the API
// includes it through @wallcraft/db).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file, not a module to import
/// <reference path="./pg-utils.d.ts" />
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
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { engineEnv } from './env';
import { ENGINE_RESTARTED } from './errors';
import { isNamed, statementName, STATEMENTS_PER_CONNECTION } from './prepared';
import { rowObjects } from './row-objects';
import { prepareValue } from 'pg/lib/utils.js';
import { readReply } from './wire';

/**
 * The API's side of the embedded database: PGlite runs in a process of its own (pglite-worker.js) and this sends it
 * requests over the IPC channel. Every request gets an id and one reply; a transaction is a session whose statements
 * the worker runs together, holding everything else back until it commits or rolls back.
 *
 * It has the parts of PGlite's interface the rest of the code uses (`query`, `exec`, `listen`, `dumpDataDir`,
 * `close`): pg-boss's PGlite adapter, the realtime bus and the tests' template dump take it as they took PGlite.
 */
export type EmbeddedOptions = {
  /** The folder of PGlite's files; unset: in memory. */
  dataDir?: string;
  /**
   * Starts from a dump (PGlite's dumpDataDir) instead of an empty database: the dump, or the path of its file, which
   * the engine's process then reads itself.
   */
  loadDataDir?: Blob | string;
  /** PGlite's relaxedDurability (its file-system layer acknowledges before syncing). */
  relaxedDurability?: boolean;
  /** How long one request may run before stderr says which it is (default 15 s). */
  stallMs?: number;
  /**
   * On close, keep the engine's process for the next database opened with this option (test runs, which open one
   * for each file): its next engine starts on the WebAssembly it compiled, for about half the CPU of a new process.
   * Only for a database in memory; an engine with files ends with its process, as it always does.
   */
  spareProcess?: boolean;
};

/**
 * A query goes to the worker as its text, its statement's name ('' unnamed: prepared.ts's rules, as on Postgres) and
 * its values as pg writes them; `params` stays here, for the stall report.
 */
type Request =
  | { op: 'query'; sql: string; name: string; params: readonly unknown[]; session?: number }
  | { op: 'exec'; sql: string; session?: number }
  | { op: 'begin'; sql: string; session: number }
  | { op: 'commit' | 'rollback'; session: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close'; keep?: boolean };

/**
 * `next`: what the worker runs next, so that the stall report knows what runs: a request's id; 0, the oldest request
 * waiting, once there is one; -1, nothing until a `running` notice says (a transaction holds the idle engine).
 */
type Reply =
  | { id: number; ok: true; result: unknown; next?: number }
  | { id: number; ok: false; error: Record<string, unknown>; next?: number };
type Notice =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'broken'; id: number; error: Record<string, unknown> }
  /** The worker runs request `id` (one the last reply's `next` did not name). */
  | { type: 'running'; id: number }
  /** The engine has closed; the process ends next. */
  | { type: 'closed' };

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

type Waiting = {
  request: Request;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Set once the request was sent again after it trapped the engine: it is not sent a third time. */
  retried?: boolean;
  /** performance.now() when it was sent: it cannot have run for longer. */
  sentAt: number;
};

/**
 * A parameter as a stall report shows it: numbers, booleans and null as they are; text and anything else only by its
 * kind and size, since parameters carry emails, password hashes and token hashes that have no place in a log.
 */
function shown(param: unknown): string {
  if (param === null || typeof param === 'number' || typeof param === 'boolean') return String(param);
  if (typeof param === 'string') return `<text of ${param.length}>`;
  return `<${Array.isArray(param) ? `array of ${param.length}` : typeof param}>`;
}

/** A request as a line of a stall report: its operation, statement (cut short) and what its parameters are. */
function describe(request: Request): string {
  const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
  if (request.op !== 'query' && request.op !== 'exec') return request.op;
  const params =
    request.op === 'query' && request.params?.length
      ? ` with [${request.params.slice(0, 50).map(shown).join(', ')}]`
      : '';
  return `${request.op} ${cut(request.sql.replace(/\s+/g, ' '), 2000)}${params}`;
}

/**
 * A statement that only reads, so running it again cannot do anything twice: a SELECT (or WITH) with no
 * data-modifying clause and no function known to write or signal. What this misses is failed, not retried.
 */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|nextval|setval|pg_notify|set_config|pg_advisory\w*|lo_\w+)\b/i;
const onlyReads = (request: Request) =>
  (request.op === 'query' || request.op === 'exec') && READ_ONLY.test(request.sql) && !WRITES.test(request.sql);

/** A request as the worker gets it: a query's values written as pg writes them, its `params` left here. */
function toWorker(id: number, request: Request): Record<string, unknown> {
  if (request.op !== 'query') return { id, ...request };
  const { sql, name, params, session } = request;
  return { id, op: 'query', sql, name, values: params.map(prepareValue), session };
}

/** How many named statements the engine keeps parsed, as a pooled connection to Postgres does. */
const STATEMENT_RULES = { statementsKept: STATEMENTS_PER_CONNECTION };

/** The engine may start again after a trap at most this often (RESTARTS in RESTART_WINDOW_MS); beyond, it fails. */
const RESTARTS = 3;

const RESTART_WINDOW_MS = 60_000;

/**
 * The engine trapped and was started again from its files: the statement it ran, and any transaction open then,
 * were not kept. `code` lets the API answer 503 (try again) rather than 500.
 */
export class EngineRestartedError extends Error {
  readonly code = ENGINE_RESTARTED;
}

const WORKER = fileURLToPath(new URL('./pglite-worker.js', import.meta.url));

/** The engine's process, with the promise of its end (it may have ended already). */
type Engine = { process: ChildProcess; exited: Promise<unknown> };

/** Processes whose engine was closed with `spareProcess`, each waiting for the next engine to open. */
const spares: Engine[] = [];

const alive = (engine: Engine) => engine.process.exitCode === null && engine.process.signalCode === null;

/** A new engine's process, or a spare one when `spare` allows (see EmbeddedOptions.spareProcess). */
function engineProcess(spare: boolean): Engine {
  for (let engine = spare ? spares.pop() : undefined; engine; engine = spares.pop()) if (alive(engine)) return engine;
  const child = fork(WORKER, [], {
    execArgv: [],
    env: engineEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return { process: child, exited: once(child, 'exit').catch(() => undefined) };
}

/**
 * Starts the engine in its process (a spare one when `spare` allows) and waits until it is ready (or failed: a bad
 * folder, a broken dump). It runs plain JavaScript with none of this process's flags (a test runner's loader, an
 * inspector port).
 */
async function startEngine(options: Record<string, unknown>, spare = false): Promise<Engine> {
  const engine = engineProcess(spare);
  const { process: child, exited } = engine;
  child.send(options);
  let settle: (message: Notice | Reply) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  let ended: (code: number | null) => void = () => undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      settle = (message) => {
        if (!('type' in message) || (message.type !== 'ready' && message.type !== 'failed')) return;
        if (message.type === 'ready') resolve();
        else reject(toError(message.error));
      };
      failed = reject;
      ended = (code) => reject(new Error(`The embedded database's process exited (code ${code})`));
      child.on('message', settle);
      child.on('error', failed);
      child.on('exit', ended);
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  } finally {
    child.off('message', settle);
    child.off('error', failed);
    child.off('exit', ended);
  }
  return engine;
}

/** Ends the engine's process at once (its files as after a crash) and waits until it has. */
async function stopEngine(engine: Engine): Promise<void> {
  if (engine.process.exitCode === null && engine.process.signalCode === null) engine.process.kill('SIGKILL');
  await engine.exited;
}

/** Whether the process stays alive for the engine: only while a request waits on it, as for a socket. */
function hold(engine: Engine, held: boolean): void {
  const channel = engine.process.channel as { ref(): void; unref(): void } | null | undefined;
  if (held) {
    engine.process.ref();
    channel?.ref();
  } else {
    engine.process.unref();
    channel?.unref();
  }
}

export class EmbeddedDatabase {
  private readonly pending = new Map<number, Waiting>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private nextSession = 1;
  /** Sessions whose BEGIN the engine has run and whose COMMIT or ROLLBACK it has not: open transactions. */
  private readonly openSessions = new Set<number>();
  /** Sessions whose transaction a trapped engine took with it: their statements fail, their rollback passes. */
  private readonly lostSessions = new Set<number>();
  private closing: Promise<void> | null = null;
  /** Set once the close is on its way to the worker: later requests fail at once. */
  private refusing = false;
  private exitError: Error | null = null;
  private engineRunning = true;
  /** While a trapped engine is replaced: requests wait in `pending` and are sent to the new one. */
  private restarting = false;
  private readonly restarts: number[] = [];
  /** Engine restarts since this process opened the database (metrics; `restarts` keeps only the recent window). */
  private restartsInAll = 0;
  private engine!: Engine;
  /** What the worker runs (Reply's `next`) since when, as its replies and notices say, for the stall report. */
  private running = { id: 0, since: 0 };
  /** The request the stall report last named: each is named once. */
  private reported = 0;
  private readonly watchdog: NodeJS.Timeout;
  /** Stops hearing the engine's process (a spare one serves the next database). */
  private detach = () => undefined as unknown;

  private constructor(
    engine: Engine,
    private readonly options: EmbeddedOptions,
  ) {
    this.attach(engine);
    this.watchdog = this.watch(options.stallMs ?? 15_000);
  }

  /** Starts the engine and waits for PGlite to be ready (or for it to fail: a bad folder, a broken dump). */
  static async create(options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
    const dump = options.loadDataDir;
    const load =
      typeof dump === 'string' ? { loadDataDirFile: dump } : dump ? { loadDataDir: await dump.arrayBuffer() } : {};
    const { dataDir, relaxedDurability } = options;
    const engine = await startEngine({ dataDir, ...load, relaxedDurability, ...STATEMENT_RULES }, this.spares(options));
    return new EmbeddedDatabase(engine, options);
  }

  /** Whether this database's process is kept for the next on close (see EmbeddedOptions.spareProcess). */
  private static spares(options: EmbeddedOptions): boolean {
    return options.spareProcess === true && options.dataDir === undefined;
  }

  private attach(engine: Engine): void {
    this.engine = engine;
    const current = () => engine === this.engine && !this.restarting;
    const onMessage = (message: Reply | Notice) => {
      if (current()) this.receive(message);
    };
    // The engine ends only when closed, or when PGlite aborts (out of memory) or its process is killed: fail
    // whatever waits.
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (current()) this.ended(new Error(`The embedded database's process exited (${signal ?? `code ${code}`})`));
    };
    const onError = (error: Error) => {
      if (current()) this.fail(error);
    };
    engine.process.on('message', onMessage).on('exit', onExit).on('error', onError);
    this.detach = () => engine.process.off('message', onMessage).off('exit', onExit).off('error', onError);
    hold(engine, this.pending.size > 0);
  }

  /**
   * The engine trapped on request `id` (see guardTraps in pglite-worker.js): nothing may run on it again. An engine
   * with files starts again from them, as Postgres does after a crash: the trapped statement (unless it only reads,
   * which runs again once) and open transactions fail with EngineRestartedError, and every request that had not
   * started yet runs on the new engine. An engine in memory has nothing to start from, and one that keeps trapping
   * is not started again: then everything fails.
   */
  private async restart(id: number, trap: Error): Promise<void> {
    this.restarting = true;
    // The transactions the engine had begun are gone (replies come in order: a BEGIN not answered yet did not run,
    // unless it is the request that trapped); one whose BEGIN still waits begins on the new engine.
    const failed = this.pending.get(id)?.request;
    for (const session of this.openSessions) this.lostSessions.add(session);
    this.openSessions.clear();
    if (failed && 'session' in failed && failed.session !== undefined) this.lostSessions.add(failed.session);
    const now = performance.now();
    while (this.restarts.length && now - this.restarts[0]! > RESTART_WINDOW_MS) this.restarts.shift();
    const again = this.options.dataDir !== undefined && this.restarts.length < RESTARTS && !this.refusing;
    console.error(
      `embedded database: the engine failed (${trap.message}) running ${failed ? describe(failed) : 'a request'}; ` +
        (again ? 'starting it again from its files' : 'it cannot be started again'),
    );
    await stopEngine(this.engine);
    if (!again) {
      this.restarting = false;
      // A close waiting for the engine has what it asked for: the engine is gone.
      for (const [pendingId, waiting] of this.pending)
        if (waiting.request.op === 'close') {
          this.pending.delete(pendingId);
          waiting.resolve(null);
        }
      this.ended(new Error(`The embedded database failed (${trap.message}) and cannot be started again`));
      return;
    }
    this.restarts.push(now);
    this.restartsInAll += 1;
    const lost = new EngineRestartedError(
      'The database failed while handling this and was started again; nothing of it was saved. Try again.',
    );
    for (const [pendingId, waiting] of this.pending) {
      const { request } = waiting;
      const session = 'session' in request ? request.session : undefined;
      const ownTransaction = session !== undefined && this.lostSessions.has(session);
      if (pendingId === id && !ownTransaction && !waiting.retried && onlyReads(request)) {
        // A read that trapped runs again on the new engine, once: its caller sees only the delay.
        waiting.retried = true;
        continue;
      }
      if (pendingId !== id && !ownTransaction) continue;
      this.pending.delete(pendingId);
      if ((request.op === 'commit' || request.op === 'rollback') && session !== undefined)
        this.lostSessions.delete(session);
      // Its transaction is gone with the engine, which is what a rollback asks for.
      if (request.op === 'rollback') waiting.resolve(null);
      else waiting.reject(lost);
    }
    try {
      this.running = { id: 0, since: performance.now() };
      const { dataDir, relaxedDurability } = this.options;
      this.attach(await startEngine({ dataDir, relaxedDurability, ...STATEMENT_RULES }));
    } catch (error) {
      this.restarting = false;
      this.ended(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.restarting = false;
    // The new engine takes the waiting requests in their order, and listens on the channels the old one did.
    for (const [pendingId, { request }] of this.pending) this.engine.process.send(toWorker(pendingId, request));
    for (const channel of this.listeners.keys()) void this.request({ op: 'listen', channel }).catch(() => undefined);
  }

  /**
   * A NOTIFY's payload for the callbacks listening on its channel: from the worker (a transaction committed by
   * PGlite's own calls) or from a statement's reply (one that committed by itself, read by wire.ts).
   */
  private readonly notified = (channel: string, payload: string): void => {
    for (const callback of this.listeners.get(channel) ?? []) callback(payload);
  };

  private runs(id: number): void {
    if (id !== this.running.id) this.running = { id, since: performance.now() };
  }

  /**
   * Says on stderr which request has run in the worker for over stallMs, once per request: the worker cannot (its
   * timers wait for the statement), and an API whose every request waits behind one would otherwise hang in silence.
   */
  private watch(stallMs: number): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        let { id, since } = this.running;
        if (id === 0) {
          // The oldest request waiting runs, from when the engine went idle or when it was sent, whichever came later.
          const [oldest] = this.pending;
          if (!oldest) return;
          id = oldest[0];
          since = Math.max(since, oldest[1].sentAt);
        }
        const request = this.pending.get(id)?.request;
        const ms = performance.now() - since;
        if (!request || this.reported === id || ms < stallMs) return;
        this.reported = id;
        console.error(
          `embedded database: one request has run for ${Math.round(ms / 1000)} s, ` +
            `${this.pending.size - 1} more wait behind it: ${describe(request)}`,
        );
      },
      Math.min(1_000, stallMs / 2),
    );
    timer.unref();
    return timer;
  }

  async query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    session?: number,
  ): Promise<EmbeddedResult<R>> {
    const name = isNamed(sql, params) ? statementName(sql) : '';
    const reply = (await this.request({ op: 'query', sql, name, params: params ?? [], session })) as Uint8Array;
    const result = readReply(reply, this.notified);
    return {
      rows: rowObjects<R>(name || sql, result.rows, result.fields),
      affectedRows: result.affectedRows,
      fields: result.fields,
    };
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

  /** What the metrics endpoint reports: requests waiting for or running on the engine, and restarts so far. */
  get stats(): { queued: number; restarts: number } {
    return { queued: this.pending.size, restarts: this.restartsInAll };
  }

  /** Whether the engine's process still runs: false once close has settled (or PGlite died). */
  get engineAlive(): boolean {
    return this.engineRunning;
  }

  /** The engine's process id, while it runs (its memory is its own: bench/memory.mjs reports it apart). */
  get enginePid(): number | undefined {
    return this.engineRunning ? this.engine.process.pid : undefined;
  }

  /** Lets the queued work finish, closes PGlite (its files consistent) and ends its process. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      // Statements a caller has started reach the worker a few promise steps later (Kysely acquires a
      // connection first): one turn of the event loop lets them join the queue before the close does.
      await new Promise((resolve) => setImmediate(resolve));
      this.refusing = true;
      const keep = EmbeddedDatabase.spares(this.options);
      let kept = false;
      try {
        if (!this.exitError) {
          await this.request({ op: 'close', keep }, true);
          kept = keep && alive(this.engine);
        }
      } finally {
        clearInterval(this.watchdog);
        if (kept) this.spare();
        else await this.endProcess();
        this.engineRunning = false;
      }
    })();
    return this.closing;
  }

  /** PGlite has closed and its process waits for the next engine's options: it holds nothing open here. */
  private spare(): void {
    this.detach();
    hold(this.engine, false);
    spares.push(this.engine);
  }

  /** The engine's process ends by itself once PGlite has closed (this process waits for it); one that failed to is ended. */
  private async endProcess(): Promise<void> {
    hold(this.engine, true);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.engine.exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
    await stopEngine(this.engine);
  }

  private request(request: Request, evenWhenClosing = false): Promise<unknown> {
    if (this.exitError) return Promise.reject(this.exitError);
    if (this.refusing && !evenWhenClosing) return Promise.reject(new Error('The embedded database is closed'));
    if ('session' in request && request.session !== undefined && this.lostSessions.has(request.session)) {
      // A statement of a transaction the trapped engine took with it must not run on its own on the new one.
      if (request.op === 'commit' || request.op === 'rollback') this.lostSessions.delete(request.session);
      if (request.op === 'rollback') return Promise.resolve(null);
      return Promise.reject(
        new EngineRestartedError('The database was started again during this transaction; try again.'),
      );
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { request, resolve, reject, sentAt: performance.now() });
      // A request in flight keeps the process alive, as a socket would; an idle database does not.
      if (this.pending.size === 1) hold(this.engine, true);
      // While the engine starts again, the request waits here; restart() sends it.
      if (!this.restarting) this.engine.process.send(toWorker(id, request));
    });
  }

  private receive(message: Reply | Notice): void {
    if ('type' in message) {
      if (message.type === 'notify') this.notified(message.channel, message.payload);
      else if (message.type === 'broken') void this.restart(message.id, toError(message.error));
      else if (message.type === 'running') this.runs(message.id);
      return;
    }
    this.runs(message.next ?? -1);
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) hold(this.engine, false);
    const { request } = waiting;
    if (request.op === 'begin' && message.ok) this.openSessions.add(request.session);
    else if (request.op === 'commit' || request.op === 'rollback') this.openSessions.delete(request.session);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(toError(message.error));
  }

  /** No engine runs any more (its process exited, or it cannot be started again): everything fails from now on. */
  private ended(error: Error): void {
    this.engineRunning = false;
    clearInterval(this.watchdog);
    this.fail(error);
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

/** The Kysely dialect of the embedded database in its own process. */
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
