/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Live tracking under load. Starts one API process on a fresh database (embedded, or Postgres when
 * TEST_DATABASE_URL is set) and sets up, through the API,
 * 200 brand projects each with its own owner and an accepted artist who started it (a tracking session). Then,
 * for 1 and for 200 projects at once, every owner watches their project with the `tracking.live` websocket
 * subscription (@trpc/client's wsLink, as the web app does) while every artist sends PATCH
 * /api/tracking/{id}/location about once a second, the artists spread evenly over the second. The push delay
 * of a position is the time from its PATCH being sent to its owner's socket receiving it. Prints the median and
 * p95 delay for both, and their ratio (target: the median with 200 within 5x of the median with 1); fails on a
 * ratio above that, on any 5xx or failed request, and on any accepted position (200) that never arrived.
 *
 *   cd packages/api && npx tsx ../../bench/tracking.ts                      # embedded database (PGlite)
 *   bash scripts/with-postgres.sh bash -c 'cd packages/api && npx tsx ../../bench/tracking.ts'   # Postgres 15
 *   ARTISTS=200 SECONDS=15 PERIOD_MS=1050 (defaults); PORT (default: a free one)
 *
 * PERIOD_MS is a little over a second: the server accepts at most one position a second per session, and a
 * send exactly 1000 ms after the previous one would sometimes be refused (429) on timer jitter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as TrpcClient from '@trpc/client';
import type * as Ws from 'ws';
import type { AppRouter } from '../packages/api/src/router';
import { apiDir, freePort, sleep, startApi } from './api-process';

const ARTISTS = Number(process.env.ARTISTS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PERIOD_MS = Number(process.env.PERIOD_MS ?? 1050);
// A port nothing else listens on (unless PORT is given): the health check must reach this bench's own API.
const PORT = Number(process.env.PORT ?? (await freePort()));
const WARMUP_ROUNDS = 2;
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;

// The bench folder has no dependencies of its own: borrow the API package's.
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const { createTRPCClient, createWSClient, wsLink } = requireFromApi('@trpc/client') as typeof TrpcClient;
const { WebSocket: NodeWebSocket } = requireFromApi('ws') as typeof Ws;

type User = { id: string; cookie: string };
type Deal = { owner: User; artist: User; projectId: string; sessionId: string };

async function request<T>(user: User | null, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(user && { cookie: user.cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function register(name: string, userType: 'brand' | 'artist'): Promise<User> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `${name}-${Date.now()}@example.com`,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: name,
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const user = { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
  await request(user, 'PATCH', `/api/users/${user.id}`, { userType, location: 'Houston, TX' });
  return user;
}

/** A brand's project, an artist's accepted application to it, and the artist starting it (its tracking session). */
async function deal(index: number): Promise<Deal> {
  const [owner, artist] = await Promise.all([
    register(`owner-${index}`, 'brand'),
    register(`artist-${index}`, 'artist'),
  ]);
  const project = await request<{ id: string }>(owner, 'POST', '/api/projects', {
    title: `Tracked mural ${index}`,
    location: 'Houston, TX',
    latitude: 29.8,
    longitude: -95.4,
  });
  const application = await request<{ id: string }>(artist, 'POST', '/api/applications', {
    projectType: 'brand_project',
    projectId: project.id,
  });
  await request(owner, 'PATCH', `/api/applications/${application.id}`, { status: 'accepted' });
  // Setting off 11 km south of the positions sent: the owner hears none under 1 km from the start.
  const session = await request<{ id: string }>(artist, 'POST', `/api/projects/${project.id}/start`, {
    projectType: 'brand_project',
    latitude: 29.6,
    longitude: -95.3,
  });
  return { owner, artist, projectId: project.id, sessionId: session.id };
}

async function dealMany(count: number): Promise<Deal[]> {
  const deals: Deal[] = [];
  for (let i = 0; i < count; i += 8)
    deals.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => deal(i + j)))));
  return deals;
}

/** Positions sent and not yet received, by session and latitude: when their PATCH was sent, and who counts it. */
const inFlight = new Map<string, { sentAt: number; record: (delayMs: number) => void }>();
const keyOf = (sessionId: string, latitude: number) => `${sessionId} ${latitude.toFixed(6)}`;

/** The owner's browser tab on the project page: one websocket, subscribed to the project's live position. */
function watch(owner: User, projectId: string) {
  class CookieWebSocket extends NodeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: owner.cookie } });
    }
  }
  const wsClient = createWSClient({ url: `ws://127.0.0.1:${PORT}/trpc`, WebSocket: CookieWebSocket as never });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const started = new Promise<void>((resolve, reject) => {
    client.tracking.live.subscribe(
      { projectId, projectType: 'brand_project' },
      {
        onStarted: () => resolve(),
        onError: reject,
        onData: (position) => {
          const at = performance.now();
          if (position.latitude === null) return;
          const key = keyOf(position.sessionId, position.latitude);
          const sent = inFlight.get(key);
          if (!sent) return;
          inFlight.delete(key);
          sent.record(at - sent.sentAt);
        },
      },
    );
  });
  return { close: () => void wsClient.close(), started };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

type Outcome = { delays: number[]; accepted: number; lost: number; statuses: Map<number, number> };

/** Every artist of `deals` sends a position each PERIOD_MS for SECONDS, spread over the period; owners watch. */
async function phase(deals: Deal[], round: { value: number }): Promise<Outcome> {
  const measured: number[] = [];
  const tabs = deals.map((d) => watch(d.owner, d.projectId));
  await Promise.all(tabs.map((tab) => tab.started));
  const statuses = new Map<number, number>();
  const rounds = WARMUP_ROUNDS + Math.round((SECONDS * 1000) / PERIOD_MS);
  let accepted = 0;
  const sends: Promise<void>[] = [];
  const t0 = performance.now() + 100;
  for (let r = 0; r < rounds; r += 1) {
    round.value += 1;
    // A latitude of its own for each round, so each arrival is matched with its send.
    const latitude = 29.7 + round.value * 0.0001;
    for (const [index, d] of deals.entries()) {
      const at = t0 + r * PERIOD_MS + (index * PERIOD_MS) / deals.length;
      const wait = at - performance.now();
      if (wait > 1) await sleep(wait);
      const counted = r >= WARMUP_ROUNDS;
      inFlight.set(keyOf(d.sessionId, latitude), {
        sentAt: performance.now(),
        record: (delay) => counted && measured.push(delay),
      });
      sends.push(
        fetch(`${base}/api/tracking/${d.sessionId}/location`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: base, cookie: d.artist.cookie },
          body: JSON.stringify({ latitude, longitude: -95.3 }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            // Accepted positions must arrive; a refused one (429: under a second after the last) never will.
            if (counted && response.ok) accepted += 1;
          },
          () => void statuses.set(0, (statuses.get(0) ?? 0) + 1),
        ),
      );
    }
  }
  await Promise.all(sends);
  // Whatever was accepted and has not arrived 5 s after the last response is lost.
  await sleep(5000);
  const lost = accepted - measured.length;
  inFlight.clear();
  tabs.forEach((tab) => tab.close());
  await sleep(PERIOD_MS + 500);
  return { delays: measured, accepted, lost, statuses };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-tracking-'));
const api = await startApi(PORT, dataDir, {
  // Measured here: the handlers, not the limits.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Production's database when given (scripts/with-postgres.sh exports TEST_DATABASE_URL), else the embedded one.
  ...(POSTGRES_URL ? { DATABASE_URL: POSTGRES_URL } : {}),
});
try {
  const setupStarted = performance.now();
  console.log(`Setting up ${ARTISTS} started projects (owner + accepted artist each) through the API…`);
  const deals = await dealMany(ARTISTS);
  console.log(`  done in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const round = { value: 0 };
  const one = await phase(deals.slice(0, 1), round);
  const many = await phase(deals, round);

  const row = (label: string, r: Outcome) =>
    `${label.padEnd(14)} ${String(r.delays.length).padStart(5)} positions, median ${percentile(r.delays, 0.5).toFixed(1).padStart(6)} ms, ` +
    `p95 ${percentile(r.delays, 0.95).toFixed(1).padStart(6)} ms, lost ${r.lost}, statuses ${JSON.stringify(Object.fromEntries(r.statuses))}`;
  console.log(
    `\nPATCH sent → owner's socket receives the position; ${SECONDS} s, one position per artist every ${PERIOD_MS} ms ` +
      `(after ${WARMUP_ROUNDS} warm-up rounds), node ${process.version}, ${os.cpus().length} CPUs, ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(row('1 artist', one));
  console.log(row(`${ARTISTS} artists`, many));
  const ratio = percentile(many.delays, 0.5) / percentile(one.delays, 0.5);
  const fivexx = [one, many].reduce(
    (sum, r) =>
      sum + [...r.statuses].reduce((n, [status, count]) => n + (status >= 500 || status === 0 ? count : 0), 0),
    0,
  );
  const lost = one.lost + many.lost;
  const pass = ratio <= 5 && fivexx === 0 && lost === 0;
  console.log(
    `median ratio ${ARTISTS} / 1: ${ratio.toFixed(2)}x (target within 5x); 5xx or failed requests: ${fivexx}; lost: ${lost}: ${pass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
