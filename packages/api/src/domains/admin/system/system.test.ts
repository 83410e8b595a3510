import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAs, registerUser } from '../../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../../test/helpers';
import { adminCookie } from '../test-fixtures';
import { maskEmail, recordBackupRun, urlHost } from './service';

type Overview = Outputs['admin']['system']['overview'];

let t: TestApp;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await adminCookie(t.database.db, 'viewer');
});
afterAll(async () => t.close());

async function overview(): Promise<Overview> {
  const response = await call(t.app, viewer, { method: 'GET', url: '/api/admin/system' });
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
}

/** Reads the overview until `done` holds (what a job writes arrives a moment later). */
async function overviewUntil(done: (overview: Overview) => boolean): Promise<Overview> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const read = await overview();
    if (done(read)) return read;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(read).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the SYSTEM page', () => {
  it('is open to a viewer, and to no user session', async () => {
    const read = await overview();
    expect(read.readiness).toEqual({
      ready: true,
      checks: ['database', 'migrations', 'jobs', 'shutdown'].map((part) => ({ part, ok: true, reason: null })),
    });
    expect(read.queues.map((queue) => queue.name)).toContain('ledger.check');
    // The test database lives in memory (or on Postgres): no scheduled backups, and the page says why.
    expect(read.backups).toMatchObject({ configured: false, schedule: null, last: null });
    expect(read.backups.note).toMatch(t.database.kind === 'postgres' ? /pg_dump/ : /in memory/);

    const person = await registerAs(t.app, 'artist');
    const refused = await call(t.app, person.cookie, { method: 'GET', url: '/api/admin/system' });
    expect(refused.statusCode).toBe(401);
  });

  it('records a 5xx with its request id, route pattern, procedure and message', async () => {
    await sql`ALTER TABLE help_articles RENAME TO help_articles_away`.execute(t.database.db);
    try {
      const failed = await t.app.inject({
        method: 'GET',
        url: '/api/help-articles/paying-an-artist',
        headers: { 'x-request-id': 'system-test-500' },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE help_articles_away RENAME TO help_articles`.execute(t.database.db);
    }
    const read = await overviewUntil((o) => o.recentErrors.items.some((e) => e.requestId === 'system-test-500'));
    const recorded = read.recentErrors.items.find((e) => e.requestId === 'system-test-500');
    expect(recorded).toMatchObject({ method: 'GET', route: '/api/*', status: 500, procedure: 'helpArticles.get' });
    // The error's own text for the operator (the caller saw a generic message), and never the URL's values.
    expect(recorded!.message).toMatch(/help_articles/);
    expect(JSON.stringify(recorded)).not.toContain('paying-an-artist');
    expect(read.recentErrors.total).toBeGreaterThanOrEqual(1);
  });

  it('shows the last ledger check, and says when none has run', async () => {
    const read = await overviewUntil((o) => o.ledger !== null);
    expect(read.ledger).toMatchObject({ ok: true, ledgerSum: '0.00', escrowHeld: '0.00', escrowExpected: '0.00' });
    await t.database.db.deleteFrom('ledger_checks').execute();
    expect((await overview()).ledger).toBeNull();
    await t.app.jobs.send('ledger.check', {});
    await overviewUntil((o) => o.ledger !== null);
  });

  it('counts a failed job, and shows the failed mail with its recipient masked', async () => {
    const person = await registerUser(t.app, { email: 'mallory.mail@example.com' });
    const mail = await t.database.db
      .insertInto('email_outbox')
      .values({ user_id: person.user.id, category: 'account', template: 'welcome' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO pgboss.job (name, state, data, output, completed_on)
      VALUES ('email.send', 'failed', ${JSON.stringify({ id: mail.id })}::jsonb,
              '{"message": "SMTP said no"}'::jsonb, now())`.execute(t.database.db);
    const read = await overview();
    expect(read.queues.find((queue) => queue.name === 'email.send')?.failedDay).toBe(1);
    expect(read.mails.failedDay).toBe(1);
    expect(read.mails.recentFailures).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        template: 'welcome',
        recipient: 'm***@example.com',
        error: 'SMTP said no',
      },
    ]);
  });

  it('lists a failing webhook endpoint by its host, with its last error', async () => {
    const owner = await registerAs(t.app, 'brand');
    const endpoint = await t.database.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: owner.user.id,
        url: 'https://hooks.example.net/secret-path?token=abc',
        event_types: ['application.created'],
        secret: 'whsec',
        consecutive_failures: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = await t.database.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_id: '00000000-0000-4000-8000-000000000001',
        event_type: 'application.created',
        payload: JSON.stringify({}),
        attempts: 3,
        last_error: 'connect ECONNREFUSED',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('webhook_attempts')
      .values({ delivery_id: delivery.id, error: 'connect ECONNREFUSED', duration_ms: 12 })
      .execute();
    const read = await overview();
    expect(read.webhooks.failingEndpoints).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        host: 'hooks.example.net',
        failures: 3,
        lastError: 'connect ECONNREFUSED',
        lastAttemptAt: expect.any(String),
      }),
    ]);
    expect(read.webhooks.failing).toBeGreaterThanOrEqual(1);
  });

  it('shows the last backup run and the last good one', async () => {
    await recordBackupRun(t.database.db, t.app.log, { kind: 'manual', ok: true, bytes: 2048 });
    await recordBackupRun(t.database.db, t.app.log, { kind: 'scheduled', ok: false, error: new Error('disk full') });
    const { backups } = await overview();
    expect(backups.last).toMatchObject({ kind: 'scheduled', ok: false, error: 'disk full', fileName: null });
    expect(backups.lastOk).toMatchObject({ kind: 'manual', ok: true, bytes: 2048 });
  });
});

describe('what the page shows of addresses', () => {
  it('masks a recipient to the first letter and the domain, and cuts a URL to its host', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
    expect(urlHost('https://a.example.com:8443/x?y=z')).toBe('a.example.com:8443');
    expect(urlHost('nonsense')).toBe('(not a URL)');
  });
});
