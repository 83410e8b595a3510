/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Realtime delivery under load. Starts one API process on a fresh embedded database, connects 1 and then
 * 1,000 websocket clients (each a different signed-in user, subscribed to `realtime.events` through
 * @trpc/client's wsLink, as the web app does), sends messages one at a time with POST /api/messages to
 * a connected user, and prints the median time from the POST response to the recipient's socket
 * receiving the message event, for both client counts, and their ratio (target: under 5x).
 *
 *   cd packages/api && npx tsx ../../bench/realtime.ts
 *   CLIENTS=1000 SAMPLES=100 PORT=3170 (defaults)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as TrpcClient from '@trpc/client';
import type * as Ws from 'ws';
import type { AppRouter } from '../packages/api/src/router';
import { apiDir, sleep, startApi } from './api-process';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const WARMUP = 10;
const PORT = Number(process.env.PORT ?? 3170);
// Senders take turns so none reaches the limit of 30 messages a minute.
const SENDERS = Math.ceil((2 * (SAMPLES + WARMUP)) / 25);
const base = `http://127.0.0.1:${PORT}`;

// The bench folder has no dependencies of its own: borrow the API package's.
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const { createTRPCClient, createWSClient, wsLink } = requireFromApi('@trpc/client') as typeof TrpcClient;
const { WebSocket: NodeWebSocket } = requireFromApi('ws') as typeof Ws;

type User = { id: string; cookie: string };
type Tab = { close: () => void; started: Promise<void> };

async function register(index: number): Promise<User> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${index}-${Date.now()}@example.com`,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: `User ${index}`,
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
}

async function registerMany(count: number, offset: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < count; i += 16) {
    users.push(
      ...(await Promise.all(Array.from({ length: Math.min(16, count - i) }, (_, j) => register(offset + i + j)))),
    );
  }
  return users;
}

/** Message ids (by content nonce) to the moment their recipient's socket received them. */
const arrivals = new Map<string, (at: number) => void>();

function openTab(user: User): Tab {
  class CookieWebSocket extends NodeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: user.cookie } });
    }
  }
  const wsClient = createWSClient({ url: `ws://127.0.0.1:${PORT}/trpc`, WebSocket: CookieWebSocket as never });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const started = new Promise<void>((resolve, reject) => {
    client.realtime.events.subscribe(
      {},
      {
        onStarted: () => resolve(),
        onError: reject,
        onData: (event) => {
          const at = performance.now();
          const data = (event as { data: { kind: string; message?: { content: string } } }).data;
          if (data.kind === 'message' && data.message) arrivals.get(data.message.content)?.(at);
        },
      },
    );
  });
  return { close: () => void wsClient.close(), started };
}

/** One message, sent when nothing else is in flight: [POST response → received, POST sent → received] in ms. */
async function sample(sender: User, recipient: User, nonce: string): Promise<[number, number]> {
  const received = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`message ${nonce} never arrived`)), 10_000);
    arrivals.set(nonce, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
  const sentAt = performance.now();
  const response = await fetch(`${base}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sender.cookie },
    body: JSON.stringify({ receiverId: recipient.id, content: nonce }),
  });
  await response.text();
  const respondedAt = performance.now();
  if (response.status !== 201) throw new Error(`send: ${response.status}`);
  const receivedAt = await received;
  arrivals.delete(nonce);
  return [receivedAt - respondedAt, receivedAt - sentAt];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] as number;

async function phase(label: string, recipients: User[], senders: User[], run: number) {
  const tabs = recipients.map(openTab);
  await Promise.all(tabs.map((tab) => tab.started));
  const afterResponse: number[] = [];
  const endToEnd: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const recipient = recipients[(i * 7919) % recipients.length] as User;
    const [fromResponse, total] = await sample(
      senders[(run * (WARMUP + SAMPLES) + i) % senders.length] as User,
      recipient,
      `bench ${label} ${i} ${Math.random()}`,
    );
    if (i >= WARMUP) {
      afterResponse.push(fromResponse);
      endToEnd.push(total);
    }
    await sleep(10);
  }
  tabs.forEach((tab) => tab.close());
  await sleep(500);
  return { afterResponse, endToEnd };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-realtime-'));
const api = await startApi(PORT, dataDir, { AUTH_RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' });
try {
  console.log(`Registering ${CLIENTS} recipients and ${SENDERS} senders…`);
  const recipients = await registerMany(CLIENTS, 0);
  const senders = await registerMany(SENDERS, CLIENTS);

  const one = await phase('one', recipients.slice(0, 1), senders, 0);
  const many = await phase('many', recipients, senders, 1);

  const row = (name: string, r: { afterResponse: number[]; endToEnd: number[] }) =>
    `${name.padEnd(22)} median ${median(r.afterResponse).toFixed(2).padStart(7)} ms (p95 ${p95(r.afterResponse).toFixed(2)})   POST sent → received: median ${median(r.endToEnd).toFixed(2)} ms (p95 ${p95(r.endToEnd).toFixed(2)})`;
  console.log(
    `\n${SAMPLES} messages per run, one at a time (after ${WARMUP} warm-up), node ${process.version}, ${os.cpus().length} CPUs`,
  );
  console.log('POST response → recipient socket receives the message event:');
  console.log(row('1 client connected', one));
  console.log(row(`${CLIENTS} clients connected`, many));
  // The event is published in the sending transaction, so it often reaches the recipient before the HTTP
  // response reaches the sender (a negative figure). The wait after the response is then 0; the ratio of
  // the end-to-end times (POST sent -> received), which include all the server's work, is the one judged.
  const waitAfter = (r: { afterResponse: number[] }) => Math.max(median(r.afterResponse), 0);
  const ratioAfter =
    waitAfter(one) > 0
      ? (waitAfter(many) / waitAfter(one)).toFixed(2) + 'x'
      : waitAfter(many) > 0
        ? 'n/a (0 ms with one client)'
        : '1.00x (0 ms both)';
  const ratio = median(many.endToEnd) / median(one.endToEnd);
  console.log(
    `ratio after the response: ${ratioAfter}; end-to-end ratio ${ratio.toFixed(2)}x (target < 5x): ${ratio < 5 ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ratio < 5 ? 0 : 1;
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
