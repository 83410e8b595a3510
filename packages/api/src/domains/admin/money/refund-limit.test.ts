import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { call, createTestApp, type TestApp } from '../../../../test/helpers';
import { adminCookie, escrowedDeal, type Deal } from '../test-fixtures';

/**
 * ADMIN_REFUND_LIMIT_CENTS ($1,000 here) bounds what operators refund from the console in all: on one project, and
 * by one operator in 24 hours, counting payment refunds and dispute decisions alike. A superadmin is not limited.
 */

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', ADMIN_REFUND_LIMIT_CENTS: '100000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

const refund = (cookie: string, id: string) =>
  call(t.app, cookie, { method: 'POST', url: `/api/admin/transactions/${id}/refund`, payload: { note: 'Checked' } });
const refundOverTrpc = (cookie: string, id: string) =>
  call(t.app, cookie, { method: 'POST', url: '/trpc/admin.refundTransaction', payload: { id, note: 'Checked' } });

/** Another payment of `amount` dollars into escrow on the deal's project. */
async function pay(deal: Deal, amount: string): Promise<string> {
  const paid = await call(t.app, deal.brand.cookie, {
    method: 'POST',
    url: '/api/transactions',
    payload: {
      projectId: deal.project.id,
      projectType: 'brand_project',
      recipientId: deal.artist.user.id,
      amount,
      paymentType: 'lump_sum',
    },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().id as string;
}

/** The payment's status, its refund entries and its audit rows: what a refused refund must leave as it was. */
async function trail(id: string) {
  const db = t.database.db;
  const [payment, refunds, audits] = await Promise.all([
    db.selectFrom('transactions').select('payment_status').where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries')
      .select('id')
      .where('transaction_id', '=', id)
      .where('movement', '=', 'refund')
      .execute(),
    db.selectFrom('audit_log').select('id').where('target_id', '=', id).execute(),
  ]);
  return { status: payment.payment_status, refunds: refunds.length, audits: audits.length };
}

function expectRefused(response: LightMyRequestResponse, message: RegExp) {
  const body = response.json();
  expect({ status: response.statusCode, message: body.message ?? body.error?.message }).toMatchObject({
    status: 403,
    message,
  });
}

describe("the operators' refund limit", () => {
  it('counts every refund on a project: three that each fit, the third refused, nothing moved; a superadmin refunds it', async () => {
    const deal = await escrowedDeal(t, '400.00');
    const second = await pay(deal, '400.00');
    const third = await pay(deal, '400.00');
    const [first, other] = [await adminCookie(t.database.db, 'operator'), await adminCookie(t.database.db, 'operator')];

    expect((await refund(first, deal.paymentId)).statusCode).toBe(200);
    expect((await refundOverTrpc(first, second)).statusCode).toBe(200);
    // $800 went back on this project: another operator, with nothing refunded today, may add $200 there, not $400.
    const refused = await refund(other, third);
    expectRefused(refused, /\$800 was already refunded on this project.*up to \$200 more.*superadmin/);
    expect(await trail(third)).toEqual({ status: 'escrowed', refunds: 0, audits: 0 });
    const detail = await call(t.app, other, { method: 'GET', url: `/api/admin/transactions/${third}` });
    expect(detail.json()).toMatchObject({ can: { refund: false }, refundRefusal: expect.stringMatching(/\$200 more/) });
    expectRefused(await refundOverTrpc(first, third), /up to \$200 more/);
    expect(await trail(third)).toEqual({ status: 'escrowed', refunds: 0, audits: 0 });

    const byRoot = await refund(root, third);
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    expect(await trail(third)).toEqual({ status: 'refunded', refunds: 2, audits: 1 });
  });

  it('counts what one operator refunded in 24 hours, across projects', async () => {
    const deals = [await escrowedDeal(t, '400.00'), await escrowedDeal(t, '400.00'), await escrowedDeal(t, '400.00')];
    const [operator, other] = [
      await adminCookie(t.database.db, 'operator'),
      await adminCookie(t.database.db, 'operator'),
    ];
    const [a, b, c] = deals.map((deal) => deal.paymentId) as [string, string, string];
    expect((await refund(operator, a)).statusCode).toBe(200);
    expect((await refundOverTrpc(operator, b)).statusCode).toBe(200);
    expectRefused(await refund(operator, c), /\$800 by you in the last 24 hours.*up to \$200 more/);
    expect(await trail(c)).toEqual({ status: 'escrowed', refunds: 0, audits: 0 });
    expect((await refund(other, c)).statusCode).toBe(200);
  });

  it('counts dispute decisions too: a refund past the limit is refused and the dispute stays open', async () => {
    const deal = await escrowedDeal(t, '400.00');
    const held = await pay(deal, '700.00');
    const operator = await adminCookie(t.database.db, 'operator');
    expect((await refund(operator, deal.paymentId)).statusCode).toBe(200);
    await t.database.db
      .updateTable('projects')
      .set({ status: 'completed', completed_at: new Date() })
      .where('id', '=', deal.project.id)
      .execute();
    const opened = await call(t.app, deal.brand.cookie, {
      method: 'POST',
      url: `/api/projects/${deal.project.id}/dispute`,
      payload: { projectType: 'brand_project', reason: 'Half of it is missing' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const resolve = (outcome: string, extra: Record<string, unknown> = {}) =>
      call(t.app, operator, {
        method: 'POST',
        url: `/api/admin/disputes/${opened.json().id}/resolve`,
        payload: { outcome, note: 'Checked the photos', ...extra },
      });

    // $400 refunded on the project already: refunding the $700 held is $1,100 in all.
    expectRefused(await resolve('refund'), /Refunding \$700 needs a superadmin.*up to \$600 more/);
    expect(await trail(held)).toEqual({ status: 'escrowed', refunds: 0, audits: 0 });
    // Half back ($350) fits: $750 on the project, $750 by this operator today.
    const split = await resolve('split', { artistSharePercent: 50 });
    expect(split.statusCode, split.body).toBe(200);
    expect(await trail(held)).toMatchObject({ status: 'completed', refunds: 2 });
  });
});
