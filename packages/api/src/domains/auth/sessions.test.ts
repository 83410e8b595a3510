import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { endSessionsOfUser, hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_DAYS: '30', SESSION_CACHE_SECONDS: '1' });
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

function tokenOf(cookie: string): string {
  return cookie.split('wc_session=')[1]?.split(';')[0] ?? '';
}

async function setExpiry(cookie: string, expiresAt: Date) {
  await t.database.db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('id_hash', '=', hashToken(tokenOf(cookie)))
    .execute();
}

describe('sessions', () => {
  it('stores only a hash of the cookie token', async () => {
    const { cookie } = await registerUser(t.app);
    const token = tokenOf(cookie);
    const rows = await t.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((row) => row.id_hash === token)).toBe(false);
    expect(rows.some((row) => row.id_hash === hashToken(token))).toBe(true);
  });

  it('slides the expiry forward and re-sends the cookie once a day has passed', async () => {
    const { cookie } = await registerUser(t.app);
    await setExpiry(cookie, new Date(Date.now() + 10 * DAY_MS));
    const response = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'wc_session')?.maxAge).toBe(30 * 86_400);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id_hash', '=', hashToken(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('does not rewrite a fresh session on every request', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(response.cookies.find((c) => c.name === 'wc_session')).toBeUndefined();
  });

  it('treats an expired session as signed out', async () => {
    const { cookie } = await registerUser(t.app);
    await setExpiry(cookie, new Date(Date.now() - 1000));
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('signs a user out everywhere with endSessionsOfUser, and nobody else', async () => {
    const a = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.email, password: 'long-enough-pw' },
    });
    const b = await registerUser(t.app);
    await endSessionsOfUser(t.database.db, a.user.id);
    const who = async (cookie: string) => (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(await who(a.cookie)).toBeNull();
    expect(await who(cookieFrom(login))).toBeNull();
    expect(await who(b.cookie)).toMatchObject({ user: { id: b.user.id } });
  });

  it('refuses a signed-out session at once, though this process had just read it', async () => {
    const { cookie, user } = await registerUser(t.app);
    const who = async () => (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(await who()).toMatchObject({ user: { id: user.id } });
    expect(await who()).toMatchObject({ user: { id: user.id } });
    expect((await call(t.app, cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await who()).toBeNull();
  });

  it('keeps a session it read for a few seconds: a change made behind its back shows after that', async () => {
    const { cookie, user } = await registerUser(t.app);
    const who = async () => (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(await who()).toMatchObject({ user: { id: user.id } });
    // Deleted straight in the table, announced to nobody: the kept session answers until it goes stale.
    await t.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect(await who()).toMatchObject({ user: { id: user.id } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await who()).toBeNull();
  });

  it('treats a made-up token as signed out', async () => {
    expect((await call(t.app, 'wc_session=forged-token', { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: 'long-enough-pw' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'wc_session')?.secure).toBe(true);
      const plain = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'plain@example.com', password: 'long-enough-pw' },
      });
      expect(plain.cookies.find((c) => c.name === 'wc_session')?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});
