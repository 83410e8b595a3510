import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { brandProject, hire, registerAs } from '../../test/fixtures';
import { listenForWebsockets, notify, openTab, subscribeEvents, type Tab } from '../../test/realtime';

const TOKEN = 'metrics-token-for-the-tests-0123';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * A strict reader of Prometheus' text format (0.0.4): HELP and TYPE lines, then samples `name{label="value",…} value`
 * whose family was declared. Any other line throws, so a malformed exposition fails the test.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sampleLine = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
  const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(meta[3]!))
          throw new Error(`unknown type: ${line}`);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, rawLabels = '', rawValue] = match;
    const family = [name!, name!.replace(/_(bucket|sum|count|total|created)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`a sample of an undeclared family: ${line}`);
    const labels: Record<string, string> = {};
    for (let rest = rawLabels; rest;) {
      const pair = labelPair.exec(rest);
      if (!pair) throw new Error(`malformed labels: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
      rest = rest.slice(pair[0].length);
    }
    // Prometheus reads values with Go's ParseFloat: Inf and NaN in any case (prom-client writes `Nan`).
    const special = /^([+-]?)inf$/i.exec(rawValue!);
    const value = special
      ? special[1] === '-'
        ? -Infinity
        : Infinity
      : /^nan$/i.test(rawValue!)
        ? NaN
        : Number(rawValue);
    if (Number.isNaN(value) && !/^nan$/i.test(rawValue!)) throw new Error(`not a number: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

/** The sum over the samples of that name whose labels include these (0 when there is none). */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}

let t: TestApp;
let url: string;
const tabs: Tab[] = [];

async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

/** Scrapes until `ready` holds, for what happens in the background (a job, a push). */
async function scrapeUntil(ready: (samples: Sample[]) => boolean, timeoutMs = 15_000): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const samples = await scrape();
    if (ready(samples)) return samples;
    if (Date.now() > deadline) throw new Error('the metrics did not move in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_PER_IP: '1000' });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()));
});
afterAll(async () => t.close());

describe('GET /metrics', () => {
  it('is a 404 without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.body).not.toContain('wallcraft_');
    }
  });

  it('is a 404 even with a token when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: object }>();
    // The console's own /admin/metrics reports are other things; this endpoint is no path of the API.
    expect(Object.keys(document.paths).filter((path) => /^\/metrics\b|^\/\.\.\/metrics/.test(path))).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/health');
  });

  it("serves the process's default metrics and the database's gauges in the text format", async () => {
    const samples = await scrape();
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(names).toContain(name);
    // Embedded PGlite reports its engine's queue and restarts; Postgres (TEST_DATABASE_URL) its pool.
    if (t.database.kind === 'pglite') {
      expect(names).toContain('wallcraft_embedded_database_queue_length');
      expect(total(samples, 'wallcraft_embedded_database_restarts')).toBe(0);
      expect(names).not.toContain('wallcraft_database_pool_connections');
    } else {
      expect(total(samples, 'wallcraft_database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    expect(
      samples.find((s) => s.name === 'wallcraft_webhook_deliveries' && s.labels.state === 'pending'),
    ).toBeDefined();
    expect(samples.find((s) => s.name === 'wallcraft_mail_outbox' && s.labels.state === 'failing')).toBeDefined();
  });

  it('counts requests by route pattern and status class, and procedures by name and outcome', async () => {
    const before = await scrape();
    const route = { name: 'wallcraft_http_request_duration_seconds_count', labels: { route: '/api/*', method: 'GET' } };
    const procedure = { procedure: 'health.check', outcome: 'ok' };
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/notifications/counts' });
    expect(missing.statusCode).toBe(401);

    const after = await scrape();
    const ok = { ...route.labels, status_class: '2xx' };
    expect(total(after, route.name, ok) - total(before, route.name, ok)).toBe(3);
    const refused = { ...route.labels, status_class: '4xx' };
    expect(total(after, route.name, refused) - total(before, route.name, refused)).toBe(1);
    const procedureCount = 'wallcraft_trpc_procedure_duration_seconds_count';
    expect(total(after, procedureCount, procedure) - total(before, procedureCount, procedure)).toBe(3);
    expect(
      total(after, procedureCount, { outcome: 'UNAUTHORIZED' }) -
        total(before, procedureCount, { outcome: 'UNAUTHORIZED' }),
    ).toBe(1);
    // Never the raw URL: no series names a path with a value in it.
    expect(after.some((s) => s.labels.route?.includes('/api/health'))).toBe(false);
    // The scrape itself is the request in flight.
    expect(total(after, 'wallcraft_http_requests_in_flight')).toBe(1);
  });

  it('counts jobs as they run, and the ledger check reads a balanced ledger with its escrow', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id);
    await hire(t.app, brand, artist, project.id);
    const paid = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount: 1000 },
    });
    expect(paid.statusCode).toBe(201);

    const done = { queue: 'ledger.check', outcome: 'completed' };
    const jobs = 'wallcraft_jobs_processed_total';
    const before = total(await scrape(), jobs, done);
    await t.app.jobs.send('ledger.check', {});
    const after = await scrapeUntil(
      (samples) =>
        total(samples, jobs, done) > before && total(samples, 'wallcraft_ledger_escrow_held_cents') === 100_000,
    );
    expect(total(after, 'wallcraft_ledger_sum_cents')).toBe(0);
    expect(total(after, 'wallcraft_ledger_payments_escrowed_cents')).toBe(100_000);
    expect(total(after, 'wallcraft_ledger_check_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(total(after, 'wallcraft_job_duration_seconds_count', { queue: 'ledger.check' })).toBeGreaterThan(0);
  });

  it('counts websockets and subscriptions, and measures the lag of a push', async () => {
    const person = await registerAs(t.app, 'artist');
    const before = await scrape();
    const tab = openTab(url, person.cookie);
    tabs.push(tab);
    const events = subscribeEvents(tab);
    await events.started();
    const open = await scrape();
    expect(total(open, 'wallcraft_websocket_connections') - total(before, 'wallcraft_websocket_connections')).toBe(1);
    expect(total(open, 'wallcraft_websocket_subscriptions') - total(before, 'wallcraft_websocket_subscriptions')).toBe(
      1,
    );

    await notify(t.database.db, person.user.id, 'pushed');
    await events.waitFor(1);
    const pushed = await scrape();
    const lag = 'wallcraft_realtime_lag_seconds_count';
    expect(total(pushed, lag) - total(before, lag)).toBeGreaterThanOrEqual(1);
    expect(total(pushed, 'wallcraft_realtime_lag_seconds_sum')).toBeLessThan(10);

    events.stop();
    await tabs.splice(0)[0]!.close();
    await scrapeUntil(
      (samples) =>
        total(samples, 'wallcraft_websocket_connections') === total(before, 'wallcraft_websocket_connections') &&
        total(samples, 'wallcraft_websocket_subscriptions') === total(before, 'wallcraft_websocket_subscriptions'),
    );
  });
});

describe('the exposition parser', () => {
  it('refuses malformed lines, so the format checks above can fail', () => {
    expect(() => parseExposition('# TYPE a counter\na{b="c} 1')).toThrow(/malformed labels|not a sample/);
    expect(() => parseExposition('undeclared 1')).toThrow(/undeclared/);
    expect(() => parseExposition('# TYPE a gauge\na one')).toThrow(/not a number/);
    expect(parseExposition('# TYPE a gauge\na{b="x\\"y"} 2')).toEqual([{ name: 'a', labels: { b: 'x"y' }, value: 2 }]);
  });
});
