import type { LightMyRequestResponse } from 'fastify';
import { moneyToCents } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { call, createTestApp, type TestApp } from '../../../../test/helpers';
import { escrowedDeal, type Deal } from '../test-fixtures';

/**
 * A dispute's split is entered in dollars (or a percentage), previewed by the API with the ledger's own rule, and
 * only the decision moves money: what the preview says is what the ledger then holds, to the cent.
 */

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

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

/** A disputed project whose escrow holds these payments (dollars), with the dispute's id. */
async function disputed(amounts: string[]) {
  const [first, ...rest] = amounts;
  const deal = await escrowedDeal(t, first ?? '100.00');
  const paymentIds = [deal.paymentId];
  for (const amount of rest) paymentIds.push(await pay(deal, amount));
  const dispute = await t.database.db
    .insertInto('project_disputes')
    .values({ project_id: deal.project.id, opened_by: deal.brand.user.id, reason: 'Half of it is missing' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { deal, paymentIds, disputeId: dispute.id };
}

const preview = (id: string, payload: Record<string, unknown>) =>
  call(t.app, root, { method: 'POST', url: `/api/admin/disputes/${id}/split-preview`, payload });
const resolve = (id: string, payload: Record<string, unknown>) =>
  call(t.app, root, {
    method: 'POST',
    url: `/api/admin/disputes/${id}/resolve`,
    payload: { outcome: 'split', note: 'Half was painted', ...payload },
  });

/** What the ledger holds for a payment after the decision, in cents, by account. */
async function moved(paymentId: string) {
  const rows = await t.database.db
    .selectFrom('ledger_entries')
    .select(['account_type', 'amount_cents'])
    .where('transaction_id', '=', paymentId)
    .where('movement', '!=', 'fund')
    .execute();
  const sum = (account: string) =>
    rows.filter((row) => row.account_type === account).reduce((total, row) => total + row.amount_cents, 0);
  return { escrow: sum('escrow'), artist: sum('artist'), fee: sum('platform_fees'), payer: sum('payer') };
}

const cents = (amount: string) => moneyToCents(amount) ?? NaN;

function expect400(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(message);
}

describe('a dispute split in dollars', () => {
  const cases: { amounts: string[]; share: Record<string, unknown> }[] = [
    { amounts: ['1400.00'], share: { artistShare: '900' } },
    { amounts: ['1400.00', '333.33'], share: { artistShare: '1000.01' } },
    { amounts: ['1234.57', '199.99', '100.01'], share: { artistShare: 777.77 } },
    { amounts: ['1000.01', '250.55'], share: { artistSharePercent: 33.33 } },
  ];

  for (const { amounts, share } of cases)
    it(`moves exactly what the preview showed (${amounts.join(' + ')}, ${JSON.stringify(share)})`, async () => {
      const { paymentIds, disputeId } = await disputed(amounts);
      const shown = await preview(disputeId, share);
      expect(shown.statusCode, shown.body).toBe(200);
      const plan = shown.json();
      const held = amounts.reduce((sum, amount) => sum + cents(amount), 0);
      expect(cents(plan.inEscrow)).toBe(held);
      expect(cents(plan.artistShare) + cents(plan.ownerRefund)).toBe(held);
      expect(cents(plan.fee) + cents(plan.artistNet)).toBe(cents(plan.artistShare));
      if ('artistShare' in share) expect(cents(plan.artistShare)).toBe(cents(String(share.artistShare)));
      // A preview moves nothing.
      for (const id of paymentIds) expect(await moved(id)).toEqual({ escrow: 0, artist: 0, fee: 0, payer: 0 });

      const decided = await resolve(disputeId, share);
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json()).toMatchObject({ outcome: 'split', artistShare: plan.artistShare });
      for (const part of plan.parts as Record<string, string>[]) {
        const ledger = await moved(part.paymentId!);
        expect(ledger).toEqual({
          escrow: -cents(part.amount!),
          artist: cents(part.artistNet!),
          fee: cents(part.fee!),
          payer: cents(part.ownerRefund!),
        });
      }
      const totals = await Promise.all(paymentIds.map(moved));
      expect(totals.reduce((sum, row) => sum + row.artist, 0)).toBe(cents(plan.artistNet));
      expect(totals.reduce((sum, row) => sum + row.payer, 0)).toBe(cents(plan.ownerRefund));
    });

  it('refuses 900%, negative amounts and shares of all or more than escrow holds, with a message, moving nothing', async () => {
    const { paymentIds, disputeId } = await disputed(['1400.00']);
    expect400(await preview(disputeId, { artistSharePercent: 900 }), /less than 100%/);
    expect400(await resolve(disputeId, { artistSharePercent: 900 }), /less than 100%/);
    expect400(await preview(disputeId, { artistShare: '-5.00' }), /artist's share must be an amount/i);
    expect400(await resolve(disputeId, { artistShare: -5 }), /artist's share must be an amount/i);
    expect400(await preview(disputeId, { artistShare: '0' }), /more than \$0 and less than the \$1,400 held/);
    expect400(await preview(disputeId, { artistShare: '1400.00' }), /less than the \$1,400 held in escrow/);
    expect400(await resolve(disputeId, { artistShare: '1400.01' }), /less than the \$1,400 held in escrow/);
    expect400(await resolve(disputeId, { artistShare: '12.345' }), /artist's share must be an amount/i);
    expect400(await preview(disputeId, {}), /Send the artist's share/);
    expect400(await resolve(disputeId, { artistShare: '700', artistSharePercent: 50 }), /A split needs/);
    expect(await moved(paymentIds[0]!)).toEqual({ escrow: 0, artist: 0, fee: 0, payer: 0 });
    const open = await t.database.db
      .selectFrom('project_disputes')
      .select('status')
      .where('id', '=', disputeId)
      .executeTakeFirstOrThrow();
    expect(open.status).toBe('open');
  });

  it('answers 409 to a preview once the dispute is resolved', async () => {
    const { disputeId } = await disputed(['500.00']);
    expect((await resolve(disputeId, { artistShare: '250' })).statusCode).toBe(200);
    const late = await preview(disputeId, { artistShare: '250' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already resolved/);
  });
});
