import { cartTotals, centsToDecimalString } from '@wallcraft/shared';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { ADDRESS, addProduct } from '../shop/test-fixtures';
import { brandProject, hire, registerAs, registerUser, uniqueEmail } from '../../../test/fixtures';
import { call, json, type Outputs, type TestApp } from '../../../test/helpers';

/** What the referral tests share: a referrer and friends, and each step a friend takes toward the bonus. */

export type Who = { cookie: string; user: { id: string } };

const get = (t: TestApp, who: Who, url: string) => call(t.app, who.cookie, { method: 'GET', url });

export async function myCode(t: TestApp, who: Who) {
  return json<Outputs['referrals']['myCode']>(await get(t, who, '/api/referrals/my-code'));
}

export async function signups(t: TestApp, who: Who) {
  return json<Outputs['referrals']['signups']>(await get(t, who, '/api/referrals/signups')).items;
}

export async function stats(t: TestApp, who: Who) {
  return json<Outputs['referrals']['stats']>(await get(t, who, '/api/referrals/stats'));
}

/** A friend who signs up through the referrer's link (?ref=), named so the referrer's list can tell them apart. */
export async function friendOf(
  t: TestApp,
  referrer: Who,
  body: Partial<{ email: string; firstName: string; lastName: string }> = {},
) {
  return registerUser(t.app, { ...body, referralCode: (await myCode(t, referrer)).code });
}

/** SKIP FOR NOW: the profile type alone. */
export async function onboard(t: TestApp, who: Who, userType = 'artist') {
  const response = await call(t.app, who.cookie, {
    method: 'PATCH',
    url: `/api/users/${who.user.id}`,
    payload: { userType },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The confirmation link followed (POST /api/email/confirm with the token a confirmation mail carries). */
export async function confirmEmail(t: TestApp, who: Who) {
  const token = randomBytes(24).toString('base64url');
  await t.database.db
    .insertInto('email_tokens')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      user_id: who.user.id,
      purpose: 'confirm',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  const response = await t.app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token } });
  expect(response.statusCode, response.body).toBe(200);
}

/** The friend, as a brand, pays an artist they accepted on their project: the money goes into escrow. */
export async function payIntoEscrow(t: TestApp, payer: Who) {
  await onboard(t, payer, 'brand');
  const artist = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, payer.user.id);
  await hire(t.app, payer, artist, project.id);
  const pay = () =>
    call(t.app, payer.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: {
        projectId: project.id,
        projectType: 'brand_project',
        recipientId: artist.user.id,
        amount: '150',
        paymentType: 'lump_sum',
      },
    });
  const paid = await pay();
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json().paymentStatus).toBe('escrowed');
  return { payAgain: pay };
}

/** The friend buys one can from the shop; the embedded provider charges at once, so the order is paid. */
export async function placePaidOrder(t: TestApp, buyer: Who) {
  const can = await addProduct(t.database.db);
  const totals = cartTotals([{ priceCents: can.price_cents, quantity: 1 }]);
  const placed = await call(t.app, buyer.cookie, {
    method: 'POST',
    url: '/api/shop/orders',
    payload: {
      items: [{ productId: can.id, title: can.title, quantity: 1, price: centsToDecimalString(can.price_cents) }],
      subtotal: centsToDecimalString(totals.subtotalCents),
      tax: centsToDecimalString(totals.taxCents),
      shipping: centsToDecimalString(totals.shippingCents),
      total: centsToDecimalString(totals.totalCents),
      shippingAddress: ADDRESS,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().status).toBe('paid');
}

/** The friend starts a background verification; the embedded provider charges its fee at once. */
export async function payForVerification(t: TestApp, who: Who) {
  const started = await call(t.app, who.cookie, { method: 'POST', url: '/api/verification/initiate', payload: {} });
  expect(started.statusCode, started.body).toBe(201);
}

export const bonusEntries = (t: TestApp, signupId: string) =>
  t.database.db
    .selectFrom('ledger_entries')
    .select(['movement', 'account_type', 'user_id', 'amount_cents'])
    .where('referral_signup_id', '=', signupId)
    .orderBy('amount_cents')
    .execute();

/** Every ledger row of the database: each movement sums to zero, so all of them do. */
export async function ledgerSum(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('sum'))
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export const bonusNotifications = (t: TestApp, userId: string) =>
  t.database.db
    .selectFrom('notifications')
    .select(['title', 'message'])
    .where('user_id', '=', userId)
    .where('type', '=', 'referral_bonus')
    .orderBy('created_at')
    .execute();

export { uniqueEmail };
