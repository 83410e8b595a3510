/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * Payments under load. Starts one API process on a fresh embedded database with the demo data, signs in as the
 * demo brand, and with autocannon (20 connections, the same duration each) sends POST /api/transactions to an
 * accepted artist on one of its projects, every request with its own Idempotency-Key, then POST /api/messages to
 * the same artist. Prints both median latencies and their ratio (target: payments within 3x of messages), fails
 * on any 5xx, and after stopping the API opens its database and checks the ledger: every movement sums to zero,
 * escrow holds exactly the escrowed payments, and every payment made has its fund entries.
 *
 *   cd packages/api && npx tsx ../../bench/payments.ts
 *   SECONDS=10 PORT=3180 (defaults)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Autocannon from 'autocannon';
import type * as Db from '@wallcraft/db';
import type * as Kysely from 'kysely';
import { apiDir, startApi } from './api-process';

const SECONDS = Number(process.env.SECONDS ?? 10);
const PORT = Number(process.env.PORT ?? 3180);
const CONNECTIONS = 20;
const base = `http://127.0.0.1:${PORT}`;

// The bench folder has no dependencies of its own: autocannon is the workspace root's.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon') as typeof Autocannon;
// …and the database client the API package's (its workspace dependency).
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const { openDatabase } = (await import(requireFromApi.resolve('@wallcraft/db'))) as typeof Db;
const { sql } = requireFromApi('kysely') as typeof Kysely;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo brand, and one of its projects with an accepted artist to pay. */
async function brandDeal() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'brand@wallcraft.dev', password: 'wallcraft-demo' }),
  });
  await json(login);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = <T>(url: string) => fetch(`${base}${url}`, { headers: { cookie } }).then((r) => json<T>(r));
  const projects = await get<{ items: { id: string }[] }>('/api/projects/my-projects?limit=100');
  for (const project of projects.items) {
    const payees = await get<{ items: { artist: { id: string } }[] }>(
      `/api/transactions/project/${project.id}/payees?projectType=brand_project`,
    );
    const artist = payees.items[0]?.artist;
    if (artist) return { cookie, projectId: project.id, artistId: artist.id };
  }
  throw new Error('the demo brand has no project with an accepted artist');
}

async function load(
  name: string,
  url: string,
  cookie: string,
  body: () => string,
  headers: () => Record<string, string> = () => ({}),
) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    requests: [
      { setupRequest: (request) => ({ ...request, body: body(), headers: { ...request.headers, ...headers() } }) },
    ],
  });
  const fivexx = result['5xx'];
  console.log(
    `${name}: ${result.requests.total} requests, median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result['2xx']} 2xx, ${result.non2xx} other, ${fivexx} 5xx, ${result.errors} errors`,
  );
  return { median: result.latency.p50, fivexx, errors: result.errors, ok: result['2xx'] };
}

async function checkLedger(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const unbalanced = await sql<{ transaction_id: string }>`
      SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, movement HAVING sum(amount_cents) <> 0
    `.execute(db);
    const escrow = await sql<{ ledger: string | null; held: string | null }>`
      SELECT (SELECT sum(amount_cents) FROM ledger_entries WHERE account_type = 'escrow') AS ledger,
             (SELECT sum(amount_cents) FROM transactions WHERE payment_status = 'escrowed') AS held
    `.execute(db);
    const unfunded = await sql<{ n: string }>`
      SELECT count(*) AS n FROM transactions t
      WHERE t.payment_status <> 'pending' AND t.payment_status <> 'cancelled'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id AND e.movement = 'fund')
    `.execute(db);
    const row = escrow.rows[0]!;
    return {
      unbalanced: unbalanced.rows.length,
      escrowMatches: Number(row.ledger ?? 0) === Number(row.held ?? 0),
      escrowCents: Number(row.ledger ?? 0),
      unfunded: Number(unfunded.rows[0]!.n),
    };
  } finally {
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-payments-'));
const api = await startApi(PORT, dataDir, {
  SEED_DEMO_DATA: 'true',
  // Measured here: the handlers, not the limits.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
});
let failed = false;
try {
  const deal = await brandDeal();
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, on the embedded database (PGlite)\n`);
  const payments = await load(
    'POST /api/transactions',
    `${base}/api/transactions`,
    deal.cookie,
    () =>
      JSON.stringify({
        projectId: deal.projectId,
        projectType: 'brand_project',
        recipientId: deal.artistId,
        amount: '125.00',
        paymentType: 'lump_sum',
      }),
    () => ({ 'idempotency-key': randomUUID() }),
  );
  const messages = await load('POST /api/messages', `${base}/api/messages`, deal.cookie, () =>
    JSON.stringify({ receiverId: deal.artistId, content: `Bench message ${randomUUID()}` }),
  );
  const ratio = payments.median / Math.max(messages.median, 1);
  console.log(`\nMedian ratio payments / messages: ${ratio.toFixed(2)}x (target within 3x)`);
  failed = payments.fivexx + messages.fivexx > 0 || payments.ok === 0 || messages.ok === 0;
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
}
const ledger = await checkLedger(dataDir);
console.log(
  `Ledger: ${ledger.unbalanced} unbalanced movements, escrow ${ledger.escrowMatches ? 'equals' : 'DIFFERS from'} ` +
    `the escrowed payments ($${(ledger.escrowCents / 100).toFixed(2)}), ${ledger.unfunded} funded payments without fund entries`,
);
rmSync(dataDir, { recursive: true, force: true });
if (failed || ledger.unbalanced > 0 || !ledger.escrowMatches || ledger.unfunded > 0) process.exit(1);
