#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// What a started product holds: the processes `pnpm start` leaves running and the resident memory of each, a few
// seconds after the API first answers healthy, started two ways on the same seeded DATA_DIR:
//   through the wrappers:  npx -y pnpm@10.34.9 start   (npm exec -> sh -> pnpm -> sh -> node scripts/start.mjs)
//   directly:              node scripts/start.mjs      (the README's quick start)
//
//   pnpm build && node bench/memory.mjs        --settle S (default 5)   --data DIR (default: a fresh folder,
//                                              seeded by one unmeasured start)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { processTree } from './proc-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { settle: { type: 'string', default: '5' }, data: { type: 'string' } } });
for (const file of ['packages/api/dist/main.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html'])
  if (!existsSync(path.join(root, file))) throw new Error(`no ${file}; run pnpm build first`);
const scratch = mkdtempSync(path.join(tmpdir(), 'wallcraft-memory-'));
const dataDir = values.data ? path.resolve(values.data) : path.join(scratch, 'data');

const WAYS = {
  'through npx and pnpm': ['npx', ['-y', 'pnpm@10.34.9', 'start']],
  'node scripts/start.mjs': [process.execPath, ['scripts/start.mjs']],
};

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

/** A short name for a process of the tree. */
function role(command) {
  if (command.includes('dist/main.js')) return 'API (dist/main.js)';
  if (command.includes('dist/admin-main.js')) return 'console server (dist/admin-main.js)';
  if (command.includes('dist/pglite-worker.js')) return 'embedded database (dist/pglite-worker.js)';
  if (command.includes('scripts/start.mjs')) return command.startsWith('sh') ? 'sh -c' : 'supervisor (start.mjs)';
  if (/^npm exec|\bnpx\b/.test(command)) return 'npm exec (npx)';
  if (command.includes('pnpm')) return command.startsWith('sh') ? 'sh -c' : 'pnpm';
  return command.slice(0, 40);
}

async function measure([command, args]) {
  const [port, adminPort] = [await freePort(), await freePort()];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`no healthy API:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
  const tree = processTree(child.pid) ?? [];
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return tree;
}

const mb = (kb) => Math.round(kb / 1024);
try {
  await measure(WAYS['node scripts/start.mjs']); // seeds an empty DATA_DIR; not counted
  for (const [name, way] of Object.entries(WAYS)) {
    const tree = await measure(way);
    const total = tree.reduce((sum, process) => sum + process.rssKb, 0);
    console.log(`\n${name}: ${tree.length} processes, ${mb(total)} MB resident in all`);
    for (const process of tree) console.log(`  ${String(mb(process.rssKb)).padStart(5)} MB  ${role(process.command)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
