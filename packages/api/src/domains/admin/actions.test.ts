import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { brandProject, registerAs, registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { listenForWebsockets, openRawSocket } from '../../../test/realtime';
import { SESSION_ENDED_CLOSE_CODE } from '../../realtime/socket-sessions';
import { adminCookie, escrowedDeal } from './test-fixtures';

let t: TestApp;
let url: string;
let root: string;
let operator: string;
let viewer: string;
const sockets: Array<Awaited<ReturnType<typeof openRawSocket>>> = [];

beforeAll(async () => {
  // A low refund limit, so the test payments sit on both sides of it.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', ADMIN_REFUND_LIMIT_CENTS: '20000' });
  url = await listenForWebsockets(t.app);
  root = await adminSessionCookie(t.database.db);
  operator = await adminCookie(t.database.db, 'operator');
  viewer = await adminCookie(t.database.db, 'viewer');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
afterAll(async () => t.close());

const post = (cookie: string, path: string, payload: Record<string, unknown> = {}) =>
  call(t.app, cookie, { method: 'POST', url: `/api/admin/${path}`, payload });
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'long-enough-pw' } });
const whoIs = async (cookie: string) =>
  (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json<{ user: { id: string } } | null>();

function auditRows(targetId: string) {
  return t.database.db
    .selectFrom('audit_log')
    .innerJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(['admins.username', 'audit_log.action', 'audit_log.before', 'audit_log.after', 'audit_log.note'])
    .where('target_id', '=', targetId)
    .orderBy('audit_log.id')
    .execute();
}

function ledgerOf(transactionId: string) {
  return t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'amount_cents'])
    .where('transaction_id', '=', transactionId)
    .execute();
}

describe('suspending and reinstating a user', () => {
  it('ends their session and open websocket at once, refuses their sign-in with 403, and audits both actions', async () => {
    const user = await registerUser(t.app);
    const socket = await openRawSocket(url, user.cookie);
    sockets.push(socket);
    expect((await socket.send('subscription', 'realtime.events', {})).result?.type).toBe('started');
    expect(await whoIs(user.cookie)).toMatchObject({ user: { id: user.user.id } });

    const since = Date.now();
    const suspended = await post(operator, `users/${user.user.id}/suspend`, { reason: 'Posting spam links.' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(json<Outputs['admin']['suspendUser']>(suspended)).toMatchObject({
      suspended: { reason: 'Posting spam links.' },
      can: { suspend: false, reinstate: true },
    });
    const closed = await Promise.race([socket.closed, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
    expect(closed).toMatchObject({ code: SESSION_ENDED_CLOSE_CODE });
    expect(closed!.at - since).toBeLessThan(2000);
    expect((await call(t.app, user.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);

    const refused = await signIn(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^This account is suspended: Posting spam links\. .*write to support/);
    // The wrong password still reads as any wrong password: the suspension is told only to the account's owner.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a-wrong-password' },
    });
    expect(guess.statusCode).toBe(401);
    expect((await post(operator, `users/${user.user.id}/suspend`, { reason: 'again' })).statusCode).toBe(409);

    const reinstated = await post(operator, `users/${user.user.id}/reinstate`);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json().suspended).toBeNull();
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect((await post(operator, `users/${user.user.id}/reinstate`)).statusCode).toBe(409);

    const audit = await auditRows(user.user.id);
    expect(audit.map((row) => row.action)).toEqual(['user.suspend', 'user.reinstate']);
    expect(audit[0]).toMatchObject({
      before: { suspendedAt: null },
      after: { reason: 'Posting spam links.', suspendedAt: expect.any(String) },
      note: 'Posting spam links.',
    });
    expect(audit[1]).toMatchObject({ before: { reason: 'Posting spam links.' }, after: { suspendedAt: null } });
  });

  it("tells the suspended user's open tab why (401 with the reason), and only that tab; reinstated, it is just signed out", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect(
      (await post(operator, `users/${user.user.id}/suspend`, { reason: 'Harassing two artists' })).statusCode,
    ).toBe(200);
    for (const url of ['/api/auth/user', '/api/notifications']) {
      const told = await call(t.app, user.cookie, { method: 'GET', url });
      expect(told.statusCode, url).toBe(401);
      expect(told.json()).toMatchObject({
        message: expect.stringMatching(/^This account is suspended: Harassing two artists\. .*Contact page/),
        details: { suspended: true, reason: 'Harassing two artists' },
      });
    }
    const overTrpc = await call(t.app, user.cookie, { method: 'GET', url: '/trpc/auth.user' });
    expect(overTrpc.json().error.data).toMatchObject({ code: 'UNAUTHORIZED', details: { suspended: true } });
    // Signing in again is refused with the same word, marked the same way.
    const refused = await signIn(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual({ suspended: true, reason: 'Harassing two artists' });
    // Anyone else signed out is simply signed out: no session, an unknown cookie, another user's tab.
    expect(await whoIs('wc_session=not-a-session')).toBeNull();
    const unknown = await call(t.app, 'wc_session=not-a-session', { method: 'GET', url: '/api/notifications' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().details).toBeUndefined();
    expect(await whoIs(other.cookie)).toMatchObject({ user: { id: other.user.id } });

    expect((await post(operator, `users/${user.user.id}/reinstate`)).statusCode).toBe(200);
    expect(await whoIs(user.cookie)).toBeNull();
  });

  it('refuses a session that is still stored for a suspended user (belt and braces)', async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'set directly' })
      .where('id', '=', user.user.id)
      .execute();
    expect(await whoIs(user.cookie)).toBeNull();
    expect((await call(t.app, user.cookie, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('asks for a reason of 1-500 characters, and refuses viewers with 403 and writes nothing', async () => {
    const user = await registerUser(t.app);
    expect((await post(operator, `users/${user.user.id}/suspend`, { reason: '  ' })).json().message).toMatch(
      /^reason: Write a reason/,
    );
    expect((await post(operator, `users/${user.user.id}/suspend`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const refused = await post(viewer, `users/${user.user.id}/suspend`, { reason: 'no' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/operator role; yours is viewer/);
    expect((await post(viewer, `users/${user.user.id}/reinstate`)).statusCode).toBe(403);
    expect(await auditRows(user.user.id)).toEqual([]);
    expect((await signIn(user.email)).statusCode).toBe(200);
    // A viewer reads the detail, without the actions.
    const detail = await call(t.app, viewer, { method: 'GET', url: `/api/admin/users/${user.user.id}` });
    expect(detail.json().can).toEqual({ suspend: false, reinstate: false });
  });
});

describe('closing a project', () => {
  it('cancels it, tells the owner why and audits it', async () => {
    const brand = await registerAs(t.app, 'brand');
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Stale mural' });
    const closed = await post(operator, `projects/brand_project/${project.id}/close`, { note: 'Duplicate posting' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'cancelled', can: { close: false } });
    const notice = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'message'])
      .where('user_id', '=', brand.user.id)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ type: 'project_cancelled', message: expect.stringMatching(/Duplicate posting/) });
    expect(await auditRows(project.id)).toEqual([
      expect.objectContaining({
        action: 'project.close',
        before: { status: 'open' },
        after: { status: 'cancelled' },
        note: 'Duplicate posting',
      }),
    ]);
    const again = await post(operator, `projects/brand_project/${project.id}/close`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already closed/);
  });

  it('is refused with 409 naming what to do while escrow holds money, and for viewers with 403', async () => {
    const deal = await escrowedDeal(t, '150.00');
    const refused = await post(operator, `projects/brand_project/${deal.project.id}/close`, { note: 'Abandoned' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/\$150 is held in escrow .*refund each escrowed payment/);
    expect((await post(viewer, `projects/brand_project/${deal.project.id}/close`, { note: 'x' })).statusCode).toBe(403);
    expect(await auditRows(deal.project.id)).toEqual([]);
    const status = await t.database.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', deal.project.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('open');
  });
});

describe('refunding a payment', () => {
  it('moves the escrow back to the payer in the ledger (summing to zero), notifies both parties and audits it', async () => {
    const deal = await escrowedDeal(t, '150.00');
    const refunded = await post(operator, `transactions/${deal.paymentId}/refund`, { note: 'Artist never started' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ paymentStatus: 'refunded', can: { refund: false } });
    const ledger = await ledgerOf(deal.paymentId);
    expect(ledger.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
    expect(ledger.filter((entry) => entry.movement === 'refund')).toEqual(
      expect.arrayContaining([
        { movement: 'refund', account_type: 'escrow', amount_cents: -15_000 },
        { movement: 'refund', account_type: 'payer', amount_cents: 15_000 },
      ]),
    );
    for (const who of [deal.brand, deal.artist]) {
      const notices = await t.database.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', who.user.id)
        .where('type', '=', 'payment_refunded')
        .execute();
      expect(notices).toEqual([{ message: expect.stringMatching(/Artist never started/) }]);
    }
    expect(await auditRows(deal.paymentId)).toEqual([
      expect.objectContaining({
        action: 'transaction.refund',
        before: { paymentStatus: 'escrowed', amountCents: 15_000 },
        after: { paymentStatus: 'refunded', amountCents: 15_000 },
      }),
    ]);
    const again = await post(operator, `transactions/${deal.paymentId}/refund`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/this one is refunded/);
  });

  it('past ADMIN_REFUND_LIMIT_CENTS: an operator gets 403 (and no refund button), a superadmin refunds', async () => {
    const deal = await escrowedDeal(t, '250.00');
    const asOperator = await call(t.app, operator, { method: 'GET', url: `/api/admin/transactions/${deal.paymentId}` });
    expect(asOperator.json()).toMatchObject({
      can: { refund: false },
      refundRefusal: expect.stringMatching(/\(\$250\) needs a superadmin: operators refund up to \$200/),
    });
    const refused = await post(operator, `transactions/${deal.paymentId}/refund`, { note: 'Too big for me' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Refunding this payment \(\$250\) needs a superadmin/);
    expect((await ledgerOf(deal.paymentId)).some((entry) => entry.movement === 'refund')).toBe(false);
    expect(await auditRows(deal.paymentId)).toEqual([]);

    const byRoot = await post(root, `transactions/${deal.paymentId}/refund`, { note: 'Approved by finance' });
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    expect((await auditRows(deal.paymentId)).map((row) => row.username)).toEqual(['root']);
  });

  it('is refused for viewers with 403 and asks for a note', async () => {
    const deal = await escrowedDeal(t, '150.00');
    expect((await post(viewer, `transactions/${deal.paymentId}/refund`, { note: 'x' })).statusCode).toBe(403);
    expect((await post(operator, `transactions/${deal.paymentId}/refund`, {})).statusCode).toBe(400);
    const detail = await call(t.app, viewer, { method: 'GET', url: `/api/admin/transactions/${deal.paymentId}` });
    expect(detail.json().can).toEqual({ refund: false });
  });
});
