import { seed } from '@wallcraft/db/seed';
import { moneyToCents } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { adminSessionCookie } from '../../../test/admins';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, { scale: 1 });
  adminCookie = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

describe('admin reads on the demo data', () => {
  it('lists transactions with payer, recipient and project, and fee + net = amount', async () => {
    const body = (await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/transactions?limit=50' })).json();
    expect(body.total.count).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.payerName).toBeTruthy();
      expect(item.recipientName).toBeTruthy();
      for (const amount of [item.amount, item.platformFee, item.netAmount]) expect(amount).toMatch(/^\d+\.\d{2}$/);
      expect(moneyToCents(item.platformFee)! + moneyToCents(item.netAmount)!).toBe(moneyToCents(item.amount));
    }
  });

  it('lists both kinds of project with their owners, newest first', async () => {
    const body = (await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/projects?limit=100' })).json();
    expect(body.total.count).toBeGreaterThanOrEqual(60);
    expect(new Set(body.items.map((p: { kind: string }) => p.kind))).toEqual(
      new Set(['brand_project', 'wall_project']),
    );
    const times = body.items.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages users without overlap', async () => {
    const first = (await call(t.app, adminCookie, { method: 'GET', url: '/api/admin/users?limit=10' })).json();
    const second = (
      await call(t.app, adminCookie, { method: 'GET', url: `/api/admin/users?limit=10&cursor=${first.nextCursor}` })
    ).json();
    expect(first.items).toHaveLength(10);
    const ids = new Set(first.items.map((u: { id: string }) => u.id));
    expect(second.items.some((u: { id: string }) => ids.has(u.id))).toBe(false);
    expect(first.items.some((u: { userTypes: string[] }) => u.userTypes.length > 0)).toBe(true);
  });
});
