import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 39541;

type Answer = { status: number; body: string };

/** One request on a connection of its own (no pooling), so each is a new connection to the server. */
function request(method: string, url: string, body?: string) {
  const req = http.request({
    host: '127.0.0.1',
    port: PORT,
    method,
    path: url,
    agent: false,
    headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  return { req, answer };
}

function get(url: string): Promise<Answer> {
  const { req, answer } = request('GET', url);
  req.end();
  return answer;
}

/** A sign-up whose body is sent in two parts: the server has its headers (it is in flight) until finish(). */
function slowSignUp(n: number) {
  const body = JSON.stringify({
    email: `slow-${Date.now()}-${n}@example.com`,
    password: 'long-enough-pw',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const { req, answer } = request('POST', '/api/auth/register', body);
  req.flushHeaders();
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), answer };
}

/** Resolves the error code of a new TCP connection to the server, or 'connected' when it was taken. */
function connect(): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown = 'false';
  while (!(await check().catch((error: unknown) => ((last = error), false)))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms (last: ${String(last)})`);
    await sleep(100);
  }
}

describe('the API process on SIGTERM', () => {
  it('turns readiness 503 first, finishes every request in flight, refuses new connections and exits 0', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wallcraft-shutdown-')),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DELAY_SECONDS: '2',
    };
    delete env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: PACKAGE_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await until(async () => (await get('/api/health/ready')).status === 200, 90_000);

      // Three sign-ups waiting for the rest of their bodies, and several reads and writes at once.
      const slow = [slowSignUp(1), slowSignUp(2), slowSignUp(3)];
      await sleep(300);
      const concurrent = [...Array.from({ length: 4 }, () => get('/api/health')), get('/api/health/live')];
      server.kill('SIGTERM');

      // During the delay the API still serves, but readiness says it is going.
      let ready = await get('/api/health/ready');
      for (let tries = 0; ready.status === 200 && tries < 20; tries += 1) {
        await sleep(50);
        ready = await get('/api/health/ready');
      }
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).details.missing).toContain('shutdown');
      expect((await get('/api/health/live')).status).toBe(200);

      // Then it stops listening, with the sign-ups still in flight.
      await until(async () => (await connect()) === 'ECONNREFUSED', 10_000);

      for (const request of slow) request.finish();
      const answers = await Promise.all([...slow.map((request) => request.answer), ...concurrent]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 200, 200, 200, 200, 200]);
      expect(await exited).toBe(0);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
    } finally {
      server.kill('SIGKILL');
    }
  }, 150_000);
});
