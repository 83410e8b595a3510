import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteExpiredSessions, deleteUserSession, endSessionsOfUser, hashToken } from '../domains/auth/sessions';
import { call, CONSOLE_PROOF, cookieFrom, createTestApp, type TestApp } from '../../test/helpers';
import { CONSOLE_PROOF_HEADER } from '../lib/console-proof';
import { registerUser } from '../../test/fixtures';
import { listenForWebsockets, notify, openRawSocket } from '../../test/realtime';
import { SESSION_ENDED_CLOSE_CODE } from './socket-sessions';
import { adminSessionCookie } from '../../test/admins';

const DAY_MS = 86_400_000;

let t: TestApp;
let url: string;
const sockets: Array<Awaited<ReturnType<typeof openRawSocket>>> = [];

/** A websocket with this cookie, subscribed to realtime.events and shown to be signed in. */
async function signedInSocket(cookie: string) {
  const socket = await openRawSocket(url, cookie);
  sockets.push(socket);
  const events = await socket.send('subscription', 'realtime.events', {});
  expect(events.result?.type).toBe('started');
  expect((await socket.send('query', 'auth.user')).result?.data).toMatchObject({ user: { id: expect.any(String) } });
  return { socket, events };
}

const tokenOf = (cookie: string) => cookie.split('wc_session=')[1]?.split(';')[0] ?? '';

/** Within a second of `since`, the server closed the socket as one whose session ended. */
async function expectClosedWithinASecond(socket: Awaited<ReturnType<typeof openRawSocket>>, since: number) {
  const closed = await Promise.race([
    socket.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), since + 1000 - Date.now())),
  ]);
  expect(closed).toMatchObject({ code: SESSION_ENDED_CLOSE_CODE, reason: expect.stringMatching(/sign in again/) });
  expect(closed!.at - since).toBeLessThan(1000);
}

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_DAYS: '1' });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  sockets.splice(0).forEach((socket) => socket.close());
});
afterAll(async () => t.close());

describe('an open websocket after its session ends', () => {
  it('is closed within a second of POST /api/auth/logout, and hears no further event', async () => {
    const a = await registerUser(t.app);
    const { socket, events } = await signedInSocket(a.cookie);

    const since = Date.now();
    expect((await call(t.app, a.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    await expectClosedWithinASecond(socket, since);

    await notify(t.database.db, a.user.id, 'after sign-out');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.dataOf(events)).toEqual([]);
    // Reconnecting with the old cookie is a signed-out socket.
    const again = await openRawSocket(url, a.cookie);
    sockets.push(again);
    expect((await again.send('subscription', 'realtime.events', {})).error?.data?.code).toBe('UNAUTHORIZED');
  });

  it("leaves the user's other sessions and their sockets alone", async () => {
    const a = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.email, password: 'long-enough-pw' },
    });
    expect(login.statusCode).toBe(200);
    const first = await signedInSocket(a.cookie);
    const second = await signedInSocket(cookieFrom(login));

    const since = Date.now();
    await call(t.app, a.cookie, { method: 'POST', url: '/api/auth/logout' });
    await expectClosedWithinASecond(first.socket, since);

    await notify(t.database.db, a.user.id, 'still signed in there');
    await vi.waitFor(() => expect(second.socket.dataOf(second.events)).toHaveLength(1));
    expect((await second.socket.send('query', 'auth.user')).result?.data).toMatchObject({ user: { id: a.user.id } });
  });

  it('is closed within a second when the session is deleted through the sessions module', async () => {
    const a = await registerUser(t.app);
    const { socket } = await signedInSocket(a.cookie);
    const since = Date.now();
    await deleteUserSession(t.database.db, hashToken(tokenOf(a.cookie)));
    await expectClosedWithinASecond(socket, since);
  });

  it('is closed within a second when the user is signed out everywhere (an operator suspending them)', async () => {
    const a = await registerUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: a.email, password: 'long-enough-pw' },
    });
    const first = await signedInSocket(a.cookie);
    const second = await signedInSocket(cookieFrom(other));
    const since = Date.now();
    await endSessionsOfUser(t.database.db, a.user.id);
    await expectClosedWithinASecond(first.socket, since);
    await expectClosedWithinASecond(second.socket, since);
  });

  it('is closed within a second when the expiry sweep deletes its session', async () => {
    const a = await registerUser(t.app);
    const { socket } = await signedInSocket(a.cookie);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', hashToken(tokenOf(a.cookie)))
      .execute();
    const since = Date.now();
    await deleteExpiredSessions(t.database.db);
    await expectClosedWithinASecond(socket, since);
  });

  it('is closed within a second of its expiry, with nobody announcing it', async () => {
    const a = await registerUser(t.app);
    const expiresAt = Date.now() + 3000;
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(expiresAt) })
      .where('id_hash', '=', hashToken(tokenOf(a.cookie)))
      .execute();
    const { socket, events } = await signedInSocket(a.cookie);

    await expectClosedWithinASecond(socket, expiresAt);
    await notify(t.database.db, a.user.id, 'after expiry');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.dataOf(events)).toEqual([]);
  });

  it('refuses every call once the expiry it knows has passed, before any check of the database', async () => {
    const a = await registerUser(t.app);
    const { socket } = await signedInSocket(a.cookie);
    // Only the clock moves: the socket's next look at the database is still far off.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * DAY_MS);

    expect((await socket.send('query', 'auth.user')).result?.data).toBeNull();
    expect((await socket.send('mutation', 'notifications.markAllRead')).error?.data?.code).toBe('UNAUTHORIZED');
    expect((await socket.send('subscription', 'realtime.events', {})).error?.data?.code).toBe('UNAUTHORIZED');
  });
});

describe("an operator's cookie on the websocket", () => {
  it('runs no admin procedure, whatever the upgrade carries: the console opens no socket', async () => {
    const cookie = await adminSessionCookie(t.database.db);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
    const webPage = { origin: new URL(url).origin.replace(/^ws/, 'http') };
    const upgrades: Record<string, string>[] = [{}, { [CONSOLE_PROOF_HEADER]: CONSOLE_PROOF }, webPage];
    for (const headers of upgrades) {
      const socket = await openRawSocket(url, cookie, headers);
      sockets.push(socket);
      for (const [method, path, input] of [
        ['query', 'admin.me', undefined],
        ['query', 'admin.users', {}],
        ['mutation', 'admin.login', { username: 'root', password: 'root-password-for-tests' }],
      ] as const)
        expect(
          (await socket.send(method, path, input)).error?.data,
          `${path} ${JSON.stringify(headers)}`,
        ).toMatchObject({
          code: 'NOT_FOUND',
          httpStatus: 404,
        });
    }
  });
});
