#!/usr/bin/env node
// Starts the whole product on one machine from compiled JavaScript: builds the API, the web app and the admin
// console, then runs the API (which serves the web app on the same origin, migrates, and seeds the embedded
// database when empty) and the admin console's server beside it, each as a plain `node` process.
// Ctrl+C (or SIGTERM) stops both.
//
//   SKIP_BUILD=1   reuse the existing builds (packages/api/dist and the web and console builds)
//   BUILD_DIR=dir  put the web and console builds in dir/web and dir/admin, so two checkouts' test runs never
//                  overwrite each other's files (the API's build stays in packages/api/dist: it imports its
//                  dependencies from the node_modules beside it)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const adminPort = process.env.ADMIN_PORT ?? '3001';

const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : undefined;
const webDist = buildDir ? path.join(buildDir, 'web') : path.join(root, 'apps/web/dist');
const adminDist = buildDir ? path.join(buildDir, 'admin') : path.join(root, 'apps/admin/dist');
const apiDist = path.join(root, 'packages/api/dist');

function build(args) {
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') {
  build(['--filter', '@wallcraft/api', 'build']);
  build(['--filter', '@wallcraft/web', 'build', '--outDir', webDist, '--emptyOutDir']);
  build(['--filter', '@wallcraft/admin', 'build', '--outDir', adminDist, '--emptyOutDir']);
}
const missing = [
  path.join(apiDist, 'main.js'),
  path.join(apiDist, 'admin-main.js'),
  path.join(webDist, 'index.html'),
  path.join(adminDist, 'index.html'),
].filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`start: no build at ${missing.join(', ')}; run without SKIP_BUILD=1 (or \`pnpm build\`) first`);
  process.exit(1);
}

const children = [];
function start(name, script, extraEnv) {
  // Each server leads a process group of its own: a Ctrl+C in the terminal reaches this script only, which then
  // sends each server one SIGTERM (a second signal would make close-with-grace exit at once).
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(apiDist, script)], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...extraEnv },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${code ?? signal}); stopping the rest`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
let exitCode = 0;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const exited = running.map(
    (child) =>
      new Promise((resolve) =>
        child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(),
      ),
  );
  void Promise.all(exited).then(() => process.exit(exitCode));
  // The servers give in-flight work 10 s (close-with-grace); past that, stop them hard.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 12_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('api', 'main.js', {
  PORT: port,
  WEB_DIST_DIR: webDist,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  SEED_DEMO_DATA: process.env.DATABASE_URL ? 'false' : 'true',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
start('admin', 'admin-main.js', {
  ADMIN_PORT: adminPort,
  ADMIN_DIST_DIR: adminDist,
  API_ORIGIN: `http://127.0.0.1:${port}`,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
console.warn(`\n  WallCraft: http://localhost:${port}   Admin console: http://localhost:${adminPort}/admin\n`);
