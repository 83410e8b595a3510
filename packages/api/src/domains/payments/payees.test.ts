import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Payees = Outputs['payments']['payees'];

const payees = (cookie: string, projectId: string, projectType = 'brand_project') =>
  call(t.app, cookie, {
    method: 'GET',
    url: `/api/transactions/project/${projectId}/payees?projectType=${projectType}`,
  });

/** A brand's project with one artist accepted through an application (agreed amount recorded), one invited
 * and accepted, one only applying. */
async function project() {
  const db = t.database.db;
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const applied = await registerAs(t.app, 'artist', { firstName: 'Ada', lastName: 'Applied' });
  const invited = await registerAs(t.app, 'artist', { firstName: 'Ivo', lastName: 'Invited' });
  const waiting = await registerAs(t.app, 'artist', { firstName: 'Wes', lastName: 'Waiting' });
  const stranger = await registerAs(t.app, 'artist');
  const { id } = await brandProject(db, brand.user.id, { title: 'Dock mural' });
  const onProject = { project_id: id };
  await db
    .insertInto('applications')
    .values([
      { ...onProject, artist_id: applied.user.id, status: 'accepted', agreed_amount_cents: 250_000 },
      { ...onProject, artist_id: waiting.user.id, status: 'pending' },
    ])
    .execute();
  await db
    .insertInto('invitations')
    .values({ ...onProject, inviter_id: brand.user.id, artist_id: invited.user.id, status: 'accepted' })
    .execute();
  return { id, brand, applied, invited, waiting, stranger };
}

describe('GET /api/transactions/project/{projectId}/payees', () => {
  it("lists the project's accepted artists for its owner, with the agreed amount when one was recorded", async () => {
    const { id, brand, applied, invited } = await project();
    const response = await payees(brand.cookie, id);
    expect(response.statusCode).toBe(200);
    expect(json<Payees>(response).items).toEqual([
      {
        artist: expect.objectContaining({ id: applied.user.id, displayName: 'Ada Applied', userType: 'artist' }),
        agreedAmount: '2500.00',
      },
      { artist: expect.objectContaining({ id: invited.user.id, displayName: 'Ivo Invited' }), agreedAmount: null },
    ]);
  });

  it('lists an artist accepted both ways once, with the amount agreed', async () => {
    const { id, brand, invited } = await project();
    await t.database.db
      .insertInto('applications')
      .values({
        project_id: id,
        artist_id: invited.user.id,
        status: 'accepted',
        agreed_amount_cents: 120_050,
      })
      .execute();
    const items = json<Payees>(await payees(brand.cookie, id)).items;
    expect(items.filter((item) => item.artist.id === invited.user.id)).toEqual([
      expect.objectContaining({ agreedAmount: '1200.50' }),
    ]);
  });

  it('refuses an artist on the project (403) and anyone else or an unknown project (404)', async () => {
    const { id, applied, waiting, stranger } = await project();
    expect((await payees(applied.cookie, id)).statusCode).toBe(403);
    expect((await payees(waiting.cookie, id)).statusCode).toBe(404);
    expect((await payees(stranger.cookie, id)).statusCode).toBe(404);
    expect((await payees(stranger.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/transactions/project/${id}/payees` })).statusCode).toBe(401);
  });

  it('looks for the project of the type asked for', async () => {
    const { id, brand } = await project();
    expect((await payees(brand.cookie, id, 'wall_project')).statusCode).toBe(404);
  });
});
