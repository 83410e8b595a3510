import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { brandProject, hire, registerAs, registerUser } from '../../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

const update = (payload: Record<string, unknown>) =>
  call(t.app, root, { method: 'PATCH', url: '/api/admin/settings', payload });
const settings = async () =>
  json<Outputs['admin']['settings']>(await call(t.app, root, { method: 'GET', url: '/api/admin/settings' }));

/** A brand, an artist it accepted on an open project, and a payment maker. */
async function deal() {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id);
  await hire(t.app, brand, artist, project.id);
  return (amount: string) =>
    call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: {
        projectId: project.id,
        projectType: 'brand_project',
        recipientId: artist.user.id,
        amount,
        paymentType: 'lump_sum',
      },
    });
}

describe('platform settings', () => {
  it('starts at the defaults, set by nobody', async () => {
    expect(await settings()).toEqual([
      { key: 'platform_fee_bps', value: 500, defaultValue: 500, updatedBy: null, updatedAt: null },
      { key: 'payment_minimum_cents', value: '100.00', defaultValue: '100.00', updatedBy: null, updatedAt: null },
      { key: 'referral_bonus_cents', value: '10.00', defaultValue: '10.00', updatedBy: null, updatedAt: null },
      { key: 'referral_monthly_cap', value: 5, defaultValue: 5, updatedBy: null, updatedAt: null },
    ]);
  });

  it('applies a changed fee to the next payment and leaves earlier ones as they were', async () => {
    const pay = await deal();
    const before = await pay('1000');
    expect(before.json()).toMatchObject({ platformFeePercentage: '5.00', platformFee: '50.00', netAmount: '950.00' });

    const changed = await update({ platformFeePercent: 7.5, note: 'Winter pricing' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().find((s: { key: string }) => s.key === 'platform_fee_bps')).toMatchObject({
      value: 750,
      updatedBy: 'root',
    });

    const after = await pay('1000');
    expect(after.json()).toMatchObject({ platformFeePercentage: '7.50', platformFee: '75.00', netAmount: '925.00' });
    const earlier = await t.database.db
      .selectFrom('transactions')
      .select(['platform_fee_bps', 'platform_fee_cents'])
      .where('id', '=', before.json().id)
      .executeTakeFirstOrThrow();
    expect(earlier).toEqual({ platform_fee_bps: 500, platform_fee_cents: 5000 });
    // The payment settings users read follow too.
    const anyone = await registerUser(t.app);
    expect(
      (await call(t.app, anyone.cookie, { method: 'GET', url: '/api/transactions/settings' })).json(),
    ).toMatchObject({ platformFeeBps: 750 });

    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'setting.update')
      .where('target_id', '=', 'platform_fee_bps')
      .execute();
    expect(audit).toMatchObject({ before: { value: 500 }, after: { value: 750 }, note: 'Winter pricing' });
    await update({ platformFeePercent: 5 });
  });

  it('applies a changed minimum to the next payment', async () => {
    const pay = await deal();
    const changed = await update({ minimumTransaction: 250 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().find((s: { key: string }) => s.key === 'payment_minimum_cents')).toMatchObject({
      value: '250.00',
      defaultValue: '100.00',
      updatedBy: 'root',
    });
    const refused = await pay('200');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/\$250/);
    expect((await pay('250')).statusCode).toBe(201);
    await update({ minimumTransaction: 100 });
  });

  it('records the referral bonus in force at sign-up: a later change does not touch it', async () => {
    const referrer = await registerUser(t.app);
    const code = (await call(t.app, referrer.cookie, { method: 'GET', url: '/api/referrals/my-code' })).json()
      .code as string;
    expect((await update({ referralBonus: 25 })).statusCode).toBe(200);
    await registerUser(t.app, { referralCode: code });
    await update({ referralBonus: 10 });
    const signups = (await call(t.app, referrer.cookie, { method: 'GET', url: '/api/referrals/signups' })).json();
    expect(signups.items[0]).toMatchObject({ bonusEarned: '25.00' });
  });

  it('refuses a fee over 30%, a third decimal, a negative bonus, a cap that is not a whole number and an empty change with 400, changing nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ platformFeePercent: 31 }, /at most 30%/],
      [{ platformFeePercent: 5.125 }, /two decimals/],
      [{ referralBonus: -1 }, /at least \$0/],
      [{ minimumTransaction: 0 }, /at least \$1/],
      [{ referralMonthlyCap: 2.5 }, /whole number of bonuses/],
      [{ referralMonthlyCap: -1 }, /at least 0/],
      [{}, /Send platformFeePercent/],
    ];
    const before = await settings();
    for (const [payload, message] of cases) {
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await settings()).toEqual(before);
  });
});
