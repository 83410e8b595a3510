#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Time from `pnpm start` (scripts/start.mjs with SKIP_BUILD=1) to a healthy API (GET /api/health answers 200
// with the database ok) on an existing DATA_DIR, and from SIGTERM to the script's exit. Beside the wall time, the
// CPU time the whole process tree had used when the API became healthy (from /proc on Linux): on a busy shared
// machine the wall time follows the load, the CPU time much less.
//
//   node bench/startup.mjs                        this checkout
//   node bench/startup.mjs --root /work/main      another checkout (e.g. the code before a change): its
//                                                 start.mjs runs, on the web and console builds of this one
//   --runs N (default 5)   --data DIR (default: a fresh temporary folder, seeded by one unmeasured start)
//
// Needs this checkout's builds (`pnpm build`); the other checkout needs its own (for compiled starts) or none.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { processTree } from './proc-tree.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { root: { type: 'string' }, runs: { type: 'string', default: '5' }, data: { type: 'string' } },
});
const root = path.resolve(values.root ?? here);
const runs = Number(values.runs);

// Both checkouts serve the same web and console files: only the start path differs.
const builds = { web: path.join(here, 'apps/web/dist'), admin: path.join(here, 'apps/admin/dist') };
for (const dir of Object.values(builds))
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`no build in ${dir}; run pnpm build first`);
const scratch = mkdtempSync(path.join(tmpdir(), 'wallcraft-startup-'));
const buildDir = path.join(scratch, 'build');
mkdirSync(buildDir);
for (const [name, dir] of Object.entries(builds)) symlinkSync(dir, path.join(buildDir, name));
const dataDir = values.data ? path.resolve(values.data) : path.join(scratch, 'data');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU milliseconds of a process and all its descendants; null off Linux. */
function treeCpuMs(rootPid) {
  const tree = processTree(rootPid);
  return tree && tree.reduce((sum, process) => sum + process.cpuMs, 0);
}

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.json()).database === 'ok';
  } catch {
    return false;
  }
}

/** One start: milliseconds to a healthy API, then milliseconds from SIGTERM to the script's exit. */
async function startOnce(timeoutMs) {
  const port = await freePort();
  const adminPort = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
    if (exitedEarly || performance.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`no healthy API on port ${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ready = performance.now() - started;
  const cpu = treeCpuMs(child.pid);
  const stopping = performance.now();
  child.kill('SIGTERM');
  const status = await exited;
  return { ready, cpu, stop: performance.now() - stopping, status };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

try {
  console.log(
    `checkout ${root}, data ${dataDir}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const first = await startOnce(300_000);
  console.log(`first start (migrates and seeds an empty DATA_DIR unless it exists): ${seconds(first.ready)} s`);
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await startOnce(120_000);
    results.push(result);
    console.log(
      `run ${i + 1}: healthy after ${seconds(result.ready)} s (${result.cpu === null ? '?' : seconds(result.cpu)} s CPU), stopped ${seconds(result.stop)} s after SIGTERM (exit ${result.status})`,
    );
  }
  const ready = results.map((r) => r.ready);
  console.log(
    `start to healthy API: median ${seconds(median(ready))} s (min ${seconds(Math.min(...ready))}, max ${seconds(Math.max(...ready))}) over ${runs} runs`,
  );
  if (results.every((r) => r.cpu !== null))
    console.log(`CPU time to healthy (process tree): median ${seconds(median(results.map((r) => r.cpu)))} s`);
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  console.log(`SIGTERM to exit: median ${seconds(median(results.map((r) => r.stop)))} s`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
