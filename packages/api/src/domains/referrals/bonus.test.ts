import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, roleSessionCookie } from '../../../test/admins';
import { registerAs } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import {
  bonusEntries,
  bonusNotifications,
  confirmEmail,
  friendOf,
  ledgerSum,
  onboard,
  payForVerification,
  payIntoEscrow,
  placePaidOrder,
  signups,
  stats,
  type Who,
} from './test-fixtures';

/** Security issue 32, finding 4: the referral bonus is paid for a confirmed, paying person, once, within a cap. */

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

/** The referrer's only signup, as their list shows it. */
async function onlySignup(referrer: Who) {
  const [signup, ...rest] = await signups(t, referrer);
  expect(rest).toEqual([]);
  return signup!;
}

/** The bonus movement of a paid signup: the platform's marketing expense pays the referrer, summing to zero. */
async function expectPaidOnce(referrer: Who, signupId: string) {
  const entries = await bonusEntries(t, signupId);
  expect(entries).toEqual([
    { movement: 'referral_bonus', account_type: 'platform_marketing', user_id: null, amount_cents: -1000 },
    { movement: 'referral_bonus', account_type: 'referrer', user_id: referrer.user.id, amount_cents: 1000 },
  ]);
  expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
  expect(await ledgerSum(t)).toBe(0);
}

describe('farming the bonus', () => {
  it('pays nothing for throwaway sign-ups that never confirm their address, even once each picks a profile type', async () => {
    const referrer = await registerAs(t.app, 'artist');
    for (let i = 0; i < 6; i += 1) {
      const throwaway = await friendOf(t, referrer);
      // SKIP FOR NOW sends only the profile type.
      await onboard(t, throwaway, 'artist');
    }
    const listed = await signups(t, referrer);
    expect(listed).toHaveLength(6);
    for (const signup of listed) {
      expect(await bonusEntries(t, signup.id)).toEqual([]);
      expect(signup).toMatchObject({ status: 'pending', waitingFor: ['email_confirmation', 'first_purchase'] });
    }
    expect(await stats(t, referrer)).toMatchObject({ referrals: 6, totalEarned: '0.00', bonusesPaid: 0 });
    expect(await bonusNotifications(t, referrer.user.id)).toEqual([]);
  });

  it('pays nothing for a first profile made through POST /accounts either', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const friend = await friendOf(t, referrer);
    const added = await call(t.app, friend.cookie, {
      method: 'POST',
      url: '/api/accounts',
      payload: { userType: 'artist' },
    });
    expect(added.statusCode).toBe(201);
    expect((await onlySignup(referrer)).status).toBe('pending');
    expect((await stats(t, referrer)).totalEarned).toBe('0.00');
  });

  it('pays nothing for a confirmed address that never paid for anything', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const friend = await friendOf(t, referrer, { firstName: 'Cleo' });
    await confirmEmail(t, friend);
    await onboard(t, friend);
    expect(await onlySignup(referrer)).toMatchObject({
      status: 'pending',
      waitingFor: ['first_purchase'],
      statusNote: 'Waiting for Cleo to make their first payment, order or verification',
    });
  });
});

describe('the referral bonus', () => {
  it('is paid once the friend has confirmed their email and made their first escrowed payment, and only once', async () => {
    const referrer = await registerAs(t.app, 'brand');
    const friend = await friendOf(t, referrer, { firstName: 'Cy', lastName: 'Dunn' });
    await confirmEmail(t, friend);
    const { payAgain } = await payIntoEscrow(t, friend);

    const paid = await onlySignup(referrer);
    expect(paid).toMatchObject({
      status: 'paid',
      waitingFor: [],
      statusNote: 'Paid: Cy confirmed their email and made their first escrowed payment',
      bonusPaid: true,
      paidAt: expect.any(String),
    });
    await expectPaidOnce(referrer, paid.id);
    expect(await stats(t, referrer)).toEqual({
      referrals: 1,
      totalEarned: '10.00',
      pendingEarnings: '0.00',
      bonusesPaid: 1,
    });
    expect(await bonusNotifications(t, referrer.user.id)).toEqual([
      {
        title: 'Referral bonus',
        message:
          'You earned $10: Cy D. joined with your code, confirmed their email and made their first escrowed payment.',
      },
    ]);

    // A second payment, another order, more onboarding: nothing more is paid.
    expect((await payAgain()).statusCode).toBe(201);
    await placePaidOrder(t, friend);
    await onboard(t, friend, 'artist');
    expect(await bonusEntries(t, paid.id)).toHaveLength(2);
    expect(await bonusNotifications(t, referrer.user.id)).toHaveLength(1);
    expect((await stats(t, referrer)).totalEarned).toBe('10.00');
  });

  it('is paid for a first paid shop order', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const friend = await friendOf(t, referrer);
    await confirmEmail(t, friend);
    await placePaidOrder(t, friend);
    const signup = await onlySignup(referrer);
    expect(signup).toMatchObject({ status: 'paid', statusNote: expect.stringContaining('first paid shop order') });
    await expectPaidOnce(referrer, signup.id);
  });

  it('is paid for a paid background verification', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const friend = await friendOf(t, referrer);
    await confirmEmail(t, friend);
    await payForVerification(t, friend);
    const signup = await onlySignup(referrer);
    expect(signup).toMatchObject({
      status: 'paid',
      statusNote: expect.stringContaining('paid background verification'),
    });
    await expectPaidOnce(referrer, signup.id);
  });

  it('is paid when the email is confirmed after the costly action, by the confirmation link or a password reset', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const ava = await friendOf(t, referrer, { firstName: 'Ava' });
    await placePaidOrder(t, ava);
    expect(await onlySignup(referrer)).toMatchObject({
      status: 'pending',
      waitingFor: ['email_confirmation'],
      statusNote: 'Waiting for Ava to confirm their email',
    });
    expect(await bonusEntries(t, (await onlySignup(referrer)).id)).toEqual([]);
    await confirmEmail(t, ava);
    const signup = await onlySignup(referrer);
    expect(signup.status).toBe('paid');
    await expectPaidOnce(referrer, signup.id);

    // Following a password-reset link proves the address too.
    const other = await registerAs(t.app, 'artist');
    const bo = await friendOf(t, other, { firstName: 'Bo' });
    await payForVerification(t, bo);
    await t.database.db
      .insertInto('email_tokens')
      .values({
        token_hash: createHash('sha256').update('reset-token-for-bo').digest('hex'),
        user_id: bo.user.id,
        purpose: 'reset',
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'reset-token-for-bo', password: 'a-new-long-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await onlySignup(other)).status).toBe('paid');
  });
});

describe('one bonus per person', () => {
  it('marks a second referral of the same normalised address ineligible, and pays it nothing', async () => {
    const first = await registerAs(t.app, 'artist');
    const dot = await friendOf(t, first, { email: 'dup.ada+one@gmail.com', firstName: 'Ada' });
    await confirmEmail(t, dot);
    await placePaidOrder(t, dot);
    expect((await onlySignup(first)).status).toBe('paid');

    // The same mailbox under another spelling, through another referrer's link.
    const second = await registerAs(t.app, 'brand');
    const again = await friendOf(t, second, { email: 'DupAda@googlemail.com', firstName: 'Ada' });
    await confirmEmail(t, again);
    await placePaidOrder(t, again);
    const refused = await onlySignup(second);
    expect(refused).toMatchObject({
      status: 'ineligible',
      bonusPaid: false,
      reason: 'This person’s email address already earned a referral bonus: one bonus per person.',
      statusNote: 'This person’s email address already earned a referral bonus: one bonus per person.',
    });
    expect(await bonusEntries(t, refused.id)).toEqual([]);
    expect(await stats(t, second)).toMatchObject({ totalEarned: '0.00', pendingEarnings: '0.00', bonusesPaid: 0 });
    expect(await bonusNotifications(t, second.user.id)).toEqual([]);
    expect(await ledgerSum(t)).toBe(0);
  });
});

/** Friends of one referrer who each confirm and pay: the referrer's bonuses fall due one after the other. */
async function qualifiedFriends(referrer: Who, names: string[]) {
  for (const firstName of names) {
    const friend = await friendOf(t, referrer, { firstName });
    await confirmEmail(t, friend);
    await placePaidOrder(t, friend);
  }
  return signups(t, referrer);
}

const setCap = (cap: number) =>
  call(t.app, root, { method: 'PATCH', url: '/api/admin/settings', payload: { referralMonthlyCap: cap } });
const held = async () =>
  json<Outputs['admin']['referralBonuses']>(
    await call(t.app, root, { method: 'GET', url: '/api/admin/referral-bonuses' }),
  );
const decideRest = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: `/api/admin/referral-bonuses/${id}/decision`, payload: body });
const decideTrpc = (cookie: string, input: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: '/trpc/admin.decideReferralBonus', payload: input });
const audit = (targetId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'target_type', 'before', 'after', 'note'])
    .where('target_id', '=', targetId)
    .execute();

describe('the monthly cap', () => {
  it('holds the bonuses above the cap for an operator, who approves one (paid) and rejects another (not paid)', async () => {
    expect((await setCap(1)).statusCode).toBe(200);
    try {
      const referrer = await registerAs(t.app, 'artist');
      const [third, second, first] = await qualifiedFriends(referrer, ['Ann', 'Ben', 'Cal']);
      expect(first).toMatchObject({ friendName: 'Ann L.', status: 'paid' });
      for (const signup of [second!, third!]) {
        expect(signup).toMatchObject({ status: 'held', bonusPaid: false });
        expect(signup.statusNote).toMatch(/^Held for review/);
        expect(await bonusEntries(t, signup.id)).toEqual([]);
      }
      expect(await stats(t, referrer)).toMatchObject({
        totalEarned: '10.00',
        pendingEarnings: '20.00',
        bonusesPaid: 1,
      });

      // The console's queue: held bonuses in the order they fell due, with the referrer's count for the month.
      const queue = await held();
      expect(queue.items.map((item) => item.id)).toEqual([second!.id, third!.id]);
      expect(queue.total).toEqual({ count: 2, capped: false });
      expect(queue.items[0]).toMatchObject({
        status: 'held',
        referrer: { id: referrer.user.id },
        friend: { name: 'Ben Lovelace', emailConfirmedAt: expect.any(String) },
        firstAction: 'order',
        bonus: '10.00',
        dueThatMonth: 3,
      });

      // A viewer may look, not decide; a rejection needs its reason.
      const viewer = await roleSessionCookie(t.database.db, 'viewer');
      expect((await decideRest(viewer, second!.id, { decision: 'approve' })).statusCode).toBe(403);
      const bare = await decideRest(root, third!.id, { decision: 'reject' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toMatch(/Write the reason for the rejection/);

      // Approved over REST: paid, with its ledger movement, the referrer's notification and an audit row.
      const approved = await decideRest(root, second!.id, { decision: 'approve', reason: 'Known collective' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(json<Outputs['admin']['decideReferralBonus']>(approved)).toMatchObject({
        status: 'paid',
        reviewedBy: 'root',
        paidAt: expect.any(String),
      });
      await expectPaidOnce(referrer, second!.id);
      expect(await audit(second!.id)).toEqual([
        {
          action: 'referral_bonus.approve',
          target_type: 'referral_signup',
          before: { status: 'held' },
          after: { status: 'paid', bonusCents: 1000 },
          note: 'Known collective',
        },
      ]);

      // Rejected over tRPC: nothing paid, the referrer reads why.
      const rejected = await decideTrpc(root, { id: third!.id, decision: 'reject', reason: 'Same device as Ann' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().result.data).toMatchObject({ status: 'rejected', reason: 'Same device as Ann' });
      expect(await bonusEntries(t, third!.id)).toEqual([]);
      expect(await audit(third!.id)).toMatchObject([{ action: 'referral_bonus.reject', note: 'Same device as Ann' }]);
      const list = await signups(t, referrer);
      expect(list.find((s) => s.id === third!.id)).toMatchObject({
        status: 'rejected',
        statusNote: 'Rejected after review: Same device as Ann',
      });
      expect((await bonusNotifications(t, referrer.user.id)).map((n) => n.message)).toEqual([
        'You earned $10: Ann L. joined with your code, confirmed their email and made their first paid shop order.',
        'You earned $10: your bonus for Ben L. was approved after review.',
        'Your $10 bonus for Cal L. was not approved after review: Same device as Ann',
      ]);
      expect(await stats(t, referrer)).toMatchObject({ totalEarned: '20.00', pendingEarnings: '0.00', bonusesPaid: 2 });
      expect(await ledgerSum(t)).toBe(0);

      // Decided once: a second decision is 409 on either path; an unknown id is 404.
      const twice = await decideRest(root, second!.id, { decision: 'reject', reason: 'Changed my mind' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toMatch(/This bonus is paid, not held/);
      expect((await decideTrpc(root, { id: third!.id, decision: 'approve' })).statusCode).toBe(409);
      const unknown = await decideRest(root, '00000000-0000-4000-8000-000000000000', { decision: 'approve' });
      expect(unknown.statusCode).toBe(404);
      expect((await held()).items).toEqual([]);
      expect(await bonusEntries(t, second!.id)).toHaveLength(2);
    } finally {
      await setCap(5);
    }
  });

  it('counts per referrer: another referrer’s friends are paid while one referrer is at the cap', async () => {
    expect((await setCap(1)).statusCode).toBe(200);
    try {
      const busy = await registerAs(t.app, 'artist');
      await qualifiedFriends(busy, ['Dee']);
      const calm = await registerAs(t.app, 'brand');
      const [signup] = await qualifiedFriends(calm, ['Eve']);
      expect(signup?.status).toBe('paid');
    } finally {
      await setCap(5);
    }
  });
});

describe('the rules and the lists over tRPC', () => {
  it('answers the rules in force and the signups with their states, as REST does', async () => {
    const referrer = await registerAs(t.app, 'artist');
    await friendOf(t, referrer, { firstName: 'Fay' });
    const rules = await call(t.app, referrer.cookie, { method: 'GET', url: '/trpc/referrals.rules' });
    expect(rules.statusCode).toBe(200);
    expect(rules.json().result.data).toMatchObject({ bonus: '10.00', monthlyCap: 5, codeWindowDays: 30 });
    expect(rules.json().result.data.rules[2]).toMatch(/^Up to 5 bonuses are paid each calendar month/);
    const rest = await call(t.app, referrer.cookie, { method: 'GET', url: '/api/referrals/rules' });
    expect(rest.json()).toEqual(rules.json().result.data);

    const listed = await call(t.app, referrer.cookie, {
      method: 'GET',
      url: `/trpc/referrals.signups?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result.data.items).toEqual(await signups(t, referrer));
  });

  it('keeps the console’s lists and decisions to operators', async () => {
    const referrer = await registerAs(t.app, 'artist');
    expect((await call(t.app, referrer.cookie, { method: 'GET', url: '/api/admin/referral-bonuses' })).statusCode).toBe(
      401,
    );
    const [signup] = await qualifiedFriends(referrer, ['Gus']);
    expect(
      (
        await call(t.app, referrer.cookie, {
          method: 'POST',
          url: '/trpc/admin.decideReferralBonus',
          payload: { id: signup!.id, decision: 'approve' },
        })
      ).statusCode,
    ).toBe(401);
    // A paid bonus is not held: the console shows it under its own status, and no decision applies.
    const paid = json<Outputs['admin']['referralBonuses']>(
      await call(t.app, root, { method: 'GET', url: '/api/admin/referral-bonuses?status=paid' }),
    );
    expect(paid.items.map((item) => item.id)).toContain(signup!.id);
    expect((await decideRest(root, signup!.id, { decision: 'approve' })).statusCode).toBe(409);
    expect(
      (await call(t.app, root, { method: 'GET', url: '/api/admin/referral-bonuses?status=nope' })).statusCode,
    ).toBe(400);
  });
});
