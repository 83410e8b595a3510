// @ts-check
/**
 * The embedded database's process: the API forks it (pglite-client.ts) and PGlite (WASM Postgres) runs here, so a
 * slow statement blocks only this process and never the API's event loop, and the engine's memory is this process's,
 * as a Postgres server's is. Plain JavaScript because every runner (vitest, tsx, the tsup build) forks it as it is.
 *
 * PGlite is one connection, so this process runs one unit at a time: a single statement, or a whole transaction.
 * While a transaction (a session) holds the engine, only that session's statements run; everything else waits in
 * the queue, so no other request ever runs inside (or sees the uncommitted rows of) another's transaction.
 * Requests and replies are messages on the IPC channel (see pglite-client.ts for the protocol).
 *
 * So that fifty slow searches do not make a one-row read wait for all of them, the next request is taken by one of
 * two rules: the shortest (the request whose statement text took the least time on average before; a new text or a
 * transaction counts as instant) or the oldest. The shortest goes first as long as that rule has used at most
 * SHORTEST_SHARE of the engine's time since the queue last ran dry: cheap statements pass slow ones, and a steady
 * stream of cheap ones cannot take more than that share from the slow ones, which are served in arrival order.
 */
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import { parse as parseArray } from 'postgres-array';

const ipcSend = process.send?.bind(process);
if (!ipcSend) throw new Error('pglite-worker.js runs as a child process with an IPC channel');
/**
 * Sends a message to the API; `then` runs once it is written (a message still queued when the process exits is lost).
 * @param {unknown} message @param {() => void} [then]
 */
const send = (message, then) => void ipcSend(message, undefined, {}, then);

// Ctrl-C in a terminal reaches the whole process group: the API closes the engine itself as it shuts down, its files
// consistent, so the signal must not end this process first.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => undefined);
// The API is gone (a crash, kill -9): end at once, as the engine ended with the API when it ran inside it, so an API
// started again finds the folder free. Postgres recovers the files from its log on the next open.
process.on('disconnect', () => process.exit(1));

/**
 * The same values as pg on the main thread (client.ts): int8 as numbers, `date` as 'YYYY-MM-DD' text, and arrays
 * of text, varchar, uuid and integers read with postgres-array 3, as there: PGlite's own array parser reads them a
 * character at a time.
 */
const INT8 = 20;
const DATE = 1082;
const TEXT_ARRAYS = [1009, 1015, 2951];
const INT4_ARRAY = 1007;
/** @type {Record<number, (value: string) => unknown>} */
const parsers = {
  [INT8]: (v) => Number(v),
  [DATE]: (v) => v,
  [INT4_ARRAY]: (v) => parseArray(v, (entry) => parseInt(entry, 10)),
};
for (const oid of TEXT_ARRAYS) parsers[oid] = (v) => parseArray(v);

/**
 * Postgres's buffer cache inside the WASM memory. Postgres's default (128 MB) is sized for a server with
 * other clients' working sets; one embedded process with a demo-sized database never fills it, yet every page
 * it ever read stays resident in the process. At 32 MB the API holds about a quarter less memory after start
 * (bench/memory.mjs); a page not cached is read from the data folder, through the operating system's cache.
 */
const SHARED_BUFFERS = '32MB';

/**
 * What the planner charges to read a page out of order, against 1 for the next page. Postgres's 4 is for disks
 * that seek; this engine reads its local files through the operating system's cache, where the two cost about
 * the same (1.1 is the usual setting for SSDs). At 4 the planner read a distance bucket's box whole and sorted it
 * rather than walk the GiST index inside the box to a page: 5-10 miles + "wall" at 100x data (bench/README.md).
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * How to open the engine: the API's first message, and the first after a close that kept this process (`keep`).
 * A dump named by its file (a test's template, tens of megabytes) is read here rather than sent over the channel.
 * @typedef {{ dataDir?: string, loadDataDir?: ArrayBuffer, loadDataDirFile?: string, relaxedDurability?: boolean, planEachTime?: string, namedWithoutParameters?: string }} OpenOptions
 */

/**
 * An error as plain data: a structured clone keeps only an Error's message and stack, not Postgres's fields
 * (code, constraint, detail, …) that services map to answers; the client rebuilds the error from these.
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return fields;
}

/** @type {PGlite} */
let pglite;

/**
 * Opens PGlite and tells the API it is ready (or that it failed, and ends). Run for the API's first message and for
 * the first after a close that kept this process: a second engine in the same process starts on the WebAssembly
 * this one compiled, about half the CPU of a new process's (test runs open one for every file).
 * @param {OpenOptions} options
 */
async function open(options) {
  const dump = options.loadDataDir
    ? new Blob([options.loadDataDir])
    : options.loadDataDirFile
      ? new Blob([readFileSync(options.loadDataDirFile)])
      : undefined;
  PLAN_EACH_TIME = options.planEachTime ?? '';
  NAMED_WITHOUT_PARAMETERS = options.namedWithoutParameters ? new RegExp(options.namedWithoutParameters, 'i') : null;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: dump,
      relaxedDurability: options.relaxedDurability,
      extensions: { cube, earthdistance, pg_trgm },
      parsers,
      startParams: [
        ...PGlite.defaultStartParams,
        ...['-c', `shared_buffers=${SHARED_BUFFERS}`, '-c', `random_page_cost=${RANDOM_PAGE_COST}`],
      ],
    });
  } catch (error) {
    send({ type: 'failed', error: plainError(error) }, () => process.exit(1));
    return;
  }
  guardTraps();
  closed = false;
  send({ type: 'ready' });
}

/**
 * The engine's trap, once one happened: WebAssembly's RuntimeError ("null function or function signature mismatch",
 * "memory access out of bounds"), which leaves Postgres's memory in a state nothing should run on again.
 * @type {Error | null}
 */
let broken = null;

/**
 * Makes a trap fail its statement. PGlite 0.5.16 runs a statement in a loop of `_PostgresMainLoopOnce()` calls
 * whose catch takes Postgres's errors (a longjmp, status POSTGRES_MAIN_LONGJMP) and swallows anything else: after a
 * trap the loop either ends with an empty result, as if the statement had succeeded, or calls into the broken engine
 * forever at full CPU, and every later request waits behind it (an e2e run now and then, in pg_trgm's comparator).
 * The only call of that catch that can still throw is `stackRestore`, so it rethrows the trap once one is recorded.
 */
function guardTraps() {
  const internals = /** @type {any} */ (pglite);
  const mod = internals.mod;
  if (!mod || typeof mod._PostgresMainLoopOnce !== 'function' || typeof mod.stackRestore !== 'function')
    throw new Error(
      'pglite-worker: this PGlite has no _PostgresMainLoopOnce or stackRestore to guard (see guardTraps)',
    );
  const loopOnce = mod._PostgresMainLoopOnce;
  const stackRestore = mod.stackRestore;
  const longjmp = internals.POSTGRES_MAIN_LONGJMP;
  mod._PostgresMainLoopOnce = () => {
    try {
      return loopOnce();
    } catch (error) {
      if (/** @type {{ status?: unknown }} */ (error)?.status !== longjmp)
        broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  };
  mod.stackRestore = (/** @type {number} */ pointer) => {
    stackRestore(pointer);
    if (broken) throw broken;
  };
}

/** Average duration by statement text (exponentially weighted), learnt as they run; bounded by MAX_TEXTS. */
const durations = new Map();
const MAX_TEXTS = 2000;
/** The most of the engine's time the shortest-first rule may take while requests wait. */
const SHORTEST_SHARE = 0.1;
/** Engine time (ms) used by each rule while more than one request waited. */
const used = { shortest: 0, oldest: 0 };

/** @param {{ op: string, sql?: string }} request */
const expected = (request) => (request.op === 'query' || request.op === 'exec' ? (durations.get(request.sql) ?? 0) : 0);

/** @param {{ op: string, sql?: string }} request @param {number} ms */
function learn(request, ms) {
  if (request.op !== 'query' && request.op !== 'exec') return;
  const before = durations.get(request.sql);
  if (before === undefined && durations.size >= MAX_TEXTS) durations.clear();
  durations.set(request.sql, before === undefined ? ms : before * 0.8 + ms * 0.2);
}

/** Channels LISTENed to, with their unlisten function. */
const listening = new Map();
/** @type {Array<{ id: number, op: string, session?: number, [key: string]: any }>} */
const queue = [];
/** The session whose transaction holds the engine, if any. */
let active = /** @type {number | null} */ (null);
let running = false;
let closed = false;
/** The close asked to keep this process for the API's next engine: the next message opens one (see open). */
let keep = false;
/** Closed and kept: the next message is the options of the next engine. */
let awaitingOptions = false;

/**
 * Statements with parameters run as prepared statements, as on Postgres (prepared.ts): PGlite sends every query
 * unnamed, so the engine parsed and planned the discover statement on each call (half of a first page's time at
 * 1x data). Each text is prepared once (`PREPARE wc_n AS ...`) and run with `EXECUTE wc_n('…', …)`, its values
 * written as literals exactly as PGlite would have bound them (its serializer for each parameter's type, as text),
 * so Postgres's plan cache keeps the plan. A text marked PLAN_EACH_TIME stays unnamed, and a text is prepared only
 * outside a transaction (a PREPARE that failed would abort it); one prepared already runs inside one too.
 */
/** prepared.ts's marker, from the client; without it (never so) nothing is prepared. */
let PLAN_EACH_TIME = '';
/** prepared.ts's NAMED_WITHOUT_PARAMETERS, from the client: the reads without parameters that are prepared too. */
let NAMED_WITHOUT_PARAMETERS = /** @type {RegExp | null} */ (null);
/** Prepared statements kept; past that, the least recently used is deallocated. */
const PREPARED_KEPT = 200;
/** @type {Map<string, { name: string, types: number[] }>} statement text -> its prepared statement */
const prepared = new Map();
/** Texts Postgres cannot prepare on their own (a parameter's type unknown without its value). */
const unpreparable = new Set();
let preparedSoFar = 0;

/**
 * Rows as arrays in the fields' order: the API names them again (pglite-client.ts). Sent as objects, every row
 * carried every column's name: twice the bytes, and half as much time again to write and read 100 rows.
 */
const ROWS = /** @type {const} */ ({ rowMode: 'array' });

/** @param {string} sql @param {readonly unknown[]} params */
async function query(sql, params) {
  if (!PLAN_EACH_TIME || sql.startsWith(PLAN_EACH_TIME)) return pglite.query(sql, params, ROWS);
  if (!params.length && !NAMED_WITHOUT_PARAMETERS?.test(sql)) return pglite.query(sql, params, ROWS);
  const statement = prepared.get(sql) ?? (pglite.isInTransaction() ? null : await prepare(sql));
  if (!statement) return pglite.query(sql, params, ROWS);
  prepared.delete(sql);
  prepared.set(sql, statement);
  const values = params.map((value, i) => literal(value, statement.types[i] ?? 0));
  const results = await pglite.exec(
    values.length ? `EXECUTE ${statement.name}(${values.join(', ')})` : `EXECUTE ${statement.name}`,
    ROWS,
  );
  return /** @type {import('@electric-sql/pglite').Results<any>} */ (results.at(-1));
}

/** @param {string} sql @returns {Promise<{ name: string, types: number[] } | null>} */
async function prepare(sql) {
  if (unpreparable.has(sql)) return null;
  const name = `wc_${(preparedSoFar += 1)}`;
  try {
    await pglite.exec(`PREPARE ${name} AS ${sql}`);
  } catch (error) {
    // 42P18: a parameter's type could not be worked out; 42P08: it is ambiguous. Anything else (a syntax error, a
    // missing table) the unnamed statement reports as it would have.
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === '42P18' || code === '42P08') {
      if (unpreparable.size >= MAX_TEXTS) unpreparable.clear();
      unpreparable.add(sql);
    }
    return null;
  }
  const { rows } = await pglite.query(
    'SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1',
    [name],
  );
  const types = /** @type {{ types: number[] }[]} */ (rows)[0]?.types ?? [];
  while (prepared.size >= PREPARED_KEPT) {
    const [oldest] = prepared;
    if (!oldest) break;
    prepared.delete(oldest[0]);
    await pglite.exec(`DEALLOCATE ${oldest[1].name}`);
  }
  const statement = { name, types };
  prepared.set(sql, statement);
  return statement;
}

/**
 * A value as the literal PGlite would have bound: its serializer for the parameter's type (arrays, dates, JSON,
 * booleans), else the value's text; standard_conforming_strings is on, so only quotes need doubling.
 * @param {unknown} value @param {number} type
 */
function literal(value, type) {
  if (value === null || value === undefined) return 'NULL';
  const serialize = pglite.serializers[type];
  const text = serialize ? serialize(value) : /** @type {{ toString(): string }} */ (value).toString();
  return `'${String(text).replaceAll("'", "''")}'`;
}

/** @param {{ id: number, op: string, session?: number, [key: string]: any }} request */
async function run(request) {
  switch (request.op) {
    case 'query': {
      const { rows, affectedRows, fields } = await query(request.sql, request.params ?? []);
      return { rows, affectedRows, fields };
    }
    case 'exec': {
      const results = await pglite.exec(request.sql);
      return results.map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
    }
    case 'begin':
      await pglite.query(request.sql ?? 'BEGIN');
      active = request.session ?? null;
      return null;
    case 'commit':
    case 'rollback':
      // The session lets go of the engine even when COMMIT fails (Postgres has then rolled back).
      try {
        await pglite.query(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        active = null;
        if (pglite.isInTransaction()) await pglite.query('ROLLBACK');
      }
      return null;
    case 'listen':
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        const unlisten = await pglite.listen(channel, (payload) => send({ type: 'notify', channel, payload }));
        listening.set(channel, unlisten);
      }
      return null;
    case 'unlisten': {
      const unlisten = listening.get(request.channel);
      listening.delete(request.channel);
      await unlisten?.();
      return null;
    }
    case 'dump': {
      const dump = await pglite.dumpDataDir(request.compression);
      return await dump.arrayBuffer();
    }
    case 'close':
      closed = true;
      keep = request.keep === true;
      await pglite.close();
      return null;
    default:
      throw new Error(`pglite-worker: unknown request ${request.op}`);
  }
}

/**
 * The index of the request the engine may take now (the active session's next, or one by the rules above), and the
 * rule it is charged to.
 * @returns {{ index: number, rule: 'shortest' | 'oldest' }}
 */
function next() {
  if (active !== null) return { index: queue.findIndex((request) => request.session === active), rule: 'oldest' };
  // Closing (the last request the client sends) waits for everything sent before it.
  const open = queue.filter((request) => request.op !== 'close');
  if (open.length <= 1) {
    used.shortest = used.oldest = 0;
    return { index: queue.length ? 0 : -1, rule: 'oldest' };
  }
  let shortest = 0;
  for (let i = 1; i < open.length; i += 1) if (expected(open[i]) < expected(open[shortest])) shortest = i;
  return shortest > 0 && used.shortest <= (used.shortest + used.oldest) * SHORTEST_SHARE
    ? { index: shortest, rule: 'shortest' }
    : { index: 0, rule: 'oldest' };
}

let scheduled = false;
/**
 * Picks the next request after the event loop has taken in the messages that arrived meanwhile: a statement runs
 * synchronously inside PGlite, so messages sent during it wait in the channel until it ends, and choosing at once
 * would see only the first of them.
 */
function schedule() {
  if (scheduled || running) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    pump();
  });
}

/**
 * What the API was told runs next, by the last reply's `next`: a request's id; 0, the oldest request waiting, once
 * there is one (the engine is idle and free); -1, none until announced (a transaction holds the idle engine).
 */
let announced = 0;

/**
 * `next` for a reply, as far as the queue shows now: so the API knows what runs without a message of its own.
 * Requests arriving before the engine takes the next one may change the choice; pump then announces its own.
 */
function expectNext() {
  const { index } = next();
  announced = index >= 0 ? (queue[index]?.id ?? -1) : active === null ? 0 : -1;
  return announced;
}

/** When the engine last finished a request: for the stall report below. */
let idleSince = performance.now();
/** The first statement of the transaction holding the engine, if any. */
let heldBy = '';

/**
 * A request that waits while the engine idles (a transaction holding it while its caller waits on something that
 * waits on the engine) would otherwise hang in silence: say what holds it, once per stall, on stderr. A statement
 * that runs for ages is reported by the main thread (pglite-client.ts): this thread's timers wait for it.
 */
const STALL_MS = 15_000;
let reportedStall = false;
setInterval(() => {
  if (!queue.length) return void (reportedStall = false);
  const idleMs = performance.now() - idleSince;
  if (running || idleMs < STALL_MS || reportedStall) return;
  reportedStall = true;
  const waiting = queue.slice(0, 3).map((request) => `${request.op} ${String(request.sql ?? '').slice(0, 80)}`);
  console.error(
    `pglite-worker: ${queue.length} request(s) waiting for ${Math.round(idleMs / 1000)} s; idle` +
      (active !== null ? `; transaction ${active} holds the engine (began with: ${heldBy})` : '') +
      `; next: ${waiting.join(' | ')}`,
  );
}, 5_000).unref();

/** Runs the next request the engine may take now, if any. */
function pump() {
  if (running) return;
  const { index, rule } = next();
  if (index < 0) return;
  // What the API takes to run now without being told: the request the last reply named, or, with the engine idle and
  // free, the oldest waiting (the API's oldest pending; those still on their way came later).
  const assumed = announced > 0 ? announced : announced === 0 ? queue[0]?.id : -1;
  const [request] = queue.splice(index, 1);
  if (!request) return;
  running = true;
  if (request.op === 'begin') heldBy = '';
  else if (active !== null && request.session === active && !heldBy) heldBy = String(request.sql ?? '').slice(0, 200);
  const started = performance.now();
  // The API must know which request runs, to say so if it runs for ages (this process cannot: a statement runs
  // synchronously here); only one it does not take to be running is announced.
  if (request.id !== assumed) send({ type: 'running', id: request.id });
  announced = -1;
  run(request)
    .finally(() => {
      const ms = performance.now() - started;
      learn(request, ms);
      used[rule] += ms;
    })
    .then((result) => {
      // A trap the engine's own code caught (a cleanup after it) still breaks the engine.
      if (broken) throw broken;
      return result;
    })
    .then(
      async (result) => {
        // A statement of no session that left a transaction open (a failed multi-statement exec) would hold the
        // engine for nobody: roll it back, as a pooled driver would drop the connection.
        if (request.session === undefined && !closed && pglite.isInTransaction()) await pglite.query('ROLLBACK');
        send({ id: request.id, ok: true, result, next: expectNext() });
      },
      async (error) => {
        if (broken) {
          // Nothing more runs here: the client ends this process and starts the engine again from its files.
          closed = true;
          send({ type: 'broken', id: request.id, error: plainError(broken) });
          return;
        }
        if (request.session === undefined && !closed && pglite.isInTransaction())
          await pglite.query('ROLLBACK').catch(() => undefined);
        send({ id: request.id, ok: false, error: plainError(error), next: expectNext() });
      },
    )
    .finally(() => {
      running = false;
      idleSince = performance.now();
      if (broken) return;
      if (closed && keep) forget();
      else if (closed) send({ type: 'closed' }, () => process.exit(0));
      else schedule();
    });
}

/**
 * After a close that kept this process: nothing of the closed engine's stays (its statements, what it learnt of
 * their durations, its channels), and the next message opens the next engine.
 */
function forget() {
  durations.clear();
  used.shortest = used.oldest = 0;
  listening.clear();
  prepared.clear();
  unpreparable.clear();
  preparedSoFar = 0;
  announced = 0;
  heldBy = '';
  keep = false;
  awaitingOptions = true;
}

process.on('message', (message) => {
  if (awaitingOptions) {
    awaitingOptions = false;
    void open(/** @type {OpenOptions} */ (message));
    return;
  }
  const request = /** @type {{ id: number, op: string, session?: number, [key: string]: any }} */ (message);
  // A broken engine's client sends these again to the next one.
  if (broken) return;
  if (closed) {
    send({ id: request.id, ok: false, error: { message: 'The embedded database is closed' } });
    return;
  }
  queue.push(request);
  schedule();
});
awaitingOptions = true;
