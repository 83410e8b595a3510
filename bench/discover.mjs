#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Discover benchmark: seeds a 1x and a 100x embedded database (PGlite, the default store), starts the API on
// each, and measures the latency of the representative discover queries and of the list calls over HTTP with
// autocannon (one connection, so the latency is one request's, not a queue's), the APIs side by side and each call
// timed on them in turn.
//
//   node bench/discover.mjs                  seed both (into $BENCH_DIR, default the OS temp dir) and measure
//   node bench/discover.mjs --reuse          keep databases seeded by an earlier run
//   node bench/discover.mjs --seconds 12     measuring time per call and database (default 6), in turns of
//                                            a second
//   node bench/discover.mjs --only brick,walls  only the calls whose names hold one of these parts
//   bash scripts/with-postgres.sh node bench/discover.mjs --postgres
//                                            the same on a throwaway Postgres (a database per scale), with the
//                                            embedded 1x database beside them: how the two compare, call by call
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { QUERIES } from './discover-queries.mjs';
import { processes, processTree } from './proc-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(root, 'packages/api/package.json'));
const { values } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '6' },
    port: { type: 'string', default: '3190' },
    postgres: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const benchDir = process.env.BENCH_DIR ?? path.join(tmpdir(), 'wallcraft-bench');
// The embedded database (PGlite) unless --postgres, whose server is scripts/with-postgres.sh's (TEST_DATABASE_URL):
// never a DATABASE_URL from the caller's shell.
const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
const serverUrl = process.env.TEST_DATABASE_URL;
if (values.postgres && !serverUrl)
  throw new Error('--postgres runs under scripts/with-postgres.sh (TEST_DATABASE_URL)');
const SCALES = [1, 100];
const LISTS = ['/api/artists', '/api/brands', '/api/walls', '/api/projects', '/api/wall-projects', '/api/users'];

/** Where a scale's database lives: `{ DATA_DIR }` (embedded) or `{ DATABASE_URL }` (a database of its own). */
function databaseOf(scale, kind) {
  if (kind === 'embedded') return { DATA_DIR: path.join(benchDir, `scale-${scale}`) };
  const url = new URL(serverUrl);
  url.pathname = `/wallcraft_bench_${scale}x`;
  return { DATABASE_URL: url.toString() };
}

async function seedDatabase(scale, kind) {
  const database = databaseOf(scale, kind);
  if (kind === 'embedded') {
    if (values.reuse && existsSync(database.DATA_DIR)) return;
    rmSync(database.DATA_DIR, { recursive: true, force: true });
  } else {
    const { default: pg } = await import(requireFromApi.resolve('pg'));
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const name = `wallcraft_bench_${scale}x`;
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!(values.reuse && rowCount)) {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
    }
    await client.end();
    if (values.reuse && rowCount) return;
  }
  console.log(`Seeding scale ${scale} into ${Object.values(database)[0]}…`);
  // A throwaway database of the benchmark's: its demo passwords are those of the embedded demo data.
  const flags = kind === 'postgres' ? ['--allow-demo-passwords'] : [];
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', 'db:seed', '--', '--scale', String(scale), ...flags], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...baseEnv, ...database },
  });
  if (result.status !== 0) throw new Error(`seeding scale ${scale} failed`);
}

async function startApi(database, port) {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...database,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '10000000',
    },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        const stop = () => process.kill(-child.pid, 'SIGTERM');
        return {
          url,
          stop,
          pid: child.pid,
          database: database.DATABASE_URL && new URL(database.DATABASE_URL).pathname.slice(1),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!exited) process.kill(-child.pid, 'SIGTERM');
  throw new Error('the API did not start');
}

const queryString = (params) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, String(v));
  return search.toString();
};

/** Warms a call up (caches, the planner's catalogue lookups) and reads its status and rows. */
async function probe(url) {
  for (let i = 0; i < 5; i++) await fetch(url);
  const response = await fetch(url);
  const body = await response.json();
  const count = Array.isArray(body) ? body.length : Array.isArray(body.items) ? body.items.length : 0;
  return { status: response.status, count };
}

/**
 * One turn of a call on one database: autocannon at one connection. It asks again as soon as it is answered, so
 * the turn's length over its requests is the time of one request, to a hundredth of a millisecond; autocannon's
 * percentiles are whole milliseconds, which moved a 5-10 ms call's ratio by up to a fifth.
 */
async function turn(api, path, seconds) {
  const cpuBefore = cpuOf(api);
  const result = await autocannon({ url: api.url + path, connections: 1, duration: seconds });
  return {
    ms: result.duration * 1000,
    cpuMs: cpuOf(api) - cpuBefore,
    requests: result.requests.total,
    p50: result.latency.p50,
    errors: result.non2xx + result.errors,
  };
}

/**
 * The CPU time (ms) an API has used so far with its database: its processes (the embedded engine's among them) and,
 * on Postgres, the server's processes for its database (`postgres: <user> <database> …`: its pool's and pg-boss's
 * connections). Unlike a request's time, it leaves out what other work on the machine made the request wait for.
 * The kernel counts it in hundredths of a second a process, so a turn's figure is within a few per cent.
 */
function cpuOf(api) {
  const all = processes();
  if (!all) return NaN;
  const server = api.database
    ? [...all.values()].filter((p) => p.command.startsWith(`postgres: `) && p.command.split(' ')[2] === api.database)
    : [];
  return [...processTree(api.pid, all), ...server].reduce((sum, p) => sum + p.cpuMs, 0);
}

/** Whether a call is measured: every one, or those whose name holds a part of --only (comma-separated). */
const picked = (name) => !values.only || values.only.split(',').some((part) => name.includes(part));

const calls = [
  ...Object.entries(QUERIES).map(([name, params]) => [name, `/api/discover?${queryString(params)}`]),
  ...LISTS.map((list) => [`list ${list}`, list]),
].filter(([name]) => picked(name));

/** The middle value (the upper one of an even count). */
const middle = (numbers) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1];

/**
 * Every call's timings on each database: { [call]: { [database]: { status, count, means, mean, median, errors } } }.
 * The APIs run side by side and each call is timed on them in turn, a second each, `--seconds` times: `means` holds
 * each turn's mean, `mean` their middle. A change in the machine's speed (another process, the CPU's clock) then
 * falls on the databases alike, and a ratio between two of them is the middle of its turns' ratios (`ratioOf`), which
 * keeps little of it: timed one database after the other, a 1 ms call's ratio moved by about a tenth between runs,
 * and by a third on a busier day.
 */
async function measureAll(databases) {
  const apis = {};
  const results = {};
  try {
    let port = Number(values.port);
    for (const [label, database] of Object.entries(databases)) apis[label] = await startApi(database, port++);
    const turns = Math.max(1, Math.round(Number(values.seconds)));
    for (const [name, path] of calls) {
      const byDatabase = (results[name] = {});
      for (const [label, api] of Object.entries(apis))
        byDatabase[label] = { ...(await probe(api.url + path)), runs: [] };
      for (let i = 0; i < turns; i++)
        for (const [label, api] of Object.entries(apis))
          if (byDatabase[label].status === 200) byDatabase[label].runs.push(await turn(api, path, 1));
      for (const timing of Object.values(byDatabase)) {
        const { runs } = timing;
        if (!runs.length) continue;
        timing.means = runs.map((run) => run.ms / run.requests);
        timing.mean = middle(timing.means);
        timing.cpus = runs.map((run) => (run.cpuMs * 1000) / run.requests);
        timing.cpu = middle(timing.cpus);
        timing.median = middle(runs.map((run) => run.p50));
        timing.errors = runs.reduce((sum, run) => sum + run.errors, 0);
      }
    }
  } finally {
    for (const api of Object.values(apis)) api.stop();
  }
  return results;
}

/** `a`'s time over `b`'s: the middle of their turns' ratios; with `cpu`, of their CPU a request. */
const ratioOf = (a, b, cpu = false) =>
  cpu ? middle(a.cpus.map((us, turn) => us / b.cpus[turn])) : middle(a.means.map((mean, turn) => mean / b.means[turn]));

const kind = values.postgres ? 'postgres' : 'embedded';
const databases = {};
for (const scale of SCALES) {
  await seedDatabase(scale, kind);
  databases[scale] = databaseOf(scale, kind);
}
if (values.postgres) {
  await seedDatabase(1, 'embedded');
  databases.embedded = databaseOf(1, 'embedded');
}
const results = await measureAll(databases);

/** CPU a request, µs (see cpuOf). */
const us = (timing) => Math.round(timing.cpu);
const worst = (list) => list.at(-1)?.toFixed(2);
const mid = (list) => list[Math.floor(list.length / 2)]?.toFixed(2);

console.log(
  '\n| Call | 1x median (ms) | 100x median (ms) | 1x mean (ms) | 100x mean (ms) | ratio | CPU µs 1x / 100x (ratio) | rows 1x / 100x |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const ratios = { discover: [], lists: [], discoverCpu: [], listsCpu: [] };
for (const [name, byScale] of Object.entries(results)) {
  const [small, large] = [byScale[1], byScale[100]];
  if (small.status !== 200 || large.status !== 200) {
    console.log(`| ${name} | HTTP ${small.status} | HTTP ${large.status} | - | - | - | - | - |`);
    continue;
  }
  const [ratio, cpuRatio] = [ratioOf(large, small), ratioOf(large, small, true)];
  const group = name.startsWith('list') ? 'lists' : 'discover';
  ratios[group].push(ratio);
  ratios[`${group}Cpu`].push(cpuRatio);
  const means = `${small.mean.toFixed(2)} | ${large.mean.toFixed(2)}`;
  const cpu = `${us(small)} / ${us(large)} (${cpuRatio.toFixed(2)}x)`;
  // A page that is fuller at 100x (a search with no match at 1x) costs its rows too: compare like with like.
  const rows = `${small.count} / ${large.count}`;
  console.log(`| ${name} | ${small.median} | ${large.median} | ${means} | ${ratio.toFixed(2)}x | ${cpu} | ${rows} |`);
}
for (const list of Object.values(ratios)) list.sort((a, b) => a - b);
const { discover, lists, discoverCpu, listsCpu } = ratios;
const summary = [
  discover.length &&
    `Discover queries: median ratio ${mid(discover)}x, worst ${worst(discover)}x (CPU: ${mid(discoverCpu)}x, worst ${worst(discoverCpu)}x)`,
  lists.length && `list calls: worst ${worst(lists)}x (CPU ${worst(listsCpu)}x)`,
].filter(Boolean);
console.log(`\n${summary.join('; ')} (goal: every call within ${values.postgres ? '1.2x on Postgres' : '1.5x'}).`);

if (values.postgres) {
  // The embedded database against Postgres at 1x: each call's requests a second on PGlite over those on Postgres,
  // and the CPU a request of the API and its database, Postgres's over the embedded engine's.
  console.log(
    '\n| Call | Postgres 1x mean (ms) | embedded 1x mean (ms) | embedded speed / Postgres | CPU µs Postgres / embedded (speed) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const speeds = [];
  const cpuSpeeds = [];
  for (const [name, byDatabase] of Object.entries(results)) {
    const [postgres, pglite] = [byDatabase[1], byDatabase.embedded];
    if (postgres.status !== 200 || pglite.status !== 200) continue;
    const [speed, cpuSpeed] = [ratioOf(postgres, pglite), ratioOf(postgres, pglite, true)];
    if (!name.startsWith('list')) {
      speeds.push(speed);
      cpuSpeeds.push(cpuSpeed);
    }
    const cpu = `${us(postgres)} / ${us(pglite)} (${cpuSpeed.toFixed(2)})`;
    console.log(`| ${name} | ${postgres.mean.toFixed(2)} | ${pglite.mean.toFixed(2)} | ${speed.toFixed(2)} | ${cpu} |`);
  }
  speeds.sort((a, b) => a - b);
  cpuSpeeds.sort((a, b) => a - b);
  console.log(
    `\nEmbedded discover: ${speeds[0]?.toFixed(2)}-${worst(speeds)} of Postgres's speed, in CPU a request ` +
      `${cpuSpeeds[0]?.toFixed(2)}-${worst(cpuSpeeds)} (goal: 0.5 or better).`,
  );
}
