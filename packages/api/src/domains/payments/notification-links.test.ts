import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

describe('payment notifications', () => {
  it("carry the payment's id to both parties, so each can open its receipt", async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id);
    await t.database.db
      .insertInto('applications')
      .values({
        project_id: project.id,
        artist_id: artist.user.id,
        status: 'accepted',
      })
      .execute();
    const created = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount: 500 },
    });
    expect(created.statusCode).toBe(201);
    const paymentId: string = created.json().id;

    for (const who of [brand, artist]) {
      const list = json<Outputs['notifications']['list']>(
        await call(t.app, who.cookie, { method: 'GET', url: '/api/notifications' }),
      );
      const payments = list.items.filter((n) => n.type.startsWith('payment_'));
      expect(payments.length).toBeGreaterThan(0);
      for (const notification of payments) expect(notification.transactionId).toBe(paymentId);
      for (const other of list.items.filter((n) => !n.type.startsWith('payment_')))
        expect(other.transactionId).toBeNull();
    }
  });
});
