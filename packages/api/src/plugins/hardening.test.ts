import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../domains/notifications/service';
import { findNul } from '../trpc/init';
import { call, createTestApp, json, type TestApp } from '../../test/helpers';
import { registerUser, travellingNotification } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEB_ORIGIN: 'https://app.wallcraft.example',
    ADMIN_ORIGIN: 'https://admin.wallcraft.example',
  });
});
afterAll(async () => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('answers 400, not 500, for a REST body nested 5,000 deep', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(5000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nests deeper than 64 levels/);
  });

  it('answers 400 for a tRPC body nested 20,000 deep', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(20000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/nests deeper than 64 levels/);
  });

  it('answers 400 for a tRPC query input nested 20,000 deep', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/walls.list?input=${encodeURIComponent(`{"a":${nested(20000)}}`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/nests deeper than 64 levels/);
  });

  it('still takes ordinary JSON, with brackets inside strings not counted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: '['.repeat(100) }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('finds the first NUL without recursion, however deep the value', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = { x: deep };
    expect(findNul(deep)?.length).toBe(100_000);
    expect(findNul({ a: ['ok', 'b\u0000'], c: 'd\u0000' })).toEqual(['a', '1']);
    expect(findNul({ a: ['ok'] })).toBeNull();
  });
});

describe('state-changing requests from another origin of the same site', () => {
  const unread = async (cookie: string) =>
    json<unknown[]>(await call(t.app, cookie, { method: 'GET', url: '/api/notifications/unread' })).length;

  it('refuses a bodiless POST from a foreign Origin with 403 and changes nothing', async () => {
    const { cookie, user } = await registerUser(t.app);
    await createNotification(
      t.database.db,
      travellingNotification({
        userId: user.id,
        type: 'application_received',
        title: 'unread',
        message: 'stays unread',
      }),
    );
    const before = await unread(cookie);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { origin: 'http://evil.localhost:9999' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Cross-site request refused/);
    expect(before).toBeGreaterThan(0);
    expect(await unread(cookie)).toBe(before);
  });

  it('refuses a POST that says it comes from a sibling origin (Sec-Fetch-Site: same-site) with no Origin', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/trpc/notifications.markAllRead',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(response.statusCode).toBe(403);
    for (const origin of ['http://localhost:9999', 'null', 'http://evil.localhost:8080']) {
      const refused = await call(t.app, cookie, {
        method: 'POST',
        url: '/api/notifications/mark-all-read',
        headers: { origin, host: 'localhost:8080' },
      });
      expect(refused.statusCode, origin).toBe(403);
    }
  });

  it('takes the site’s own origin, the configured web origin, and clients that send neither header', async () => {
    const { cookie } = await registerUser(t.app);
    for (const headers of [
      { origin: 'http://localhost:8080', host: 'localhost:8080' },
      { origin: 'https://wallcraft.example', host: 'wallcraft.example' },
      { origin: 'https://app.wallcraft.example' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]) {
      const response = await call(t.app, cookie, { method: 'POST', url: '/api/notifications/mark-all-read', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(300);
    }
  });
});

describe('the admin console origin', () => {
  const origin = 'https://admin.wallcraft.example';

  it('may call the admin API, and nothing else, with credentials', async () => {
    const { cookie } = await registerUser(t.app);
    const userWrite = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { origin },
    });
    expect(userWrite.statusCode).toBe(403);
    const trpcWrite = await call(t.app, cookie, {
      method: 'POST',
      url: '/trpc/admin.logout,notifications.markAllRead?batch=1',
      headers: { origin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(trpcWrite.statusCode).toBe(403);
    const adminWrite = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin },
      payload: { username: 'root', password: 'wrong-password-here' },
    });
    expect(adminWrite.statusCode).toBe(401);

    // Reads: the CORS answer names the console only on the admin API.
    const userRead = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user', headers: { origin } });
    expect(userRead.headers['access-control-allow-origin']).toBeUndefined();
    const adminRead = await call(t.app, undefined, { method: 'GET', url: '/api/admin/me', headers: { origin } });
    expect(adminRead.headers['access-control-allow-origin']).toBe(origin);
    expect(adminRead.headers['access-control-allow-credentials']).toBe('true');
    const webRead = await call(t.app, cookie, {
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: 'https://app.wallcraft.example' },
    });
    expect(webRead.headers['access-control-allow-origin']).toBe('https://app.wallcraft.example');
  });
});

describe('GET /api/logout', () => {
  const user = async (cookie: string) => json(await call(t.app, cookie, { method: 'GET', url: '/trpc/auth.user' }));

  it('does not sign out for an image or a client without fetch metadata', async () => {
    const { cookie } = await registerUser(t.app);
    for (const headers of [{ 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await call(t.app, cookie, { method: 'GET', url: '/api/logout', headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(JSON.stringify(await user(cookie))).not.toBe(JSON.stringify({ result: { data: null } }));
    }
  });

  it('signs out for a top-level navigation from the site itself', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'GET',
      url: '/api/logout',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(await user(cookie)).toEqual({ result: { data: null } });
  });
});
