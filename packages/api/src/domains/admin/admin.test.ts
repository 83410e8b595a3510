import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { call, cookieFrom, createTestApp, type TestApp } from '../../../test/helpers';
import { adminSessionCookie, freshCode, ROOT, signInAdmin } from '../../../test/admins';
import { registerUser } from '../../../test/fixtures';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  // createTestApp sets ADMIN_USERNAME=root and ADMIN_PASSWORD: the first admin comes from them.
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => t.close());

const login = (payload: { username: string; password: string } = ROOT) =>
  call(t.app, undefined, { method: 'POST', url: '/api/admin/login', payload });
const verify = (cookie: string, payload: Record<string, string>) =>
  call(t.app, cookie, { method: 'POST', url: '/api/admin/login/verify', payload });
const me = (cookie: string) => call(t.app, cookie, { method: 'GET', url: '/api/admin/me' });

describe('admin sign-in with two factors', () => {
  it('signed the first admin in from the environment, with its own cookie', async () => {
    expect(adminCookie).toMatch(/^wc_admin_session=/);
    const response = await me(adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'root', role: 'superadmin' });
  });

  it('enrols a new operator: the password alone opens nothing, a wrong code is refused, ten recovery codes once', async () => {
    const root = await adminSessionCookie(t.database.db);
    const invite = await call(t.app, root, {
      method: 'POST',
      url: '/api/admin/operators/invites',
      payload: { role: 'operator' },
    });
    const token = invite.json().path.split('/').at(-1);
    const credentials = { username: 'enrols', password: 'a-long-enough-password' };
    expect(
      (
        await call(t.app, undefined, {
          method: 'POST',
          url: '/api/admin/invites/accept',
          payload: { token, ...credentials },
        })
      ).statusCode,
    ).toBe(201);

    const first = await login(credentials);
    expect(first.json()).toMatchObject({
      status: 'enrollment_required',
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    const pending = cookieFrom(first);
    expect((await me(pending)).json().message).toMatch(/authenticator app/);
    expect((await me(pending)).statusCode).toBe(401);

    const wrong = await verify(pending, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/not valid/);

    const code = await freshCode(t.database.db, 'enrols', first.json().secret);
    const enrolled = await verify(pending, { code });
    expect(enrolled.statusCode).toBe(200);
    const { recoveryCodes } = enrolled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The pending session was replaced by a new one: the old cookie opens nothing.
    expect((await me(pending)).statusCode).toBe(401);
    expect((await me(cookieFrom(enrolled))).json()).toMatchObject({ username: 'enrols', role: 'operator' });

    // Next sign-in: a code, never the same one twice; then a recovery code, used up once used.
    const again = await login(credentials);
    expect(again.json()).toEqual({ status: 'totp_required' });
    expect((await verify(cookieFrom(again), { code })).statusCode).toBe(401);
    const byRecovery = await verify(cookieFrom(again), { recoveryCode: recoveryCodes[0].toLowerCase() });
    expect(byRecovery.statusCode).toBe(200);
    expect(byRecovery.json().recoveryCodes).toBeNull();
    const reused = await verify(cookieFrom(await login(credentials)), { recoveryCode: recoveryCodes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/used already/);
  });

  it('refuses a second step without a first, and a malformed code with 400', async () => {
    expect((await verify('', { code: '123456' })).statusCode).toBe(401);
    const pending = cookieFrom(await login());
    const malformed = await verify(pending, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/6-digit code/);
  });

  it('refuses wrong credentials with 401 "Invalid credentials"', async () => {
    const response = await login({ username: 'root', password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it('ends a session after ADMIN_IDLE_MINUTES without a request', async () => {
    const cookie = await adminSessionCookie(t.database.db);
    expect((await me(cookie)).statusCode).toBe(200);
    const hash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    await t.database.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('id_hash', '=', hash)
      .execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('never opens an admin route with a user session', async () => {
    const { cookie } = await registerUser(t.app);
    for (const url of [
      '/api/admin/me',
      '/api/admin/metrics',
      '/api/admin/users',
      '/api/admin/projects',
      '/api/admin/transactions',
      '/api/admin/audit',
      '/api/admin/settings',
      '/api/admin/operators',
    ]) {
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('never opens a user route with an admin session', async () => {
    expect((await call(t.app, adminCookie, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('logs out and the admin session stops working', async () => {
    const cookie = await adminSessionCookie(t.database.db);
    expect(
      (
        await call(t.app, cookie, {
          method: 'POST',
          url: '/api/admin/logout',
          headers: { 'content-type': 'application/json' },
          payload: {},
        })
      ).statusCode,
    ).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('admin reads', () => {
  it('counts users, projects and transactions', async () => {
    await registerUser(t.app);
    const metrics = (await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/metrics' })).json();
    expect(metrics.totalUsers).toBeGreaterThan(0);
    expect(metrics).toMatchObject({
      totalProjects: 0,
      totalTransactions: 0,
      platformFee: '0.00',
      platformFeePercent: 5,
    });
  });

  it('lists users paged and searchable, without password hashes', async () => {
    const { email } = await registerUser(t.app, { firstName: 'Searchable', lastName: 'Person' });
    const response = await call(t.app, adminCookie, {
      method: 'GET',
      url: '/api/admin/users?search=searchable&limit=5',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toEqual({ count: 1, capped: false });
    expect(body.items[0]).toMatchObject({ email, firstName: 'Searchable', userTypes: [] });
    expect(JSON.stringify(body)).not.toMatch(/scrypt\$/);
  });

  it('refuses a page size over the maximum with 400', async () => {
    const response = await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/users?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^limit: /);
  });
});
