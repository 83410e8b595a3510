#!/usr/bin/env node
// Starts the whole product on one machine: builds the web app and the admin console, then runs the API
// (which serves the web app on the same origin, migrates, and seeds the embedded database when empty)
// and the admin console beside it. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const adminPort = process.env.ADMIN_PORT ?? '3001';
const pnpm = ['-y', 'pnpm@10.34.9'];

function run(args, extraEnv = {}) {
  const result = spawnSync('npx', [...pnpm, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// BUILD_DIR puts both builds elsewhere, so two checkouts' test runs never overwrite each other's files.
const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : undefined;
const webDist = buildDir ? path.join(buildDir, 'web') : path.join(root, 'apps/web/dist');
const adminDist = buildDir ? path.join(buildDir, 'admin') : path.join(root, 'apps/admin/dist');

if (process.env.SKIP_BUILD !== '1') {
  run(['--filter', '@wallcraft/web', 'build', '--outDir', webDist, '--emptyOutDir']);
  run(['--filter', '@wallcraft/admin', 'build', '--outDir', adminDist, '--emptyOutDir']);
}

const children = [];
function start(name, args, extraEnv) {
  // Each child leads its own process group, so stopping reaches the server under npx and pnpm too.
  const child = spawn('npx', [...pnpm, ...args], { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...extraEnv } });
  child.on('exit', (code) => {
    console.error(`${name} stopped (${code ?? 'signal'}); stopping the rest`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is already gone.
    }
  }
  const exited = running.map((child) => new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve())));
  void Promise.all(exited).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('api', ['--filter', '@wallcraft/api', 'start'], {
  PORT: port,
  WEB_DIST_DIR: webDist,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  SEED_DEMO_DATA: process.env.DATABASE_URL ? 'false' : 'true',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
start('admin', ['--filter', '@wallcraft/admin', 'preview', '--outDir', adminDist, '--port', adminPort, '--strictPort'], {
  API_ORIGIN: `http://localhost:${port}`,
});
console.warn(`\n  WallCraft: http://localhost:${port}   Admin console: http://localhost:${adminPort}/admin\n`);
