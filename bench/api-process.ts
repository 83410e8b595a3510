/**
 * The API as the benches run it: one process (`tsx src/main.ts` in packages/api) on a fresh embedded database in
 * `dataDir` (or the Postgres a bench passes as DATABASE_URL), production mode, listening on 127.0.0.1. Shared by the benches written in TypeScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/api');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API and waits (up to two minutes) for /api/health. Refuses a port something already answers on, so
 * the bench never measures another process. `env` adds to the defaults (no demo data, log warnings only); the
 * API's output is shown only if it fails to start (it prints a one-time admin password).
 */
export async function startApi(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already answers on port ${port}; set PORT to a free one`);
  // The embedded database unless the bench names a Postgres itself (`env.DATABASE_URL`): never the shell's.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'false',
    ...env,
  };
  const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
    if (await answers()) return child;
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start within two minutes');
}
