import { expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { acceptedOnProject, describeOnPostgres, usePostgresApps } from '../../../test/postgres';
import { embeddedProvider } from '../payments/provider';
import { runPayout } from './service';

/**
 * The payout job run twice at once on a real Postgres server (separate pooled connections), as two API
 * processes would if their schedules overlapped.
 */
describeOnPostgres('the payout job under concurrent runs on Postgres', () => {
  const t = usePostgresApps();

  /** A project completed 20 days ago with one payment still in escrow. */
  async function duePayment(): Promise<string> {
    const { brand, artist, project } = await acceptedOnProject(t.app, t.database);
    const paid = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount: 1000 },
    });
    expect(paid.statusCode).toBe(201);
    await t.database.db
      .updateTable('projects')
      .set({ status: 'completed', completed_at: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000) })
      .where('id', '=', project.id)
      .execute();
    return paid.json().id as string;
  }

  it('publishes both reviews when the two parties review at the same moment', async () => {
    const { brand, artist, project } = await acceptedOnProject(t.app, t.database, { projectStatus: 'completed' });
    const review = (cookie: string) =>
      call(t.app, cookie, {
        method: 'POST',
        url: '/api/reviews',
        payload: { projectId: project.id, projectType: 'brand_project', rating: 4 },
      });
    const answers = await Promise.all([review(brand.cookie), review(artist.cookie)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await t.database.db
      .selectFrom('reviews')
      .select('published_at')
      .where('project_id', '=', project.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.published_at !== null)).toBe(true);
    const stats = await t.database.db
      .selectFrom('artist_profiles')
      .select(['rating', 'completed_projects'])
      .where('user_id', '=', artist.user.id)
      .executeTakeFirst();
    expect(stats).toEqual({ rating: 4, completed_projects: 1 });
  });

  it('releases each due payment once when two runs overlap', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await duePayment());

    const runs = await Promise.all([
      runPayout(t.database.db, embeddedProvider),
      runPayout(t.database.db, embeddedProvider),
    ]);
    // Between them the two runs released each payment once (the API's own hourly run, if it fired meanwhile,
    // may have taken some: never more than once each, as the ledger below shows).
    expect(runs[0].released + runs[1].released).toBeLessThanOrEqual(ids.length);
    expect(runs[0].released + runs[1].released).toBeGreaterThan(0);

    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['transaction_id', 'movement', 'amount_cents'])
      .where('transaction_id', 'in', ids)
      .execute();
    for (const id of ids) {
      const own = entries.filter((e) => e.transaction_id === id);
      expect(own.filter((e) => e.movement === 'release')).toHaveLength(3);
      expect(own.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    }
    const statuses = await t.database.db
      .selectFrom('transactions')
      .select('payment_status')
      .where('id', 'in', ids)
      .execute();
    expect(statuses.every((row) => row.payment_status === 'completed')).toBe(true);
    const notified = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('transaction_id', 'in', ids)
      .where('type', '=', 'payment_released')
      .execute();
    // One notice to each party per payment, not two.
    expect(notified).toHaveLength(ids.length * 2);
  });
});
