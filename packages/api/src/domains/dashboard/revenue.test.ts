import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const get = (who: Person, url: string) => call(t.app, who.cookie, { method: 'GET', url });
const revenue = async (who: Person) => json<Outputs['dashboard']['revenue']>(await get(who, '/api/dashboard/revenue'));
const income = async (who: Person) => json<Outputs['insights']['get']>(await get(who, '/api/insights')).totalIncome;

/** A brand paying its accepted artist: `amount` dollars per payment, each left in the state asked for. */
async function paid(states: ('escrowed' | 'completed' | 'refunded')[], amount = 1000) {
  const brand = await registerAs(t.app, 'brand');
  const artist = await registerAs(t.app, 'artist');
  const project = await brandProject(t.database.db, brand.user.id, { budgetCents: 9_999_900 });
  await t.database.db
    .insertInto('applications')
    .values({ project_id: project.id, artist_id: artist.user.id, status: 'accepted' })
    .execute();
  for (const state of states) {
    const created = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: { projectId: project.id, projectType: 'brand_project', recipientId: artist.user.id, amount },
    });
    expect(created.statusCode).toBe(201);
    const verb = { escrowed: null, completed: 'release', refunded: 'refund' }[state];
    if (verb) {
      const moved = await call(t.app, brand.cookie, {
        method: 'POST',
        url: `/api/transactions/${verb}/${created.json().id}`,
      });
      expect(moved.statusCode).toBe(200);
    }
  }
  return { brand, artist, project };
}

describe("an artist's revenue comes from released payments", () => {
  it('counts only released payments, net of the platform fee, on the dashboard and in insights', async () => {
    const { artist } = await paid(['completed', 'completed', 'escrowed', 'refunded']);
    expect(await revenue(artist)).toEqual({ revenue: '1900.00' });
    expect(await income(artist)).toBe('1900.00');
  });

  it('is zero while the money is still in escrow, even on a completed project', async () => {
    const { artist, project } = await paid(['escrowed']);
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', project.id).execute();
    expect(await revenue(artist)).toEqual({ revenue: '0.00' });
    expect(await income(artist)).toBe('0.00');
  });

  it('is not the payer’s: the brand earns nothing from paying, and its insights keep the budgets of completed projects', async () => {
    const { brand, project } = await paid(['completed']);
    expect(await revenue(brand)).toEqual({ revenue: '0.00' });
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', project.id).execute();
    expect(await income(brand)).toBe('99999.00');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/revenue' })).statusCode).toBe(401);
  });
});
