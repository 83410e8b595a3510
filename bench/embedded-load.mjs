#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Load on the embedded database (issue 14): seeds a demo database (once), starts the API on it, and runs two
// autocannon instances at the same time for a fixed duration: 50 connections on a slow call (the discover
// search "mural") and a few on a cheap one (a page of walls). Prints each call's p50, p99, p99/p50, timeouts and
// errors, and the API's memory (RSS) after start and after the load.
//
//   node bench/embedded-load.mjs                    seed into $BENCH_DIR (default: the OS temp dir), then measure
//   node bench/embedded-load.mjs --reuse            keep the database seeded by an earlier run
//   --seconds N (default 10)  --connections N (default 50)  --scale N (default 1)  --port N (default 3500)
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    scale: { type: 'string', default: '1' },
    port: { type: 'string', default: '3500' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
/** The cheap call's connections: a few, so it samples the queue rather than adding to it. */
const CHEAP_CONNECTIONS = 5;
/** autocannon's per-request timeout: a request slower than this counts as a timeout. */
const TIMEOUT_S = 10;
const benchDir = process.env.BENCH_DIR ?? path.join(tmpdir(), 'wallcraft-bench');
const dataDir = path.join(benchDir, `embedded-load-${values.scale}`);
// The embedded database (PGlite) is measured: never a DATABASE_URL from the caller's shell.
const { DATABASE_URL: _ignored, ...baseEnv } = process.env;

function seedDatabase() {
  if (values.reuse && existsSync(dataDir)) return;
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Seeding scale ${values.scale} into ${dataDir}…`);
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', 'db:seed', '--', '--scale', values.scale], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...baseEnv, DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

/** The pids of a process and all its descendants (Linux /proc); just the root elsewhere. */
function processTree(rootPid) {
  if (!existsSync('/proc/self/stat')) return [rootPid];
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      (children.get(parent) ?? children.set(parent, []).get(parent)).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** The API's resident memory in MiB: the largest process of the tree (tsx runs the API in a child node). */
function apiRssMiB(rootPid) {
  let largest = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest, kib);
    } catch {
      // gone
    }
  }
  return largest ? Math.round(largest / 1024) : NaN;
}

async function startApi() {
  const child = spawn(path.join(root, 'packages/api/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'packages/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: values.port,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '10000000',
    },
    detached: true,
  });
  const url = `http://127.0.0.1:${values.port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 480 && !exited; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return { url, pid: child.pid, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!exited) process.kill(-child.pid, 'SIGTERM');
  throw new Error(`the API did not start (is port ${values.port} free?)`);
}

function summary(name, result) {
  // Latencies are of the requests that completed: none means every one was still waiting at the end.
  const done = result.requests.total > 0;
  const { p50, p99 } = result.latency;
  return {
    call: name,
    requests: result.requests.total,
    'p50 ms': done ? p50 : '-',
    'p99 ms': done ? p99 : '-',
    'p99/p50': done && p50 ? Number((p99 / p50).toFixed(1)) : '-',
    timeouts: result.timeouts,
    'errors/non-2xx': result.errors - result.timeouts + result.non2xx,
  };
}

seedDatabase();
const api = await startApi();
try {
  const slow = `${api.url}/api/discover?search=mural`;
  const cheap = `${api.url}/api/walls?limit=5`;
  for (const url of [slow, cheap]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  const rssAfterStart = apiRssMiB(api.pid);
  // Warm up (planner caches, JIT) with a short run of the same mix, not measured.
  await Promise.all([
    autocannon({ url: slow, connections: 10, duration: 2, timeout: TIMEOUT_S }),
    autocannon({ url: cheap, connections: 2, duration: 2, timeout: TIMEOUT_S }),
  ]);
  const [slowResult, cheapResult] = await Promise.all([
    autocannon({ url: slow, connections, duration: seconds, timeout: TIMEOUT_S }),
    autocannon({ url: cheap, connections: CHEAP_CONNECTIONS, duration: seconds, timeout: TIMEOUT_S }),
  ]);
  const rssAfterLoad = apiRssMiB(api.pid);
  console.log(
    `\n${connections} connections on search=mural and ${CHEAP_CONNECTIONS} on a page of walls, ${seconds} s, ` +
      `scale ${values.scale}, node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.table([
    summary('GET /api/discover?search=mural', slowResult),
    summary('GET /api/walls?limit=5', cheapResult),
  ]);
  console.log(`API RSS: ${rssAfterStart} MiB after start, ${rssAfterLoad} MiB after the load`);
} finally {
  api.stop();
}
