import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { loadEnv } from '../../env';
import { AppError } from '../../trpc/errors';
import { embeddedProvider, type PaymentProvider } from '../payments/provider';
import { initiate as initiateWith, runTick } from './service';
import { adminSessionCookie } from '../../../test/admins';

const SCHEDULE = {
  VERIFICATION_TICK_SECONDS: '0',
  VERIFICATION_PROCESSING_AFTER_SECONDS: '60',
  VERIFICATION_COMPLETE_AFTER_SECONDS: '300',
};
const env = loadEnv({ NODE_ENV: 'test', ...SCHEDULE });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp(SCHEDULE);
  adminCookie = await adminSessionCookie(t.database.db);
});
afterAll(() => t.close());

const status = (cookie: string) => call(t.app, cookie, { method: 'GET', url: '/api/verification/status' });
const initiate = (cookie: string) =>
  call(t.app, cookie, { method: 'POST', url: '/api/verification/initiate', payload: {} });
const tick = (now: Date) => runTick(t.database.db, env, now);

async function notificationsOf(cookie: string) {
  const response = await call(t.app, cookie, { method: 'GET', url: '/api/notifications' });
  return json<Outputs['notifications']['list']>(response).items;
}

describe('starting a verification', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/verification/status' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification/initiate', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('reports not_started and the $49.99 fee before the first request', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await status(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'not_started',
      fee: '49.99',
      feeCents: 4999,
      verified: false,
      requestedAt: null,
      completedAt: null,
    });
  });

  it('creates a pending request for 4999 cents, and refuses a second one with 409', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await initiate(cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      fee: '49.99',
      feeCents: 4999,
      verified: false,
      completedAt: null,
    });
    const row = await t.database.db
      .selectFrom('verification_requests')
      .select(['fee_cents', 'provider', 'provider_ref', 'status'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fee_cents: 4999, provider: 'embedded', status: 'pending' });
    expect(row.provider_ref).toMatch(/^embedded-/);

    const again = await initiate(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already in progress');
    expect(
      await t.database.db.selectFrom('verification_requests').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });
});

const feeRows = (requestId: string) =>
  t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'user_id', 'amount_cents', 'transaction_id'])
    .where('verification_request_id', '=', requestId)
    .orderBy('amount_cents')
    .execute();

describe('the verification fee', () => {
  it('is paid at once with the embedded payment provider: balanced ledger rows, then the request is submitted', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await initiate(cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', checkoutUrl: null });
    const row = await t.database.db
      .selectFrom('verification_requests')
      .select(['id', 'provider_ref', 'payment_ref', 'paid_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.provider_ref).toBe(`embedded-${row.id}`);
    expect(row.payment_ref).toBe(`embedded-${row.id}`);
    expect(row.paid_at).not.toBeNull();
    expect(await feeRows(row.id)).toEqual([
      {
        movement: 'verification_fee',
        account_type: 'payer',
        user_id: user.id,
        amount_cents: -4999,
        transaction_id: null,
      },
      {
        movement: 'verification_fee',
        account_type: 'platform_revenue',
        user_id: null,
        amount_cents: 4999,
        transaction_id: null,
      },
    ]);
  });

  it('starts nothing when the charge is declined: a 402 with the reason, no request, no ledger rows; a retry works', async () => {
    const { cookie, user } = await registerUser(t.app);
    const declining: PaymentProvider = {
      ...embeddedProvider,
      charge: () => Promise.reject(new AppError('PAYMENT_DECLINED', 'Your card was declined; nothing was charged.')),
    };
    const attempt = initiateWith(t.database.db, env, user.id, declining);
    await expect(attempt).rejects.toMatchObject({ appCode: 'PAYMENT_DECLINED', message: /card was declined/ });
    expect(
      await t.database.db.selectFrom('verification_requests').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await t.database.db.selectFrom('ledger_entries').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await status(cookie)).json()).toMatchObject({ status: 'not_started', verified: false });

    const retry = await initiate(cookie);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().status).toBe('pending');
  });

  it('fails a request whose charge never came back after an hour, so it does not block a new start', async () => {
    const { cookie, user } = await registerUser(t.app);
    const stuck = await t.database.db
      .insertInto('verification_requests')
      .values({ user_id: user.id, status: 'awaiting_payment', provider: 'embedded' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await initiate(cookie)).statusCode).toBe(409);

    await tick(later(30 * 60));
    expect((await status(cookie)).json().status).toBe('awaiting_payment');
    await tick(later(61 * 60));
    expect((await status(cookie)).json().status).toBe('payment_failed');
    expect(await feeRows(stuck.id)).toEqual([]);
    expect(await notificationsOf(cookie)).toEqual([
      expect.objectContaining({ type: 'verification_completed', title: 'Verification payment failed' }),
    ]);
    expect((await initiate(cookie)).statusCode).toBe(201);
  });

  it('refuses a ledger movement of a verification request that does not sum to zero', async () => {
    const { cookie, user } = await registerUser(t.app);
    await initiate(cookie);
    const { id } = await t.database.db
      .selectFrom('verification_requests')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('ledger_entries')
          .set({ amount_cents: 1 })
          .where('verification_request_id', '=', id)
          .where('account_type', '=', 'platform_revenue')
          .execute();
      }),
    ).rejects.toThrow(/does not sum to zero/);
  });
});

describe('the embedded provider schedule', () => {
  it('moves pending to processing, then verified, sets the badge and notifies once', async () => {
    const { cookie, user } = await registerUser(t.app);
    await initiate(cookie);

    await tick(later(30));
    expect((await status(cookie)).json().status).toBe('pending');

    await tick(later(61));
    expect((await status(cookie)).json().status).toBe('processing');
    expect((await initiate(cookie)).statusCode).toBe(409);
    expect(await notificationsOf(cookie)).toHaveLength(0);

    // Two nodes ticking at once: one wins each request, so one notification.
    await Promise.all([tick(later(301)), tick(later(301))]);
    const done = (await status(cookie)).json();
    expect(done).toMatchObject({ status: 'verified', verified: true });
    expect(done.completedAt).not.toBeNull();
    const row = await t.database.db
      .selectFrom('users')
      .select('verified')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.verified).toBe(true);
    const notifications = await notificationsOf(cookie);
    expect(notifications).toEqual([
      expect.objectContaining({ type: 'verification_completed', title: 'Verification complete' }),
    ]);

    const verifiedAgain = await initiate(cookie);
    expect(verifiedAgain.statusCode).toBe(409);
    expect(verifiedAgain.json().message).toBe('You are already verified');
  });

  it('leaves every request to operators with the manual provider', async () => {
    const { cookie } = await registerUser(t.app);
    await initiate(cookie);
    await runTick(
      t.database.db,
      loadEnv({ NODE_ENV: 'test', ...SCHEDULE, VERIFICATION_PROVIDER: 'manual' }),
      later(10_000),
    );
    expect((await status(cookie)).json().status).toBe('pending');
  });

  it('runs on its own in a server started with a tick interval', async () => {
    const fast = await createTestApp({
      VERIFICATION_TICK_SECONDS: '1',
      VERIFICATION_PROCESSING_AFTER_SECONDS: '0',
      VERIFICATION_COMPLETE_AFTER_SECONDS: '0',
    });
    try {
      const { cookie } = await registerUser(fast.app);
      await call(fast.app, cookie, { method: 'POST', url: '/api/verification/initiate', payload: {} });
      let current = '';
      for (let i = 0; i < 40 && current !== 'verified'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        current = (await call(fast.app, cookie, { method: 'GET', url: '/api/verification/status' })).json().status;
      }
      expect(current).toBe('verified');
    } finally {
      await fast.close();
    }
  });
});

describe('who decides by default', () => {
  it('operators on Postgres (DATABASE_URL), the scheduled demo provider on the embedded database; either may be chosen', () => {
    const postgres = 'postgres://wallcraft@db.internal:5432/wallcraft';
    expect(loadEnv({}).VERIFICATION_PROVIDER).toBe('embedded');
    expect(loadEnv({ DATABASE_URL: postgres }).VERIFICATION_PROVIDER).toBe('manual');
    expect(loadEnv({ DATABASE_URL: postgres, VERIFICATION_PROVIDER: 'embedded' }).VERIFICATION_PROVIDER).toBe(
      'embedded',
    );
    expect(loadEnv({ VERIFICATION_PROVIDER: 'manual' }).VERIFICATION_PROVIDER).toBe('manual');
  });

  it('a server on Postgres leaves a request pending however long it waits, until an operator approves it', async () => {
    // The test database is handed to the server; DATABASE_URL only says what kind of deployment this is.
    const onPostgres = await createTestApp({
      DATABASE_URL: 'postgres://wallcraft@db.internal:5432/wallcraft',
      VERIFICATION_TICK_SECONDS: '1',
      VERIFICATION_PROCESSING_AFTER_SECONDS: '0',
      VERIFICATION_COMPLETE_AFTER_SECONDS: '0',
    });
    try {
      const { cookie } = await registerUser(onPostgres.app);
      await call(onPostgres.app, cookie, { method: 'POST', url: '/api/verification/initiate', payload: {} });
      const current = async () =>
        (await call(onPostgres.app, cookie, { method: 'GET', url: '/api/verification/status' })).json();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await current()).toMatchObject({ status: 'pending', verified: false });

      const admin = await adminSessionCookie(onPostgres.database.db);
      const list = await call(onPostgres.app, admin, { method: 'GET', url: '/api/admin/verification-requests' });
      const [request] = json<Outputs['admin']['verificationRequests']>(list).items;
      expect(request).toMatchObject({ status: 'pending', provider: 'manual' });
      const approved = await call(onPostgres.app, admin, {
        method: 'POST',
        url: `/api/admin/verification-requests/${request!.id}/decision`,
        payload: { decision: 'approve' },
      });
      expect(approved.statusCode).toBe(200);
      expect(await current()).toMatchObject({ status: 'verified', verified: true });
    } finally {
      await onPostgres.close();
    }
  });
});

describe('operators deciding from the admin console', () => {
  it('lists requests in progress with the person, and never to a user session', async () => {
    const { cookie, user } = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    await initiate(cookie);
    const list = await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/verification-requests?limit=100' });
    expect(list.statusCode).toBe(200);
    const item = json<Outputs['admin']['verificationRequests']>(list).items.find((i) => i.userId === user.id);
    expect(item).toMatchObject({ userName: 'Grace Hopper', status: 'pending', fee: '49.99', decidedBy: null });
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/admin/verification-requests' })).statusCode).toBe(
      401,
    );
  });

  it('approves: the user is verified and notified, and the request cannot be decided twice', async () => {
    const { cookie, user } = await registerUser(t.app);
    await initiate(cookie);
    const request = await t.database.db
      .selectFrom('verification_requests')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const url = `/api/admin/verification-requests/${request.id}/decision`;

    expect((await call(t.app, cookie, { method: 'POST', url, payload: { decision: 'approve' } })).statusCode).toBe(401);
    const approved = await call(t.app, adminCookie, { method: 'POST', url, payload: { decision: 'approve' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'verified', decidedBy: 'root' });
    expect((await status(cookie)).json()).toMatchObject({ status: 'verified', verified: true });
    expect((await notificationsOf(cookie)).map((n) => n.type)).toEqual(['verification_completed']);

    const twice = await call(t.app, adminCookie, { method: 'POST', url, payload: { decision: 'reject' } });
    expect(twice.statusCode).toBe(409);
    // The scheduled provider cannot overturn the operator either.
    await tick(later(10_000));
    expect((await status(cookie)).json().status).toBe('verified');
  });

  it('rejects: the request fails, the user is notified and may start again', async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await initiate(cookie)).statusCode).toBe(201);
    const item = await t.database.db
      .selectFrom('verification_requests')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const rejected = await call(t.app, adminCookie, {
      method: 'POST',
      url: `/api/admin/verification-requests/${item.id}/decision`,
      payload: { decision: 'reject' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await status(cookie)).json()).toMatchObject({ status: 'failed', verified: false });
    expect(await notificationsOf(cookie)).toEqual([
      expect.objectContaining({ type: 'verification_completed', title: 'Verification unsuccessful' }),
    ]);
    expect((await initiate(cookie)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown request and 400 for an unknown decision', async () => {
    const unknown = await call(t.app, adminCookie, {
      method: 'POST',
      url: '/api/admin/verification-requests/00000000-0000-4000-8000-000000000000/decision',
      payload: { decision: 'approve' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t.app, adminCookie, {
      method: 'POST',
      url: '/api/admin/verification-requests/00000000-0000-4000-8000-000000000000/decision',
      payload: { decision: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('decision');
  });
});
