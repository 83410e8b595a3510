import { REFERRAL_CODE_ALPHABET } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAs, registerUser, uniqueEmail } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import * as fixtures from './test-fixtures';
import type { Who } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);

const get = (who: Who, url: string) => call(t.app, who.cookie, { method: 'GET', url });
const myCode = (who: Who) => fixtures.myCode(t, who);
const signups = (who: Who) => fixtures.signups(t, who);
const stats = (who: Who) => fixtures.stats(t, who);
const useCode = (who: Who, code: unknown) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/referrals/use-code', payload: { code } });
const signupCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('referral_signups')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('referral codes', () => {
  it('gives every new user one code of 8 characters without look-alikes, and the link to share', async () => {
    const ada = await registerUser(t.app);
    const response = await get(ada, '/api/referrals/my-code');
    expect(response.statusCode).toBe(200);
    const { code, link } = json<Outputs['referrals']['myCode']>(response);
    expect(code).toMatch(CODE);
    expect(link).toBe(`http://localhost:3000?ref=${code}`);
    const stored = await t.database.db
      .selectFrom('referral_codes')
      .select('code')
      .where('user_id', '=', ada.user.id)
      .execute();
    expect(stored).toEqual([{ code }]);
    expect((await myCode(await registerUser(t.app))).code).not.toBe(code);
  });

  it('answers only a signed-in user', async () => {
    for (const url of ['/api/referrals/my-code', '/api/referrals/signups', '/api/referrals/stats'])
      expect((await call(t.app, undefined, { method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await call(t.app, undefined, { method: 'POST', url: '/api/referrals/use-code', payload: { code: 'ABCDEFGH' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('signing up with ?ref=', () => {
  it("records the new user as the code's owner's referral, pending, named by first name and last initial only", async () => {
    const referrer = await registerAs(t.app, 'artist');
    const { code } = await myCode(referrer);
    const email = uniqueEmail('friend');
    const friend = await registerUser(t.app, {
      email,
      firstName: 'Bea',
      lastName: 'cole',
      referralCode: ` ${code.toLowerCase()} `,
    });

    const response = await get(referrer, '/api/referrals/signups');
    expect(response.body).not.toContain(email);
    const [signup, ...rest] = json<Outputs['referrals']['signups']>(response).items;
    expect(rest).toEqual([]);
    expect(signup).toMatchObject({
      friendName: 'Bea C.',
      bonusEarned: '10.00',
      status: 'pending',
      waitingFor: ['email_confirmation', 'first_purchase'],
      statusNote: 'Waiting for Bea to confirm their email and make their first payment, order or verification',
      reason: null,
      bonusPaid: false,
      paidAt: null,
    });
    expect(await stats(referrer)).toEqual({
      referrals: 1,
      totalEarned: '0.00',
      pendingEarnings: '10.00',
      bonusesPaid: 0,
    });
    const row = await t.database.db
      .selectFrom('referral_signups')
      .select(['referrer_id', 'code'])
      .where('referred_user_id', '=', friend.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ referrer_id: referrer.user.id, code });
  });

  it('never blocks a sign-up with a ref that is unknown, malformed or empty: it is ignored', async () => {
    const before = await signupCount();
    for (const referralCode of ['NOPE2345', 'not a code!', '', null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('stray'), password: 'long-enough-pw', referralCode },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await signupCount()).toBe(before);
  });
});

describe('POST /api/referrals/use-code', () => {
  it("takes a friend's code typed in lower case with spaces, and pays at once for a user who has confirmed and paid", async () => {
    const referrer = await registerAs(t.app, 'artist', { firstName: 'Ava', lastName: 'spray' });
    const { code } = await myCode(referrer);
    const user = await registerAs(t.app, 'brand');
    await fixtures.confirmEmail(t, user);
    // An order paid before the code was redeemed counts as the user's first.
    await fixtures.placePaidOrder(t, user);
    const response = await useCode(user, `  ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(201);
    expect(json<Outputs['referrals']['useCode']>(response)).toEqual({
      code,
      referrerName: 'Ava S.',
      bonusPaid: true,
      status: 'paid',
    });
    const [signup] = await signups(referrer);
    expect(signup).toMatchObject({ status: 'paid', bonusPaid: true });
    expect(await fixtures.bonusEntries(t, signup!.id)).toHaveLength(2);
  });

  it('leaves the bonus pending for a user who has not confirmed their email and paid for something yet', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const user = await registerAs(t.app, 'brand', { firstName: 'Una' });
    const response = await useCode(user, (await myCode(referrer)).code);
    expect(json<Outputs['referrals']['useCode']>(response)).toMatchObject({ bonusPaid: false, status: 'pending' });
    expect((await signups(referrer))[0]).toMatchObject({
      status: 'pending',
      statusNote: 'Waiting for Una to confirm their email and make their first payment, order or verification',
    });
    await fixtures.confirmEmail(t, user);
    expect((await signups(referrer))[0]?.statusNote).toBe(
      'Waiting for Una to make their first payment, order or verification',
    );
    await fixtures.payForVerification(t, user);
    expect((await signups(referrer))[0]).toMatchObject({ status: 'paid', bonusPaid: true });
  });

  it('refuses, each with a message to act on and nothing stored: own code, unknown code, blank code', async () => {
    const user = await registerAs(t.app, 'artist');
    const before = await signupCount();
    const cases: [unknown, number, RegExp][] = [
      [(await myCode(user)).code, 400, /your own referral code/],
      ['ZZZZ2345', 404, /There is no referral code ZZZZ2345; check the code/],
      ['   ', 400, /Enter a referral code/],
      [undefined, 400, /Enter a referral code/],
      ['A'.repeat(33), 400, /at most 32 characters/],
      [42, 400, /Enter a referral code/],
    ];
    for (const [code, status, message] of cases) {
      const response = await useCode(user, code);
      expect(response.statusCode, String(code)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await signupCount()).toBe(before);
  });

  it('takes one code per user: a second one, or one after signing up with ?ref=, is 409', async () => {
    const [first, second] = [await registerAs(t.app, 'artist'), await registerAs(t.app, 'brand')];
    const user = await registerAs(t.app, 'wall_owner');
    expect((await useCode(user, (await myCode(first)).code)).statusCode).toBe(201);
    const again = await useCode(user, (await myCode(second)).code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already used a referral code/);

    const referred = await registerUser(t.app, { referralCode: (await myCode(first)).code });
    expect((await useCode(referred, (await myCode(second)).code)).statusCode).toBe(409);
    expect(await signups(second)).toEqual([]);
  });

  it('refuses a code more than 30 days after signing up with 403', async () => {
    const referrer = await registerAs(t.app, 'artist');
    const user = await registerAs(t.app, 'brand');
    await t.database.db
      .updateTable('users')
      .set({ created_at: sql<Date>`now() - interval '31 days'` })
      .where('id', '=', user.user.id)
      .execute();
    const response = await useCode(user, (await myCode(referrer)).code);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/only in the first 30 days after signing up; you joined on \w+ \d+, \d{4}/);
    expect(await signups(referrer)).toEqual([]);

    await t.database.db
      .updateTable('users')
      .set({ created_at: sql<Date>`now() - interval '29 days'` })
      .where('id', '=', user.user.id)
      .execute();
    expect((await useCode(user, (await myCode(referrer)).code)).statusCode).toBe(201);
  });

  it('lets two racing tries record one referral', async () => {
    const [a, b] = [await registerAs(t.app, 'artist'), await registerAs(t.app, 'brand')];
    const user = await registerAs(t.app, 'wall_owner');
    const [codeA, codeB] = [(await myCode(a)).code, (await myCode(b)).code];
    const statuses = (await Promise.all([useCode(user, codeA), useCode(user, codeB)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await signups(a)).length + (await signups(b)).length).toBe(1);
  });
});

describe('privacy', () => {
  it("shows each user only their own signups and stats, never someone else's", async () => {
    const referrer = await registerAs(t.app, 'artist');
    await registerUser(t.app, { referralCode: (await myCode(referrer)).code });
    const stranger = await registerAs(t.app, 'brand');
    expect(await signups(referrer)).toHaveLength(1);
    expect(await signups(stranger)).toEqual([]);
    expect((await stats(stranger)).referrals).toBe(0);
    expect((await myCode(stranger)).code).not.toBe((await myCode(referrer)).code);
  });
});

describe('hostile input', () => {
  it('answers every odd code, on use-code and on registration, with a 4xx or success, never a 5xx', async () => {
    const user = await registerAs(t.app, 'artist');
    const odd: unknown[] = [
      'x'.repeat(100_000),
      '\u0000ABC',
      '\ud800\udfff\ud800',
      "' OR 1=1 --",
      'ßßßßßßßßßßßßßßßßßßßß',
      { code: 'ABCDEFGH' },
      ['ABCDEFGH'],
      -1,
      true,
      null,
    ];
    for (const code of odd) {
      const used = await useCode(user, code);
      expect(used.statusCode, JSON.stringify(code).slice(0, 40)).toBeLessThan(500);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('odd'), password: 'long-enough-pw', referralCode: code },
      });
      expect(registered.statusCode, JSON.stringify(code).slice(0, 40)).toBeLessThan(500);
    }
    for (const query of ['?limit=0', '?limit=abc', '?cursor=%00', '?cursor=not-ours', '?limit=101'])
      expect((await get(user, `/api/referrals/signups${query}`)).statusCode, query).toBe(400);
  });
});

describe('the REST documentation', () => {
  it('lists the referral paths and the console’s', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/referrals/my-code',
        '/referrals/signups',
        '/referrals/rules',
        '/referrals/stats',
        '/referrals/use-code',
        '/admin/referral-bonuses',
        '/admin/referral-bonuses/{id}',
        '/admin/referral-bonuses/{id}/decision',
      ]),
    );
  });
});
