import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser, uniqueEmail } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/auth/register', () => {
  it('creates the user, answers 201 and sets an httpOnly SameSite=Lax session cookie', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'long-enough-pw', firstName: 'Ada' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email, firstName: 'Ada', lastName: null, userType: null });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'wc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThan(30);
  });

  it('refuses an email already taken, whatever its case, with 409', async () => {
    const { email } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already exists') });
  });

  it('refuses a password shorter than 8 characters with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password: Password must be at least 8 characters');
    expect(response.json().issues).toHaveLength(1);
  });

  it('refuses an invalid email with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });
});

describe('POST /api/auth/login and logout', () => {
  it('signs in with the right password and issues a new session id each time', async () => {
    const { email, cookie: first } = await registerUser(t.app);
    const response = await call(t.app, first, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(200);
    const second = cookieFrom(response);
    expect(second).not.toBe(first);
    // The session from before sign-in no longer opens anything.
    expect((await call(t.app, first, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
    expect((await call(t.app, second, { method: 'GET', url: '/api/auth/user' })).json().user.email).toBe(email);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await registerUser(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
  });

  it('logs out with 204 and the session stops working', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(204);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('GET /api/logout ends the session and redirects to / when the site navigates there', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'GET',
      url: '/api/logout',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json()).toBeNull();
  });

  it('GET /api/login redirects to the web sign-in page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('GET /api/auth/user', () => {
  it('answers null when signed out, so asking who is signed in is never an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('requires onboarding until the user has a type and both names', async () => {
    const { cookie, user } = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(before).toMatchObject({ requiresOnboarding: true, activeAccount: null, accounts: [] });

    const patched = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { userType: 'artist', location: 'Houston, TX' },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(after.requiresOnboarding).toBe(false);
    expect(after.user).toMatchObject({ userType: 'artist', location: 'Houston, TX' });
    expect(after.activeAccount).toMatchObject({ userType: 'artist', displayName: 'Ada Lovelace · ARTIST' });
    expect(after.accounts).toHaveLength(1);
  });

  it('still requires onboarding when a name is missing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'long-enough-pw' },
    });
    const cookie = cookieFrom(response);
    await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'brand' } });
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json().requiresOnboarding).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts for one email', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'target@example.com', password: 'guess-guess' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many attempts from one IP across emails', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      for (let i = 0; i < 2; i += 1) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: 'guess-guess' },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'long-enough-pw' },
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
