/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Webhook delivery under a burst. Starts one API process on a fresh embedded database (development mode, so a
 * receiver on 127.0.0.1 is an allowed endpoint), a local receiver, and two users: A registers an endpoint for
 * message.created, B sends A EVENTS messages (8 at a time). Each message commits one event; the delivery worker
 * (pg-boss, WEBHOOK_TICK_SECONDS=1, passes back to back while work is due) POSTs them signed. Prints the time from
 * the first message to the last delivery and from the last commit to the last delivery, the latency from an
 * event's creation to its arrival (p50, p95, max), and how many event ids arrived more than once (the receiver
 * always answers 204, so any duplicate would be a bug rather than a retry).
 *
 *   cd packages/api && npx tsx ../../bench/webhooks.ts
 *   EVENTS=1000 PORT=3175 (defaults)
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApi } from './api-process';

const EVENTS = Number(process.env.EVENTS ?? 1000);
const PORT = Number(process.env.PORT ?? 3175);
const CONCURRENCY = 8;
const base = `http://127.0.0.1:${PORT}`;

type User = { id: string; cookie: string };

async function call(method: string, url: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { response, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function register(name: string): Promise<User> {
  const { response, json } = await call('POST', '/api/auth/register', null, {
    email: `bench-${name}-${Date.now()}@example.com`,
    password: 'bench-password',
    firstName: 'Bench',
    lastName: name,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: (json.user as { id: string }).id, cookie };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  // The receiver: counts each event id, checks each signature, notes when each arrived.
  const arrivals = new Map<string, number>();
  const latencies: number[] = [];
  let deliveries = 0;
  let badSignatures = 0;
  let lastArrival = 0;
  let secret = '';
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => resolve(body));
    });
  const receiver = createServer(async (request, response) => {
    const body = await read(request);
    const now = Date.now();
    deliveries += 1;
    const header = String(request.headers['wallcraft-signature'] ?? '');
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (v1 !== expected) badSignatures += 1;
    const event = JSON.parse(body) as { id: string; createdAt: string };
    arrivals.set(event.id, (arrivals.get(event.id) ?? 0) + 1);
    latencies.push(now - Date.parse(event.createdAt));
    lastArrival = now;
    response.writeHead(204).end();
  });
  const receiverPort = await freePort();
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-webhooks-'));
  const api = await startApi(PORT, dataDir, {
    NODE_ENV: 'development',
    WEBHOOK_TICK_SECONDS: '1',
    RATE_LIMIT_PER_MINUTE: '1000000',
    MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    const [a, b] = [await register('receiver'), await register('sender')];
    const endpoint = await call('POST', '/api/webhooks', a.cookie, {
      url: `http://127.0.0.1:${receiverPort}/hooks`,
      eventTypes: ['message.created'],
    });
    secret = endpoint.json.secret as string;

    const started = Date.now();
    let next = 0;
    const sender = async () => {
      for (let i = next++; i < EVENTS; i = next++)
        await call('POST', '/api/messages', b.cookie, { receiverId: a.id, content: `Message ${i + 1}` });
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    const committed = Date.now();
    const deadline = committed + 10 * 60_000;
    while (arrivals.size < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const sorted = [...latencies].sort((x, y) => x - y);
    const duplicates = [...arrivals.values()].filter((count) => count > 1).length;
    console.log(`webhooks: ${EVENTS} events (messages sent ${CONCURRENCY} at a time) to one local endpoint`);
    console.log(`  committed all:          ${((committed - started) / 1000).toFixed(1)} s after the first message`);
    console.log(`  last delivery:          ${((lastArrival - started) / 1000).toFixed(1)} s after the first message`);
    console.log(`  after the last commit:  ${((lastArrival - committed) / 1000).toFixed(1)} s`);
    console.log(
      `  event to arrival:       p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms`,
    );
    console.log(
      `  received:               ${deliveries} deliveries of ${arrivals.size} distinct events; ${duplicates} duplicated; ${badSignatures} bad signatures`,
    );
    if (arrivals.size < EVENTS || duplicates > 0 || badSignatures > 0) process.exitCode = 1;
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
