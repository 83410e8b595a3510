import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '@wallcraft/db/testing';
import { createTestApp, call, type TestApp } from '../test/helpers';
import { registerUser } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('bad input never becomes a 500', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers wrong types with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });

  it("words a check the schema names no message for plainly, not in zod's terms", async () => {
    const { cookie } = await registerUser(t.app);
    const missing = await call(t.app, cookie, { method: 'POST', url: '/api/messages', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('receiverId: Required');
    const wrong = await call(t.app, cookie, {
      method: 'PATCH',
      url: '/api/email/preferences',
      payload: { category: 'everything', enabled: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'category: Must be one of "applications", "invitations", "messages", "payments", "reviews", "referrals", ' +
        '"webhooks", "tracking"; enabled: Must be true or false',
    );
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
  });

  it('takes a bodiless POST without a content type as an empty input, as the web client sends it', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, { method: 'POST', url: '/api/notifications/mark-all-read' });
    expect(response.statusCode).toBeLessThan(300);
    const withoutBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(withoutBody.statusCode).toBe(400);
    expect(withoutBody.json().code).toBe('BAD_REQUEST');
  });

  it('refuses NUL characters, which Postgres text cannot hold, with 400 naming the field', async () => {
    const { cookie, user } = await registerUser(t.app);
    const body = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { bio: 'a\u0000b' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('bio: Text must not contain NUL characters');
    const query = await t.app.inject({ method: 'GET', url: '/api/users?search=a%00b' });
    expect(query.statusCode).toBe(400);
  });

  it('answers a notifications cursor it never issued with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const forged = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const cursor of [
      '2024-01-01T00:00:00.000Z_notauuid',
      forged(['2024-01-01', 'notauuid']),
      forged(['-200000-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    ]) {
      const response = await call(t.app, cookie, {
        method: 'GET',
        url: `/api/notifications?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('cursor: cursor must be the nextCursor of the previous page');
    }
  });

  it('answers an unknown path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers an unknown notification id with 404, and a malformed one with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const unknown = await call(t.app, cookie, {
      method: 'PATCH',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000',
      payload: { isRead: true },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(t.app, cookie, {
      method: 'PATCH',
      url: '/api/notifications/not-a-uuid',
      payload: { isRead: true },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('service endpoints', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document and the API reference page', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'WallCraft API' } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('swagger-ui');
  });

  it('sends security headers on every kind of answer, once each', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/projects' }), // REST, through trpc-to-openapi
      t.app.inject({ method: 'GET', url: '/trpc/auth.user' }), // tRPC at /trpc (plugins/trpc.ts)
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }), // Fastify's 404
      // Refused by a hook before any route: a cross-site write.
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://elsewhere.example' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 403]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(typeof answer.headers['content-security-policy']).toBe('string'); // one, not a repeated header
    }
  });

  it('allows credentials only for configured origins', async () => {
    const configured = await createTestApp({ WEB_ORIGIN: 'https://app.wallcraft.example' });
    try {
      const allowed = await configured.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/user',
        headers: { origin: 'https://app.wallcraft.example', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.wallcraft.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const other = await configured.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  it('answers preflights in full, refuses malformed ones and varies every answer by origin', async () => {
    const configured = await createTestApp({ WEB_ORIGIN: 'https://app.wallcraft.example' });
    try {
      const preflight = await configured.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/user',
        headers: {
          origin: 'https://app.wallcraft.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.body).toBe('');
      expect(preflight.headers).toMatchObject({
        'access-control-allow-origin': 'https://app.wallcraft.example',
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET,HEAD,POST',
        'access-control-allow-headers': 'content-type, idempotency-key',
        'content-length': '0',
        vary: 'Origin, Access-Control-Request-Headers',
      });
      // No Access-Control-Request-Method: not a preflight a browser sends.
      const malformed = await configured.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/user',
        headers: { origin: 'https://app.wallcraft.example' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toBe('Invalid Preflight Request');
      // The console's API trusts no origin but the console's (unset here): no CORS, and OPTIONS is not a route.
      const admin = await configured.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/users',
        headers: { origin: 'https://app.wallcraft.example', 'access-control-request-method': 'GET' },
      });
      expect(admin.statusCode).toBe(404);
      expect(admin.headers['access-control-allow-origin']).toBeUndefined();
      expect(admin.headers['access-control-allow-credentials']).toBeUndefined();
      const plain = await configured.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers.vary).toBe('Origin');
    } finally {
      await configured.close();
    }
  });

  it('serves the seed images as SVG and 404s unknown ones', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/media/seed/wall-1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/media/seed/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('database upkeep', () => {
  const rows = async <T>(query: RawBuilder<T>) => (await query.execute(t.database.db)).rows;

  it('vacuums the embedded database every hour (it has no autovacuum); Postgres keeps to its own', async () => {
    const schedules = await rows(
      sql<{ cron: string }>`SELECT cron FROM pgboss.schedule WHERE name = 'database.vacuum'`,
    );
    if (t.database.kind === 'postgres') {
      expect(schedules).toEqual([]);
      return;
    }
    expect(schedules).toEqual([{ cron: '45 * * * *' }]);
    // A pass, as the schedule sends it: the job completes, and a table updated before it is all visible after.
    await registerUser(t.app);
    await sql`UPDATE users SET first_name = first_name`.execute(t.database.db);
    await t.app.jobs.send('database.vacuum', {});
    // Every pass done (the hourly one may have run too, if the test met the 45th minute).
    const states = () =>
      rows(sql<{ state: string }>`SELECT DISTINCT state FROM pgboss.job WHERE name = 'database.vacuum'`);
    await expect.poll(states, { timeout: 20_000, interval: 250 }).toEqual([{ state: 'completed' }]);
    const users = await pagesOf(t.database.db, 'users');
    expect(users.pages).toBeGreaterThan(0);
    expect(users.visible).toBe(users.pages);
  });
});

describe('the per-IP rate limit', () => {
  it('counts API calls only, so loading the many files of a page never answers 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      for (let i = 0; i < 12; i += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/media/seed/wall-1.svg' })).statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
