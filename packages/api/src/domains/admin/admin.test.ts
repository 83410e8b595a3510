import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  // createTestApp sets ADMIN_USERNAME=root and ADMIN_PASSWORD: the first admin comes from them.
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'root', password: 'root-password-for-tests' },
  });
  expect(response.statusCode).toBe(200);
  adminCookie = cookieFrom(response);
});
afterAll(async () => t.close());

describe('admin sessions', () => {
  it('signs in the first admin from the environment and sets its own cookie', async () => {
    expect(adminCookie).toMatch(/^wc_admin_session=/);
    const me = await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'root', role: 'superadmin' });
  });

  it('refuses wrong credentials with 401 "Invalid credentials"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'root', password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it('never opens an admin route with a user session', async () => {
    const { cookie } = await registerUser(t.app);
    for (const url of [
      '/api/admin/me',
      '/api/admin/metrics',
      '/api/admin/users',
      '/api/admin/projects',
      '/api/admin/transactions',
    ]) {
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('never opens a user route with an admin session', async () => {
    expect((await call(t.app, adminCookie, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('logs out and the admin session stops working', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'root', password: 'root-password-for-tests' },
    });
    const cookie = cookieFrom(login);
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
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
  });
});

describe('admin reads', () => {
  it('counts users, projects and transactions', async () => {
    await registerUser(t.app);
    const metrics = (await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/metrics' })).json();
    expect(metrics.totalUsers).toBeGreaterThan(0);
    expect(metrics).toMatchObject({ totalProjects: 0, totalTransactions: 0, platformFee: 0, platformFeePercent: 5 });
  });

  it('lists users paged and searchable, without password hashes', async () => {
    const { email } = await registerUser(t.app, { firstName: 'Searchable', lastName: 'Person' });
    const response = await call(t.app, adminCookie, {
      method: 'GET',
      url: '/api/admin/users?search=searchable&limit=5',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ email, firstName: 'Searchable', userTypes: [] });
    expect(JSON.stringify(body)).not.toMatch(/scrypt\$/);
  });

  it('refuses a page size over the maximum with 400', async () => {
    const response = await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/users?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^limit: /);
  });
});
