/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * WallCraft against a bare Fastify + pg app, on the same Postgres with the same data (the project's seed at 1x).
 * The calls: discover's first page, who is signed in (`/api/auth/user`), and the list calls a page opens with (the
 * public lists, then the signed-in ones), all as the demo brand. For each, the statements WallCraft runs are captured (an in-process server whose Kysely logs its
 * queries, values included); the bare app (bench/bare-app.mjs) runs the same statements, in order, as plain pool
 * queries. Both are measured with autocannon at 50 connections, alternating, and the ratio of their median
 * requests per second is printed (target: WallCraft at 0.8 of the bare app or better), with the CPU time each server
 * spent per request (its process tree's user + system time over the run, divided by the requests answered): at 50
 * connections the bare app often waits on Postgres, so two servers can answer alike while one works twice as hard.
 *
 *   bash scripts/with-postgres.sh bash -c 'cd packages/api && npx tsx ../../bench/bare.ts'
 *   SECONDS=5 ROUNDS=3 PORT=3650 (WallCraft; the bare app takes PORT + 1), LOG_LEVEL: WallCraft's (default: its own),
 *   ONLY=user,projects (the calls to measure, by their names in CALLS; default: all),
 *   CPU_PROF_DIR: where WallCraft's process writes a V8 CPU profile, NODE_ARGS: flags for WallCraft's node, as
 *   scripts/start.mjs runs it in production (e.g. NODE_ARGS='--max-semi-space-size=8'; default: none)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const CONNECTIONS = 50;
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

/** Starts a process and waits until `ready` answers 200 (two minutes at most). */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
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

/** CPU time (user + system, ms) the server's processes have used, its children included (tsx runs node below). */
const cpuMs = (server: ChildProcess): number =>
  (processTree(server.pid) as { cpuMs: number }[]).reduce((sum, process) => sum + process.cpuMs, 0);

async function measure(target: string, server: ChildProcess, cookie: string, seconds: number): Promise<Measured> {
  const before = cpuMs(server);
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  const used = cpuMs(server) - before;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target}: ${failed} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: (used * 1000) / result.requests.total };
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bare-'));
const children: ChildProcess[] = [];
try {
  console.log(`Seeding ${name} (1x)…`);
  await seedDatabase();
  const { cookie, statements } = await capture();
  const queries = path.join(workDir, 'queries.json');
  writeFileSync(queries, JSON.stringify(statements));

  const wallcraft = `http://127.0.0.1:${PORT}`;
  const bare = `http://127.0.0.1:${PORT + 1}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  children.push(
    await start(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      // CPU_PROF_DIR: a V8 CPU profile of WallCraft's process, written there when it stops.
      [
        ...(process.env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`] : []),
        ...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        'src/main.ts',
      ],
      {
        ...inherited,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATA_DIR: workDir,
        RATE_LIMIT_PER_MINUTE: '100000000',
        VERIFICATION_TICK_SECONDS: '0',
      },
      `${wallcraft}/api/health`,
    ),
  );
  children.push(
    await start(
      process.execPath,
      [path.join(root, 'bench/bare-app.mjs')],
      { DATABASE_URL: databaseUrl, PORT: String(PORT + 1), BARE_QUERIES: queries },
      `${bare}/bare/${measured[0]![0]}`,
    ),
  );

  console.log(
    `\nautocannon -c ${CONNECTIONS}, ${SECONDS} s each, ${ROUNDS} rounds (each: WallCraft then bare), medians\n`,
  );
  console.log(
    '| call | statements | WallCraft req/s (p99 ms) | bare req/s (p99 ms) | ratio | CPU µs a request, WallCraft / bare | CPU ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const [ourServer, bareServer] = children as [ChildProcess, ChildProcess];
  for (const [call, apiPath] of measured) {
    const targets = [`${wallcraft}${apiPath}`, `${bare}/bare/${call}`] as const;
    await measure(targets[0], ourServer, cookie, 2);
    await measure(targets[1], bareServer, cookie, 2);
    const ours: Measured[] = [];
    const theirs: Measured[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await measure(targets[0], ourServer, cookie, SECONDS));
      theirs.push(await measure(targets[1], bareServer, cookie, SECONDS));
    }
    const [a, b] = [median(ours, (run) => run.rps), median(theirs, (run) => run.rps)];
    const cpu = (run: Measured) => run.cpuUs;
    const [cpuA, cpuB] = [median(ours, cpu).cpuUs, median(theirs, cpu).cpuUs];
    console.log(
      `| ${apiPath} | ${statements[call].length} | ${a.rps.toFixed(0)} (${a.p99}) | ${b.rps.toFixed(0)} (${b.p99}) | ${(a.rps / b.rps).toFixed(2)} | ${cpuA.toFixed(0)} / ${cpuB.toFixed(0)} | ${(cpuB / cpuA).toFixed(2)} |`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(process.env.CPU_PROF_DIR ? 3000 : 500);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
}
