import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/helpers';
import { adminCookie, escrowedDeal } from '../test-fixtures';

/** A payment row opens to its details: parties, project, milestone, dispute, ledger rows and their sums. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

describe("the console's payment detail", () => {
  it('shows a viewer the parties, the project, its milestone and dispute, and the ledger summed per account', async () => {
    const deal = await escrowedDeal(t, '1234.56');
    const db = t.database.db;
    const milestone = await db
      .insertInto('milestones')
      .values({
        project_id: deal.project.id,
        title: 'Primer coat',
        amount_cents: 123_456,
        transaction_id: deal.paymentId,
        artist_id: deal.artist.user.id,
        status: 'in_progress',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dispute = await db
      .insertInto('project_disputes')
      .values({ project_id: deal.project.id, opened_by: deal.brand.user.id, reason: 'Colours are wrong' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const viewer = await adminCookie(db, 'viewer');
    const detail = await call(t.app, viewer, { method: 'GET', url: `/api/admin/transactions/${deal.paymentId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      projectId: deal.project.id,
      projectTitle: 'Dock mural',
      payer: { id: deal.brand.user.id, name: 'Bea Brand' },
      recipient: { id: deal.artist.user.id, name: 'Frida Kahlo' },
      milestone: { id: milestone.id, title: 'Primer coat', status: 'in_progress', amount: '1234.56' },
      dispute: { id: dispute.id, status: 'open', outcome: null, reason: 'Colours are wrong' },
      can: { refund: false },
    });
    expect(detail.json().balances).toEqual([
      { accountType: 'escrow', userId: null, amount: '1234.56' },
      { accountType: 'payer', userId: deal.brand.user.id, amount: '-1234.56' },
    ]);
  });

  it('sums a refunded payment to nothing held, and says there is no milestone or dispute', async () => {
    const deal = await escrowedDeal(t, '500.00');
    const operator = await adminCookie(t.database.db, 'operator');
    const refunded = await call(t.app, operator, {
      method: 'POST',
      url: `/api/admin/transactions/${deal.paymentId}/refund`,
      payload: { note: 'Asked by both' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ milestone: null, dispute: null, paymentStatus: 'refunded' });
    expect(refunded.json().balances).toEqual([
      { accountType: 'escrow', userId: null, amount: '0.00' },
      { accountType: 'payer', userId: deal.brand.user.id, amount: '0.00' },
    ]);
    expect(refunded.json().ledger).toHaveLength(4);
  });
});
