#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Discover benchmark: seeds a 1x and a 100x embedded database (PGlite, the default store), starts the API on
// each, and measures the median latency of the representative discover queries and of the list calls over
// HTTP with autocannon (one connection, so the latency is one request's, not a queue's).
//
//   node bench/discover.mjs                  seed both (into $BENCH_DIR, default the OS temp dir) and measure
//   node bench/discover.mjs --reuse          keep databases seeded by an earlier run
//   node bench/discover.mjs --seconds 10     measuring time per query (default 5)
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { QUERIES } from './discover-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3190' },
  },
});
const benchDir = process.env.BENCH_DIR ?? path.join(tmpdir(), 'wallcraft-bench');
// The embedded database (PGlite) is measured: never a DATABASE_URL from the caller's shell.
const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
const SCALES = [1, 100];
const LISTS = ['/api/artists', '/api/brands', '/api/walls', '/api/projects', '/api/wall-projects', '/api/users'];

function seedDatabase(scale, dataDir) {
  if (values.reuse && existsSync(dataDir)) return;
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Seeding scale ${scale} into ${dataDir}…`);
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', 'db:seed', '--', '--scale', String(scale)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...baseEnv, DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error(`seeding scale ${scale} failed`);
}

async function startApi(dataDir, port) {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
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
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
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

async function measure(url) {
  // Warm up caches and the planner's catalogue lookups before timing.
  for (let i = 0; i < 5; i++) await fetch(url);
  const response = await fetch(url);
  const body = await response.json();
  const count = Array.isArray(body) ? body.length : Array.isArray(body.items) ? body.items.length : 0;
  if (!response.ok) return { status: response.status, median: NaN, count };
  const result = await autocannon({ url, connections: 1, duration: Number(values.seconds) });
  // One connection asks again as soon as it is answered, so the run's length over its requests is the time of one
  // request, to a hundredth of a millisecond; autocannon's percentiles are whole milliseconds, which moved a
  // 5-10 ms call's ratio by up to a fifth.
  const mean = (result.duration * 1000) / result.requests.total;
  return { status: response.status, median: result.latency.p50, mean, count, errors: result.non2xx + result.errors };
}

const results = {};
for (const scale of SCALES) {
  const dataDir = path.join(benchDir, `scale-${scale}`);
  seedDatabase(scale, dataDir);
  const api = await startApi(dataDir, Number(values.port));
  try {
    for (const [name, params] of Object.entries(QUERIES)) {
      (results[name] ??= {})[scale] = await measure(`${api.url}/api/discover?${queryString(params)}`);
    }
    for (const list of LISTS) (results[`list ${list}`] ??= {})[scale] = await measure(`${api.url}${list}`);
  } finally {
    api.stop();
  }
}

console.log(
  '\n| Call | 1x median (ms) | 100x median (ms) | 1x mean (ms) | 100x mean (ms) | ratio of means | rows at 100x |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
const ratios = { discover: [], lists: [] };
for (const [name, byScale] of Object.entries(results)) {
  const [small, large] = [byScale[1], byScale[100]];
  if (small.status !== 200 || large.status !== 200) {
    console.log(`| ${name} | HTTP ${small.status} | HTTP ${large.status} | - | - | - | - |`);
    continue;
  }
  const ratio = large.mean / small.mean;
  ratios[name.startsWith('list') ? 'lists' : 'discover'].push(ratio);
  const means = `${small.mean.toFixed(2)} | ${large.mean.toFixed(2)}`;
  console.log(`| ${name} | ${small.median} | ${large.median} | ${means} | ${ratio.toFixed(2)}x | ${large.count} |`);
}
for (const list of Object.values(ratios)) list.sort((a, b) => a - b);
const { discover, lists } = ratios;
console.log(
  `\nDiscover queries: median ratio ${discover[Math.floor(discover.length / 2)]?.toFixed(2)}x, worst ${discover.at(-1)?.toFixed(2)}x;` +
    ` list calls: worst ${lists.at(-1)?.toFixed(2)}x (issue 14's goal: every call within 1.5x).`,
);
