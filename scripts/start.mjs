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
import { connect } from 'node:net';
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

/**
 * How each server's node runs; together these hold the API at about 0.5x of the memory it took after start with
 * Node's defaults (bench/README.md, "Memory after start"), with the same requests a second (bench/bare.ts).
 * - `--min-semi-space-size=8 --max-semi-space-size=32` for the API: V8's young generation at 2 x 8 MB while it starts,
 *   up to 2 x 32 MB under load (packages/api/src/young-generation.ts holds it at 8 until the API listens: the
 *   start would grow it and keep it resident). The console's server keeps 2 x 8 MB: it serves little.
 * - `--no-allocation-site-pretenuring` for the API: V8 allocates straight into the old generation the objects of a
 *   place in the code whose objects it saw survive a scavenge, and under load the rows of the requests in flight
 *   look so. Their rows then lived in the old generation and kept every array and string they point to alive
 *   through each scavenge until a full collection: 1.2 MB a scavenge promoted on /api/shop/products, 75 KB without
 *   (bench/README.md, "Where the CPU goes").
 * - No `--enable-source-maps`: Node would parse and keep the source map of every module it loads, about 15 MB
 *   of heap. The build is not minified, so a stack trace's dist/main.js line reads as the source does; run with
 *   NODE_OPTIONS=--enable-source-maps to have traces mapped to the TypeScript files.
 */
const NODE_ARGS = {
  api: ['--min-semi-space-size=8', '--max-semi-space-size=32', '--no-allocation-site-pretenuring'],
  admin: ['--max-semi-space-size=8'],
};
/**
 * glibc's malloc raises its mmap threshold (up to 32 MB) each time a large block is freed, so the large blocks of
 * the start (the embedded engine's WebAssembly compilation, file reads) later come from its arenas and stay
 * resident when freed: about 50 MB of the API. Fixed at glibc's own default, such blocks go back to the system.
 */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072' };

const children = [];
function start(name, script, extraEnv) {
  // Each server leads a process group of its own: a Ctrl+C in the terminal reaches this script only, which then
  // sends each server one SIGTERM (a second signal would make close-with-grace exit at once).
  const child = spawn(process.execPath, [...NODE_ARGS[name], path.join(apiDist, script)], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...MALLOC_ENV, ...extraEnv },
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

// Both servers read the console's proof (ADMIN_PROXY_SECRET, or the key kept in DATA_DIR) from the same folder.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
start('api', 'main.js', {
  PORT: port,
  WEB_DIST_DIR: webDist,
  DATA_DIR: dataDir,
  // The console's server, beside it on this machine, forwards each operator's own address.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  SEED_DEMO_DATA: process.env.DATABASE_URL ? 'false' : 'true',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
/**
 * Calls `then` once something accepts connections on the port (tried every 100 ms); never after a shutdown began.
 * The console's server waits for the API this way: it only forwards to the API, and its own start (about 0.7 s
 * of CPU) would otherwise take a core from the API's on a small machine (bench/README.md, "Start-up").
 */
function whenListening(listenPort, then) {
  if (stopping) return;
  const socket = connect({ host: '127.0.0.1', port: Number(listenPort) });
  socket.once('connect', () => {
    socket.destroy();
    if (!stopping) then();
  });
  socket.once('error', () => setTimeout(() => whenListening(listenPort, then), 100));
}
whenListening(port, () =>
  start('admin', 'admin-main.js', {
    ADMIN_PORT: adminPort,
    ADMIN_DIST_DIR: adminDist,
    DATA_DIR: dataDir,
    API_ORIGIN: `http://127.0.0.1:${port}`,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  }),
);
console.warn(`\n  WallCraft: http://localhost:${port}   Admin console: http://localhost:${adminPort}/admin\n`);
