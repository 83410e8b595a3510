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
 * For the rows of `exec` (several statements, the simple protocol), which PGlite reads here: the same values as pg's
 * parsers in the API (types.ts), int8 as numbers, `date` as 'YYYY-MM-DD' text, and arrays of text, varchar, uuid and
 * integers read with postgres-array 3. A `query`'s reply is read by the API itself (wire.ts).
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
 * @typedef {{ dataDir?: string, loadDataDir?: ArrayBuffer, loadDataDirFile?: string, relaxedDurability?: boolean, statementsKept?: number }} OpenOptions
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
  statementsKept = options.statementsKept ?? statementsKept;
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

/** What a request's durations are learnt by: a named statement's name (shorter to hash), else its text. @param {{ sql?: string, name?: string }} request */
const keyOf = (request) => request.name || request.sql;

/** @param {{ op: string, sql?: string, name?: string }} request */
const expected = (request) =>
  request.op === 'query' || request.op === 'exec' ? (durations.get(keyOf(request)) ?? 0) : 0;

/** @param {{ op: string, sql?: string, name?: string }} request @param {number} ms */
function learn(request, ms) {
  if (request.op !== 'query' && request.op !== 'exec') return;
  const key = keyOf(request);
  const before = durations.get(key);
  if (before === undefined && durations.size >= MAX_TEXTS) durations.clear();
  durations.set(key, before === undefined ? ms : before * 0.8 + ms * 0.2);
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
 * A statement runs on Postgres's extended protocol, as pg runs it on Postgres: Parse (named once, by the API's
 * `statementName`, for the statements prepared.ts names; unnamed otherwise), Bind with the values as pg writes them
 * (text, or bytes in binary), Describe, Execute and Sync. The reply is the bytes the engine wrote, read by the API
 * (wire.ts): PGlite's own reading of them into rows, and copying the rows across the channel, were a fifth of a
 * discover page's time. Each named statement is parsed once by this engine; past `statementsKept` (prepared.ts's
 * STATEMENTS_PER_CONNECTION, from the API) the least recently used is closed.
 */
/** @type {Map<string, true>} names of the statements this engine has parsed, least recently used first */
const prepared = new Map();
let statementsKept = 200;

const encoder = new TextEncoder();
/** A frontend message: its type byte, its length, then its body. @param {string} type @param {Uint8Array[]} parts */
function message(type, parts) {
  const length = parts.reduce((sum, part) => sum + part.length, 4);
  const bytes = new Uint8Array(1 + length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
/** @param {string} text */
const cString = (text) => encoder.encode(`${text}\0`);
/** @param {number} value */
const int16 = (value) => new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
/** @param {number} value */
const int32 = (value) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, value);
  return bytes;
};
/** Describe the unnamed portal, Execute it whole, Sync: the same after every Bind. */
const RUN = new Uint8Array([
  ...message('D', [new Uint8Array([0x50]), cString('')]),
  ...message('E', [cString(''), int32(0)]),
  ...message('S', []),
]);
const PARSE_COMPLETE = 0x31;
const ERROR_RESPONSE = 0x45;

/**
 * Bind: the unnamed portal of statement `name`, each value as text (a string) or bytes (binary, as pg binds a
 * Buffer), every column as text.
 * @param {string} name @param {ReadonlyArray<string | Uint8Array | null>} values
 */
function bind(name, values) {
  /** @type {Uint8Array[]} */
  const parts = [cString(''), cString(name), int16(values.length)];
  for (const value of values) parts.push(int16(typeof value === 'string' || value === null ? 0 : 1));
  parts.push(int16(values.length));
  for (const value of values) {
    if (value === null) {
      parts.push(int32(-1));
      continue;
    }
    const bytes = typeof value === 'string' ? encoder.encode(value) : value;
    parts.push(int32(bytes.length), bytes);
  }
  parts.push(int16(0));
  return message('B', parts);
}

/** Whether the engine parsed the statement: its reply's first message past the CloseCompletes before it. @param {Uint8Array} reply */
function parsed(reply) {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let at = 0; at + 5 <= reply.length; at += 1 + view.getInt32(at + 1)) {
    if (reply[at] === PARSE_COMPLETE) return true;
    if (reply[at] === ERROR_RESPONSE) return false;
  }
  return false;
}

/**
 * Runs one statement and returns the engine's reply as it wrote it.
 * @param {string} sql @param {string} name the statement's name, '' for an unnamed one
 * @param {ReadonlyArray<string | Uint8Array | null>} values
 */
async function query(sql, name, values) {
  /** @type {Uint8Array[]} */
  const parts = [];
  const fresh = name !== '' && !prepared.has(name);
  if (fresh) {
    for (const [oldest] of prepared) {
      if (prepared.size < statementsKept) break;
      prepared.delete(oldest);
      parts.push(message('C', [new Uint8Array([0x53]), cString(oldest)]));
    }
  } else if (name) {
    prepared.delete(name);
    prepared.set(name, true);
  }
  if (fresh || !name) parts.push(message('P', [cString(name), cString(sql), int16(0)]));
  parts.push(bind(name, values), RUN);
  // The stream's way, since execProtocolRaw also has PGlite read every message it returns. A chunk is a view of the
  // engine's memory, which the next write reuses: each is copied.
  /** @type {Uint8Array[]} */
  const chunks = [];
  await pglite.execProtocolRawStream(concat(parts), { onRawData: (chunk) => void chunks.push(chunk.slice()) });
  const reply = chunks.length === 1 ? /** @type {Uint8Array} */ (chunks[0]) : concat(chunks);
  if (fresh && parsed(reply)) prepared.set(name, true);
  return reply;
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** @param {{ id: number, op: string, session?: number, [key: string]: any }} request */
async function run(request) {
  switch (request.op) {
    case 'query':
      return await query(request.sql, request.name, request.values);
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
