import { expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { acceptedOnProject, describeOnPostgres, usePostgresApps } from '../../../test/postgres';

/** On a real Postgres server the calls below run on separate pooled connections at the same time. */
describeOnPostgres('payments under concurrent calls on Postgres', () => {
  const t = usePostgresApps();

  async function deal() {
    const { brand, artist, project } = await acceptedOnProject(t.app, t.database);
    const body = { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount: 1000 };
    return { brand, body };
  }

  const ledger = (transactionId: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'amount_cents'])
      .where('transaction_id', '=', transactionId)
      .execute();

  it('releases a payment once when two releases arrive at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const { brand, body } = await deal();
      const created = await call(t.app, brand.cookie, { method: 'POST', url: '/api/transactions', payload: body });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;

      const release = () => call(t.app, brand.cookie, { method: 'POST', url: `/api/transactions/release/${id}` });
      const statuses = (await Promise.all([release(), release()])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const entries = await ledger(id);
      expect(entries.filter((e) => e.movement === 'release')).toHaveLength(3);
      expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    }
  });

  it('makes one payment when the same Idempotency-Key arrives twice at once', async () => {
    const { brand, body } = await deal();
    const create = () =>
      call(t.app, brand.cookie, {
        method: 'POST',
        url: '/api/transactions',
        payload: body,
        headers: { 'idempotency-key': 'same-time' },
      });
    const [one, two] = await Promise.all([create(), create()]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().id).toBe(two.json().id);
    const rows = await t.database.db
      .selectFrom('transactions')
      .select('id')
      .where('payer_id', '=', brand.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
