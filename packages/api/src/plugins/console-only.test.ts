import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { CONSOLE_PROOF_HEADER } from '../lib/console-proof';
import { call, CONSOLE_PROOF, createTestApp, type TestApp } from '../../test/helpers';
import { adminSessionCookie, ROOT, signInAdmin } from '../../test/admins';
import { registerUser } from '../../test/fixtures';

/**
 * The admin API belongs to the console: served only to requests that came through the console's server (its
 * proof header), never to the web app's origin, with a cookie scoped to the console; and behind the console every
 * operator keeps their own address.
 */

const WEB = 'https://app.wallcraft.example';
const CONSOLE = 'https://admin.wallcraft.example';
/** The console's server as the API sees it: the one proxy whose X-Forwarded-For it believes. */
const CONSOLE_SERVER = '10.0.0.7';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_ORIGIN: WEB, ADMIN_ORIGIN: CONSOLE, TRUST_PROXY: CONSOLE_SERVER });
  operator = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

/** Every kind of admin request: reads, a write, a CSV export, tRPC calls and a batch that hides one among others. */
const ADMIN_REQUESTS = [
  { method: 'GET', url: '/api/admin/me' },
  { method: 'GET', url: '/api/admin/users?limit=5' },
  { method: 'GET', url: '/api/admin/export/users.csv' },
  { method: 'POST', url: '/api/admin/operators/invites', payload: { role: 'superadmin' } },
  { method: 'POST', url: '/api/admin/logout' },
  { method: 'GET', url: '/trpc/admin.me' },
  { method: 'GET', url: '/trpc/auth.user,admin.users?batch=1&input=%7B%221%22%3A%7B%7D%7D' },
  { method: 'POST', url: '/trpc/admin.operators.invite', payload: { role: 'superadmin' } },
  // Other spellings of the same paths.
  { method: 'GET', url: '/api/%61dmin/me' },
  { method: 'GET', url: '/api//admin/me' },
  { method: 'GET', url: '/api/ADMIN/me' },
] as const;

describe('the admin API outside the console', () => {
  it('does not exist (404) for a request without the console’s proof, whatever cookie and origin it has', async () => {
    for (const request of ADMIN_REQUESTS)
      for (const headers of [{}, { origin: WEB }, { 'sec-fetch-site': 'same-origin' }, { origin: CONSOLE }]) {
        const response = await t.app.inject({ ...request, headers: { ...headers, cookie: operator } });
        expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(headers)}`).toBe(404);
      }
    // Nothing was made or ended: no invitation, and the session still works through the console.
    const invites = await t.database.db.selectFrom('admin_invites').select('id').execute();
    expect(invites).toHaveLength(0);
    expect((await call(t.app, operator, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
  });

  it('does not exist for a wrong or empty proof either', async () => {
    for (const proof of ['', 'x', `${CONSOLE_PROOF}x`, CONSOLE_PROOF.slice(1)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { cookie: operator, [CONSOLE_PROOF_HEADER]: proof },
      });
      expect(response.statusCode, proof).toBe(404);
    }
  });

  it('refuses the web app’s origin outright, reads and exports included, even through the console', async () => {
    const viaConsole = (request: (typeof ADMIN_REQUESTS)[number], headers: Record<string, string>) =>
      call(t.app, operator, { ...request, headers });
    for (const request of ADMIN_REQUESTS) {
      const foreign: Record<string, string>[] = [
        { origin: WEB },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const response = await viaConsole(request, headers);
        expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    // The console's own pages pass.
    const own = await viaConsole(ADMIN_REQUESTS[0], { origin: CONSOLE });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(CONSOLE);
  });

  it('leaves the user API to users: a user cookie never opens the admin API, with or without the proof', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(404);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json()).toMatchObject({
      user: { email: expect.any(String) },
    });
  });
});

describe('the console’s session cookie', () => {
  it('is scoped to the console’s path, and named __Secure- with the Secure flag over HTTPS', async () => {
    const plain = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: ROOT,
      remoteAddress: CONSOLE_SERVER,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.cookies).toEqual([expect.objectContaining({ name: 'wc_admin_session', path: '/admin' })]);
    expect(plain.cookies[0]!.secure).toBeFalsy();

    const secure = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: ROOT,
      remoteAddress: CONSOLE_SERVER,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
    });
    expect(secure.statusCode, secure.body).toBe(200);
    expect(secure.cookies).toEqual([
      expect.objectContaining({ name: '__Secure-wc_admin_session', path: '/admin', secure: true, httpOnly: true }),
    ]);
    // Over HTTPS only the __Secure- cookie counts: one a plain-HTTP page could have set is not read.
    const token = secure.cookies[0]!.value;
    const https = { 'x-forwarded-proto': 'https' };
    const read = (cookie: string) =>
      call(t.app, cookie, {
        method: 'POST',
        url: '/api/admin/login/verify',
        payload: { code: '000000' },
        remoteAddress: CONSOLE_SERVER,
        headers: https,
      });
    expect((await read(`wc_admin_session=${token}`)).json().message).toMatch(/Sign in with your username/);
    expect((await read(`__Secure-wc_admin_session=${token}`)).json().message).toMatch(/code is not valid/);
  });
});

describe('operators behind the console', () => {
  const signIn = (address: string, password: string) =>
    call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: ROOT.username, password },
      remoteAddress: CONSOLE_SERVER,
      headers: { 'x-forwarded-for': address },
    });

  it('keep their own sign-in limits: a stranger’s failures do not lock the owner out', async () => {
    for (let i = 0; i < 7; i += 1)
      expect((await signIn('203.0.113.66', 'a-wrong-password')).statusCode).toBeGreaterThanOrEqual(401);
    expect((await signIn('203.0.113.66', 'a-wrong-password')).statusCode).toBe(429);
    expect((await signIn('198.51.100.20', ROOT.password)).statusCode).toBe(200);
  });

  it('have their own address in the audit log', async () => {
    const { cookie } = await signInAdmin(t.app, t.database.db);
    const invite = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/admin/operators/invites',
      payload: { role: 'viewer' },
      remoteAddress: CONSOLE_SERVER,
      headers: { 'x-forwarded-for': '198.51.100.30' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const row = await t.database.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'operator.invite')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('198.51.100.30');
  });

  it('cannot name another address from anywhere but the console’s server', async () => {
    const stranger = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: ROOT,
      remoteAddress: '192.0.2.99',
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(stranger.statusCode, stranger.body).toBe(200);
    const session = await t.database.db
      .selectFrom('admin_sessions')
      .select('ip')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('192.0.2.99');
  });
});

describe('TRUST_PROXY', () => {
  it('names addresses or ranges, never every address', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/name the proxies' addresses/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/8, example.com' })).toThrow(/example.com is not an IP address/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.7, 172.28.0.0/24, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.7',
      '172.28.0.0/24',
      'loopback',
    ]);
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
  });
});
