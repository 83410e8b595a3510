import { expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { acceptedOnProject, describeOnPostgres, usePostgresApps } from '../../../test/postgres';

/** On a real Postgres server the calls below run on separate pooled connections at the same time. */
describeOnPostgres('milestones under concurrent calls on Postgres', () => {
  const t = usePostgresApps();

  /** A brand's project with one artist accepted for an agreed $1,000. */
  async function deal() {
    const { brand, artist, project } = await acceptedOnProject(t.app, t.database, { agreedCents: 100_000 });
    const create = (title: string, amount: number) =>
      call(t.app, brand.cookie, {
        method: 'POST',
        url: '/api/milestones',
        payload: { projectId: project.id, projectType: 'brand_project', title, amount },
      });
    const act = (id: string, verb: 'fund' | 'approve') =>
      call(t.app, brand.cookie, { method: 'POST', url: `/api/milestones/${id}/${verb}` });
    const deliver = (id: string) =>
      call(t.app, artist.cookie, {
        method: 'POST',
        url: `/api/milestones/${id}/deliver`,
        payload: { note: 'Done', images: ['https://images.example.com/sketch.jpg'] },
      });
    return { project, create, act, deliver };
  }

  it('lets only one of two concurrent creates past the agreed amount', async () => {
    for (let round = 0; round < 5; round++) {
      const { project, create } = await deal();
      const statuses = (await Promise.all([create('Left', 600), create('Right', 600)])).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([201, 409]);
      const rows = await t.database.db
        .selectFrom('milestones')
        .select('amount_cents')
        .where('project_id', '=', project.id)
        .execute();
      expect(rows).toEqual([{ amount_cents: 60_000 }]);
    }
  });

  it('makes one payment when a milestone is funded twice at once, and releases it once', async () => {
    for (let round = 0; round < 3; round++) {
      const { project, create, act, deliver } = await deal();
      const created = await create('Sketch', 400);
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const funded = (await Promise.all([act(id, 'fund'), act(id, 'fund')])).map((r) => r.statusCode).sort();
      expect(funded).toEqual([200, 409]);
      const payments = await t.database.db
        .selectFrom('transactions')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      expect(payments).toHaveLength(1);

      // The owner approves what the artist delivered.
      expect((await deliver(id)).statusCode).toBe(200);
      const approved = (await Promise.all([act(id, 'approve'), act(id, 'approve')])).map((r) => r.statusCode).sort();
      expect(approved).toEqual([200, 409]);
      const entries = await t.database.db
        .selectFrom('ledger_entries')
        .select(['movement', 'amount_cents'])
        .where('transaction_id', '=', payments[0]?.id as string)
        .execute();
      expect(entries.filter((e) => e.movement === 'release')).toHaveLength(3);
      expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    }
  });
});
