import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
let brand: Person;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
});
afterAll(async () => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(who: Person, payload: Record<string, unknown>) {
  const response = await call(t.app, who.cookie, { method: 'POST', url: '/api/tokens', payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; token: string; prefix: string }>(response);
}

describe('managing tokens with a session', () => {
  it('shows the secret once at creation and stores only its sha256', async () => {
    const created = await createToken(brand, { name: 'CI script', scopes: ['projects:read'], expiresInDays: 30 });
    expect(created.token).toMatch(/^wc_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(3, 11));
    const row = await t.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));
    expect(row.expires_at).not.toBeNull();
  });

  it('lists the tokens without their secrets or hashes', async () => {
    const created = await createToken(brand, { name: 'Listed', scopes: ['profile:read'] });
    const response = await call(t.app, brand.cookie, { method: 'GET', url: '/api/tokens' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(created.token);
    expect(response.body).not.toContain(sha256(created.token));
    const listed = json<Record<string, unknown>[]>(response).find((token) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'Listed', scopes: ['profile:read'], expiresAt: null, revokedAt: null });
    expect(Object.keys(listed!)).not.toContain('token');
  });

  it('refuses an empty or repeated scope list with a message', async () => {
    for (const scopes of [[], ['profile:read', 'profile:read'], ['everything']]) {
      const response = await call(t.app, brand.cookie, {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'Bad', scopes },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it("answers 404 when revoking another user's token", async () => {
    const created = await createToken(brand, { name: 'Mine', scopes: ['profile:read'] });
    const other = await registerAs(t.app, 'artist');
    const response = await call(t.app, other.cookie, { method: 'DELETE', url: `/api/tokens/${created.id}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('calling with a token', () => {
  it('acts as its user within its scopes', async () => {
    const { token } = await createToken(brand, { name: 'Reader', scopes: ['profile:read', 'projects:write'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(json(me).user.id).toBe(brand.user.id);
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(token),
      payload: { title: 'Token mural', location: 'Austin, TX', budget: '5,000' },
    });
    expect(project.statusCode, project.body).toBe(201);
  });

  it('answers 403 naming the scope the token lacks', async () => {
    const { token } = await createToken(brand, { name: 'Profile only', scopes: ['profile:read'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/messages', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toContain('messages:read');
  });

  it('answers 403 on an endpoint that declares no scope, token management included', async () => {
    const { token, id } = await createToken(brand, { name: 'All', scopes: ['profile:read', 'projects:read'] });
    const saved = await t.app.inject({ method: 'GET', url: '/api/saved', headers: bearer(token) });
    expect(saved.statusCode).toBe(403);
    expect(json(saved).message).toContain('API tokens cannot use this endpoint');
    for (const request of [
      { method: 'GET' as const, url: '/api/tokens' },
      { method: 'POST' as const, url: '/api/tokens', payload: { name: 'More', scopes: ['profile:read'] } },
      { method: 'DELETE' as const, url: `/api/tokens/${id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });

  it('answers 401 for an unknown, revoked or expired token, even beside a session cookie', async () => {
    const revoked = await createToken(brand, { name: 'Revoked', scopes: ['profile:read'] });
    const gone = await call(t.app, brand.cookie, { method: 'DELETE', url: `/api/tokens/${revoked.id}` });
    expect(gone.statusCode).toBe(204);
    const expired = await createToken(brand, { name: 'Expired', scopes: ['profile:read'], expiresInDays: 1 });
    await t.database.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    for (const token of [revoked.token, expired.token, `wc_${'x'.repeat(43)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { ...bearer(token), cookie: brand.cookie },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toContain('unknown, revoked or expired');
    }
  });

  it('never opens admin routes', async () => {
    const { token } = await createToken(brand, { name: 'Admin?', scopes: ['profile:read'] });
    // Not on the public port (no such route there), and not through the console's server either.
    const direct = await t.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: bearer(token) });
    expect(direct.statusCode).toBe(404);
    const viaConsole = await call(t.app, undefined, {
      method: 'GET',
      url: '/api/admin/disputes',
      headers: bearer(token),
    });
    expect(viaConsole.statusCode).toBe(403);
    expect(json(viaConsole).message).toBe('API tokens cannot use this endpoint; sign in instead');
  });

  it('records its last use', async () => {
    const { token, id } = await createToken(brand, { name: 'Used', scopes: ['profile:read'] });
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    const row = await t.database.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });
});

describe('the per-token rate limit', () => {
  it('reports RateLimit headers and answers 429 with Retry-After beyond the limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', API_TOKEN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const person = await registerAs(limited.app, 'artist');
      const created = await call(limited.app, person.cookie, {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'Busy', scopes: ['profile:read'] },
      });
      const { token } = json<{ token: string }>(created);
      const ask = () => limited.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      const first = await ask();
      expect(first.statusCode).toBe(200);
      expect(first.headers['ratelimit-limit']).toBe('2');
      expect(first.headers['ratelimit-remaining']).toBe('1');
      expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.headers['ratelimit-remaining']).toBe('0');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares the bearer scheme and names the scopes an operation needs', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/projects'].post.description).toContain('projects:write');
    expect(doc.paths['/projects'].post['x-api-token-scopes']).toEqual(['projects:write']);
    expect(doc.paths['/tokens'].get['x-api-token-scopes']).toBeUndefined();
  });
});
