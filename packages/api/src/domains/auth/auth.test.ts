import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, createTestApp, type TestApp } from '../../../test/helpers';
import { becomes, registerAs, registerUser, uniqueEmail } from '../../../test/fixtures';

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

  it('requires onboarding until the user has a profile type', async () => {
    const { cookie, user } = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(before).toMatchObject({
      requiresOnboarding: true,
      activeAccount: null,
      accounts: [],
      profileToFinish: ['location'],
    });

    const patched = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { userType: 'artist', location: 'Houston, TX' },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(after).toMatchObject({ requiresOnboarding: false, profileToFinish: [] });
    expect(after.user).toMatchObject({ userType: 'artist', location: 'Houston, TX' });
    expect(after.activeAccount).toMatchObject({ userType: 'artist', displayName: 'Ada Lovelace · ARTIST' });
    expect(after.accounts).toHaveLength(1);
  });

  it('lets a user who skipped setup in with a type alone, listing the basics still to give', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'long-enough-pw' },
    });
    const cookie = cookieFrom(response);
    const { user } = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    const skipped = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { userType: 'brand' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json()).toMatchObject({
      requiresOnboarding: false,
      activeAccount: { userType: 'brand' },
      profileToFinish: ['firstName', 'lastName', 'location'],
    });
  });
  it("carries the active profile's details and every profile held, as their own endpoints give them", async () => {
    const who = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
    const session = async () => (await call(t.app, who.cookie, { method: 'GET', url: '/api/auth/user' })).json();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const artistUrl = `/api/artists/${who.user.id}/profile`;
    const profile = { specialties: ['Murals'], hourlyRate: 85, yearsExperience: 7, story: 'Paint & "quotes" <b>' };
    expect((await call(t.app, who.cookie, { method: 'POST', url: artistUrl, payload: profile })).statusCode).toBe(201);
    const dates = { dates: [day(9), day(2)] };
    const datesUrl = `/api/artists/${who.user.id}/unavailable-dates`;
    expect((await call(t.app, who.cookie, { method: 'PUT', url: datesUrl, payload: dates })).statusCode).toBe(200);

    const asArtist = await session();
    expect(asArtist.artistProfile).toEqual((await call(t.app, who.cookie, { method: 'GET', url: artistUrl })).json());
    expect(asArtist.artistProfile).toMatchObject({ ...profile, unavailableDates: [day(2), day(9)] });
    expect(asArtist.brandProfile).toBeNull();

    await becomes(t.app, who, 'brand');
    const brandUrl = `/api/brands/${who.user.id}/profile`;
    const company = { companyName: 'Casa Azul', industry: 'ART', budget: '$5,000.50', preferredStyles: ['Folk'] };
    expect((await call(t.app, who.cookie, { method: 'POST', url: brandUrl, payload: company })).statusCode).toBe(201);
    await becomes(t.app, who, 'wall_owner');
    await becomes(t.app, who, 'brand');
    const asBrand = await session();
    const brand = (await call(t.app, who.cookie, { method: 'GET', url: `/api/brands/${who.user.id}` })).json();
    // The public read answers the private budget as null; the brand's own session carries it.
    expect(asBrand.brandProfile).toEqual({ ...brand.brandProfile, budget: '5000.50' });
    expect(asBrand.brandProfile).toMatchObject({ ...company, budget: '5000.50' });
    expect(asBrand.artistProfile).toBeNull();
    expect(asBrand.accounts).toEqual((await call(t.app, who.cookie, { method: 'GET', url: '/api/accounts' })).json());
    expect(asBrand.accounts.map((account: { userType: string }) => account.userType)).toEqual([
      'artist',
      'brand',
      'wall_owner',
    ]);
    expect(asBrand.activeAccount).toEqual(asBrand.accounts[1]);

    await becomes(t.app, who, 'wall_owner');
    expect(await session()).toMatchObject({
      artistProfile: null,
      brandProfile: null,
      activeAccount: asBrand.accounts[2],
    });
  });
});

describe('sign-in limits', () => {
  const PASSWORD = 'long-enough-pw';
  // Each test uses its own emails and addresses; `low` has small ceilings so they can be reached quickly.
  let open: TestApp;
  let low: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    low = await createTestApp({
      AUTH_FAILURES_PER_EMAIL_PER_HOUR: '3',
      AUTH_FAILURES_PER_IP_PER_HOUR: '3',
      AUTH_RATE_LIMIT_PER_IP: '3',
    });
  });
  afterAll(async () => Promise.all([open.close(), low.close()]));
  const signIn = (app: TestApp['app'], email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  async function failTimes(app: TestApp['app'], email: string, times: number, remoteAddress: string) {
    for (let i = 0; i < times; i += 1)
      expect((await signIn(app, email, 'guess-guess', remoteAddress)).statusCode).toBe(401);
  }

  it("a stranger's twelve wrong passwords from one address do not lock the owner out from another", async () => {
    const { email } = await registerUser(open.app);
    for (let i = 0; i < 12; i += 1) await signIn(open.app, email, 'guess-guess', '203.0.113.7');
    expect((await signIn(open.app, email, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('after five failures for one email from one address, each try waits longer and the 429 says how long', async () => {
    const { email } = await registerUser(open.app);
    await failTimes(open.app, email, 5, '203.0.113.7');
    const first = await signIn(open.app, email, PASSWORD, '203.0.113.7');
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe(
      'Too many failed sign-ins for this account from your network; try again in 2 seconds',
    );
    expect(first.headers['retry-after']).toBe('2');
    // Waiting out the delay allows one more try; failing it doubles the wait.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signIn(open.app, email, 'guess-guess', '203.0.113.7')).statusCode).toBe(401);
    const second = await signIn(open.app, email, PASSWORD, '203.0.113.7');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/try again in 4 seconds$/);
    expect(second.headers['retry-after']).toBe('4');
    // Another address is not held back by these failures.
    expect((await signIn(open.app, email, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so stepping through its addresses does not reset the count', async () => {
    const { email } = await registerUser(open.app);
    for (let i = 1; i <= 5; i += 1) await failTimes(open.app, email, 1, `2001:db8:aa:1::${i}`);
    expect((await signIn(open.app, email, PASSWORD, '2001:db8:aa:1::6')).statusCode).toBe(429);
    expect((await signIn(open.app, email, PASSWORD, '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('a burst of parallel wrong passwords gets no more tries than one at a time would', async () => {
    const { email } = await registerUser(open.app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(open.app, email, 'guess-guess', '203.0.113.77')),
    );
    const statuses = burst.map((response) => response.statusCode);
    // The five free tries, and at most one more through the gate; the rest wait.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(14);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
  });

  it("a success clears that address's failures for the email", async () => {
    const { email } = await registerUser(open.app);
    await failTimes(open.app, email, 4, '203.0.113.7');
    expect((await signIn(open.app, email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    // Four more failures are free again: without the reset the fifth would have started the delay.
    await failTimes(open.app, email, 4, '203.0.113.7');
    expect((await signIn(open.app, email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });

  it('thirty people signing in behind one address are never refused: successes do not count', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 31; i += 1) emails.push((await registerUser(open.app)).email);
    for (const email of emails) expect((await signIn(open.app, email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // The same person signing in again and again is not refused either.
    for (let i = 0; i < 15; i += 1)
      expect((await signIn(open.app, emails[0]!, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  }, 120_000);

  it('holds a ceiling of failures per email over all addresses, which even the right password waits out', async () => {
    const { email } = await registerUser(low.app);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await failTimes(low.app, email, 1, address);
    const blocked = await signIn(low.app, email, PASSWORD, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-ins for this account in the last hour; try again in \d+ minutes$/,
    );
    // Other emails are not affected.
    const other = await registerUser(low.app);
    expect((await signIn(low.app, other.email, PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });

  it('the default ceiling per email is high: twenty addresses failing twice each do not lock the owner out', async () => {
    const { email } = await registerUser(open.app);
    for (let i = 1; i <= 20; i += 1) await failTimes(open.app, email, 2, `203.0.113.${i}`);
    expect((await signIn(open.app, email, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('holds a ceiling of failures per address over all emails, against spraying one password', async () => {
    for (let i = 0; i < 3; i += 1) await failTimes(low.app, uniqueEmail(), 1, '203.0.113.9');
    const blocked = await signIn(low.app, uniqueEmail(), 'guess-guess', '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-ins from your network in the last hour; try again in/,
    );
    expect((await signIn(low.app, uniqueEmail(), 'guess-guess', '203.0.113.10')).statusCode).toBe(401);
  });

  it('sign-ups are limited per address', async () => {
    const signUp = (remoteAddress: string) =>
      low.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) expect((await signUp('203.0.113.5')).statusCode).toBe(201);
    const blocked = await signUp('203.0.113.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-ups/);
    expect((await signUp('203.0.113.6')).statusCode).toBe(201);
  });
});
