/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * WallCraft against a bare Fastify + pg app, on the same Postgres with the same data (the project's seed at 1x).
 * The calls: discover's first page, who is signed in (`/api/auth/user`), and the list calls a page opens with (the
 * public lists, then the signed-in ones), all as the demo brand. For each, the statements WallCraft runs are
 * captured (an in-process server whose Kysely logs its queries, values included); the bare app (bench/bare-app.mjs)
 * runs the same statements in order as named prepared statements and answers the same JSON bytes (checked here
 * before measuring). WallCraft runs compiled, as scripts/start.mjs runs it in production. Both are measured with
 * autocannon at 50 connections, alternating, and per call the script prints the ratio of their median requests a
 * second (target: 0.8 or better) and of their p99 (2x or less), and the CPU time each server spent a request (its
 * process's user + system time over the run, over the requests answered) and their ratio (1.5x or less): at 50
 * connections the bare app often waits on Postgres, so two servers can answer alike while one works much harder.
 *
 *   bash scripts/with-postgres.sh bash -c 'cd packages/api && npx tsx ../../bench/bare.ts'
 *   SECONDS=5 ROUNDS=3 PORT=3650 (WallCraft; the bare app takes PORT + 1), LOG_LEVEL: WallCraft's (default: its own),
 *   ONLY=user,projects (the calls to measure, by their names in CALLS; default: all), BUILD=0 (reuse the last build),
 *   NODE_ARGS: more flags for WallCraft's node (after start.mjs's), BARE_NODE_ARGS: flags for the bare app's node,
 *   OTEL=1: WallCraft traces every request to a local OTLP receiver that discards them, CPU_PROF_DIR / ALLOC_PROF_DIR: where both servers write V8 CPU /
 *   allocation profiles (read them with bench/profile-summary.mjs), SNAPSHOT_DIR: where both write a heap snapshot
 *   idle and one under load on the first call (what the requests in flight hold: bench/heap-diff.mjs), GC_DIR: where
 *   both write their garbage collections' counts and times (bench/gc-observe.mjs), GC_TRACE_DIR: where both write
 *   their `--trace-gc-nvp` logs (wallcraft.log, bare.log; what each scavenge kept: bench/gc-nvp.mjs)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type Autocannon from 'autocannon';
import type * as Db from '@wallcraft/db';
import type * as Seed from '@wallcraft/db/seed';
import type * as KyselyModule from 'kysely';
import type Pg from 'pg';
import { loadEnv } from '../packages/api/src/env';
import { createServer } from '../packages/api/src/server';
import { apiDir, sleep } from './api-process';
import { processTree } from './proc-tree.mjs';

const SECONDS = Number(process.env.SECONDS ?? 5);
/** The machine is shared: each pair is measured this many times, alternating, and the medians compared. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.PORT ?? 3650);
/** The load: 50 connections, as the figures in bench/README.md are measured (fewer: what survives with few in flight). */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('run under scripts/with-postgres.sh (TEST_DATABASE_URL)');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon') as typeof Autocannon;
// …and the database packages the API package's (the bench folder has no dependencies of its own).
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const { migrateToLatest, openDatabase } = (await import(requireFromApi.resolve('@wallcraft/db'))) as typeof Db;
const { DEMO_PASSWORD, seed } = (await import(requireFromApi.resolve('@wallcraft/db/seed'))) as typeof Seed;
const { Kysely, PostgresDialect } = requireFromApi('kysely') as typeof KyselyModule;
const pg = requireFromApi('pg') as typeof Pg;

/** The calls measured: WallCraft's path and the bare app's. */
const CALLS = {
  discover: '/api/discover',
  user: '/api/auth/user',
  projects: '/api/projects',
  walls: '/api/walls',
  wallProjects: '/api/wall-projects',
  artists: '/api/artists',
  brands: '/api/brands',
  users: '/api/users',
  products: '/api/shop/products',
  myProjects: '/api/projects/my-projects',
  received: '/api/applications/received',
  conversations: '/api/messages/conversations',
  notifications: '/api/notifications',
  saved: '/api/saved',
  // The web app's path to the same procedures: tRPC's own adapter at /trpc (the bare app wraps the same answer in
  // tRPC's envelope).
  userTrpc: '/trpc/auth.user',
  projectsTrpc: `/trpc/projects.list?input=${encodeURIComponent('{}')}`,
} as const;
type CallName = keyof typeof CALLS;
const only = process.env.ONLY?.split(',');
const measured = (Object.entries(CALLS) as [CallName, string][]).filter(([call]) => !only || only.includes(call));

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const name = 'wallcraft_bare';
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

async function seedDatabase() {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', connectionString: databaseUrl });
  await migrateToLatest(handle.db);
  await seed(handle.db, { scale: 1 });
  await handle.close();
}

/** Signs the demo brand in and records, per call, the statements WallCraft runs for it (values included). */
async function capture(): Promise<{ cookie: string; statements: Record<CallName, unknown[]> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let recording: { sql: string; parameters: unknown[] }[] | null = null;
  const db = new Kysely<Db.Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') recording?.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
  const handle: Db.DatabaseHandle = {
    db,
    kind: 'postgres',
    connectionString: databaseUrl,
    pool,
    close: () => db.destroy(),
  };
  // Every call reads its session here (no cache), so each call's statements include the lookup a bare app makes.
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    VERIFICATION_TICK_SECONDS: '0',
    SESSION_CACHE_SECONDS: '0',
  });
  const app = await createServer({ env, database: handle, logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { email: 'brand@wallcraft.dev', password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const statements = {} as Record<CallName, unknown[]>;
    for (const [call, path] of measured) {
      recording = [];
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      statements[call] = recording;
      recording = null;
    }
    return { cookie, statements };
  } finally {
    await app.close();
    await handle.close();
  }
}

/** scripts/start.mjs's flags and environment for the API's node (read why there). */
const PRODUCTION_NODE_ARGS = [
  '--min-semi-space-size=8',
  '--max-semi-space-size=32',
  '--no-allocation-site-pretenuring',
];
const PRODUCTION_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * WallCraft compiled, as production runs it (`tsup`, then `node dist/main.js`), built into packages/api's
 * node_modules/.cache so a bench never overwrites the dist a test run may be serving (the build resolves its
 * dependencies from packages/api/node_modules either way). BUILD=0 reuses the last build.
 */
function buildApi(): string {
  const dist = path.join(apiDir, 'node_modules/.cache/wallcraft-bench');
  if (process.env.BUILD !== '0') {
    const built = spawnSync('npx', ['tsup', '--out-dir', dist], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`tsup failed (${built.status})`);
  }
  return dist;
}

/**
 * OTEL=1: a local OTLP/HTTP receiver that reads and discards what it is sent, so WallCraft traces every request
 * as production would (the cost measured is the API's: spans, their batching and export; not a collector's).
 */
async function otlpReceiver(): Promise<{ endpoint: string; batches: () => number; close: () => void }> {
  let batches = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      batches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, batches: () => batches, close: () => server.close() };
}

/**
 * Starts a process and waits until `ready` answers 200 (two minutes at most); its stdout goes to `stdoutFile` if
 * given (GC_TRACE_DIR's traces), nowhere otherwise.
 */
async function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
  stdoutFile?: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdoutFile ? openSync(stdoutFile, 'w') : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${errors}`);
    const ok = await fetch(ready).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start within two minutes`);
}

type Measured = { rps: number; p99: number; cpuUs: number };
/**
 * The middle run by one figure: by requests per second (with that run's own p99), and by CPU time per request
 * (steadier than requests per second on a shared machine).
 */
const median = (runs: Measured[], by: (run: Measured) => number) =>
  [...runs].sort((x, y) => by(x) - by(y))[Math.floor(runs.length / 2)]!;

/** CPU time (user + system, ms) the server's process tree has used: its threads, and any child process. */
const cpuMs = (server: ChildProcess): number =>
  (processTree(server.pid) as { cpuMs: number }[]).reduce((sum, process) => sum + process.cpuMs, 0);

/** Requests each server answered under load, warm-ups included: a profile's divisor (profile-summary --requests). */
const answered = new Map<ChildProcess, number>();

async function measure(target: string, server: ChildProcess, cookie: string, seconds: number): Promise<Measured> {
  const before = cpuMs(server);
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  answered.set(server, (answered.get(server) ?? 0) + result.requests.total);
  const used = cpuMs(server) - before;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target}: ${failed} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: (used * 1000) / result.requests.total };
}

/** Heap snapshots of a warm server (bench/heap-snapshot.mjs writes one on SIGWINCH): idle, then under load. */
async function snapshots(target: string, server: ChildProcess, cookie: string, dir: string) {
  const files = () => readdirSync(dir).filter((file) => file.endsWith('.heapsnapshot'));
  // A snapshot's file appears as V8 starts writing it: it is done once its size holds for a second.
  const written = async (count: number) => {
    while (files().length < count) await sleep(200);
    const sizes = () =>
      files()
        .map((file) => statSync(path.join(dir, file)).size)
        .join();
    for (let last = ''; last !== sizes(); await sleep(1000)) last = sizes();
  };
  const before = files().length;
  server.kill('SIGWINCH');
  await written(before + 1);
  // The snapshot stops the server for seconds: requests may time out, and the run's figures are not used.
  const load = autocannon({ url: target, connections: CONNECTIONS, duration: 6, headers: { cookie } });
  await sleep(3000);
  server.kill('SIGWINCH');
  await load;
  await written(before + 2);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bare-'));
const children: ChildProcess[] = [];
const tracing = process.env.OTEL === '1' ? await otlpReceiver() : null;
try {
  console.log(`Seeding ${name} (1x)…`);
  await seedDatabase();
  const { cookie, statements } = await capture();
  const queries = path.join(workDir, 'queries.json');
  writeFileSync(queries, JSON.stringify(statements));

  const wallcraft = `http://127.0.0.1:${PORT}`;
  const bare = `http://127.0.0.1:${PORT + 1}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const dist = buildApi();
  // CPU_PROF_DIR / ALLOC_PROF_DIR: V8 profiles of both servers (in wallcraft/ and bare/ there), written as they stop.
  const { CPU_PROF_DIR, ALLOC_PROF_DIR, SNAPSHOT_DIR, GC_DIR, GC_TRACE_DIR } = process.env;
  if (GC_TRACE_DIR) mkdirSync(GC_TRACE_DIR, { recursive: true });
  const gcTrace = (server: string) => (GC_TRACE_DIR ? path.join(GC_TRACE_DIR, `${server}.log`) : undefined);
  const profiling = (server: string) => [
    ...(GC_TRACE_DIR ? ['--trace-gc-nvp'] : []),
    ...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROF_DIR, server)}`] : []),
    ...(SNAPSHOT_DIR ? ['--import', pathToFileURL(path.join(root, 'bench/heap-snapshot.mjs')).href] : []),
    ...(GC_DIR ? ['--import', pathToFileURL(path.join(root, 'bench/gc-observe.mjs')).href] : []),
    ...(ALLOC_PROF_DIR ? ['--import', pathToFileURL(path.join(root, 'bench/alloc-profile.mjs')).href] : []),
  ];
  const profileEnv = (server: string) => ({
    ...(ALLOC_PROF_DIR ? { ALLOC_PROF_DIR: path.join(ALLOC_PROF_DIR, server) } : {}),
    ...(SNAPSHOT_DIR ? { SNAPSHOT_DIR: path.join(SNAPSHOT_DIR, server) } : {}),
    ...(GC_DIR ? { GC_DIR: path.join(GC_DIR, server) } : {}),
  });
  // The build's source maps beside the profiles (the next build replaces its chunks): profile-summary.mjs maps
  // WallCraft's frames back to the TypeScript with them.
  if (SNAPSHOT_DIR)
    for (const server of ['wallcraft', 'bare']) mkdirSync(path.join(SNAPSHOT_DIR, server), { recursive: true });
  for (const dir of [CPU_PROF_DIR, ALLOC_PROF_DIR]) {
    if (!dir) continue;
    mkdirSync(path.join(dir, 'wallcraft/maps'), { recursive: true });
    for (const map of readdirSync(dist).filter((file) => file.endsWith('.map')))
      copyFileSync(path.join(dist, map), path.join(dir, 'wallcraft/maps', map));
  }
  children.push(
    await start(
      process.execPath,
      [
        ...PRODUCTION_NODE_ARGS,
        ...profiling('wallcraft'),
        ...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        path.join(dist, 'main.js'),
      ],
      {
        ...inherited,
        ...PRODUCTION_ENV,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATA_DIR: workDir,
        RATE_LIMIT_PER_MINUTE: '100000000',
        VERIFICATION_TICK_SECONDS: '0',
        ...(tracing ? { OTEL_EXPORTER_OTLP_ENDPOINT: tracing.endpoint } : {}),
        ...profileEnv('wallcraft'),
      },
      `${wallcraft}/api/health`,
      gcTrace('wallcraft'),
    ),
  );
  children.push(
    await start(
      process.execPath,
      [
        ...profiling('bare'),
        ...(process.env.BARE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        path.join(root, 'bench/bare-app.mjs'),
      ],
      { DATABASE_URL: databaseUrl, PORT: String(PORT + 1), BARE_QUERIES: queries, ...profileEnv('bare') },
      `${bare}/bare/${measured[0]![0]}`,
      gcTrace('bare'),
    ),
  );

  // Both answers must be the same bytes, or the bare app would be doing less (or other) work.
  const sameBytes = {} as Record<CallName, string>;
  for (const [call, apiPath] of measured) {
    const [ours, theirs] = await Promise.all(
      [`${wallcraft}${apiPath}`, `${bare}/bare/${call}`].map((target) =>
        fetch(target, { headers: { cookie } }).then((r) => r.text()),
      ),
    );
    mkdirSync('/tmp/bare-debug', { recursive: true });
    writeFileSync(`/tmp/bare-debug/${call}.wc.json`, ours!);
    writeFileSync(`/tmp/bare-debug/${call}.bare.json`, theirs!);
    writeFileSync(`/tmp/bare-debug/${call}.sql.json`, JSON.stringify(statements[call], null, 1));
    sameBytes[call] = ours === theirs ? `same (${ours.length})` : `differ (${ours.length} / ${theirs!.length})`;
  }

  console.log(
    `\nautocannon -c ${CONNECTIONS}, ${SECONDS} s each, ${ROUNDS} rounds (each: WallCraft then bare), medians\n`,
  );
  console.log(
    [
      '| call | statements | JSON bytes | WallCraft req/s (p99 ms) | bare req/s (p99 ms) | req/s ratio | p99 ratio',
      'CPU µs a request, WallCraft / bare | CPU ratio |',
    ].join(' | '),
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  const [ourServer, bareServer] = children as [ChildProcess, ChildProcess];
  for (const [call, apiPath] of measured) {
    const targets = [`${wallcraft}${apiPath}`, `${bare}/bare/${call}`] as const;
    await measure(targets[0], ourServer, cookie, 2);
    await measure(targets[1], bareServer, cookie, 2);
    if (SNAPSHOT_DIR && call === measured[0]![0]) {
      for (const [target, server] of [
        [targets[0], ourServer],
        [targets[1], bareServer],
      ] as const)
        await snapshots(target, server, cookie, path.join(SNAPSHOT_DIR, server === ourServer ? 'wallcraft' : 'bare'));
    }
    const ours: Measured[] = [];
    const theirs: Measured[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await measure(targets[0], ourServer, cookie, SECONDS));
      theirs.push(await measure(targets[1], bareServer, cookie, SECONDS));
    }
    const [a, b] = [median(ours, (run) => run.rps), median(theirs, (run) => run.rps)];
    const cpu = (run: Measured) => run.cpuUs;
    const [cpuA, cpuB] = [median(ours, cpu).cpuUs, median(theirs, cpu).cpuUs];
    const cells = [
      apiPath,
      statements[call].length,
      sameBytes[call],
      `${a.rps.toFixed(0)} (${a.p99})`,
      `${b.rps.toFixed(0)} (${b.p99})`,
      (a.rps / b.rps).toFixed(2),
      `${(a.p99 / b.p99).toFixed(2)}x`,
      `${cpuA.toFixed(0)} / ${cpuB.toFixed(0)}`,
      `${(cpuA / cpuB).toFixed(2)}x`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  if (process.env.CPU_PROF_DIR || process.env.ALLOC_PROF_DIR || process.env.GC_DIR)
    console.log(
      `\nRequests answered (profile-summary --requests): WallCraft ${answered.get(ourServer)},`,
      `bare ${answered.get(bareServer)}`,
    );
  if (tracing) console.log(`\nOTEL=1: WallCraft traced every request; ${tracing.batches()} OTLP exports received`);
} finally {
  tracing?.close();
  for (const child of children) child.kill('SIGTERM');
  await sleep(process.env.CPU_PROF_DIR || process.env.ALLOC_PROF_DIR || process.env.GC_DIR ? 3000 : 500);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
}
