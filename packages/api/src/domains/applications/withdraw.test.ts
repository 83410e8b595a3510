import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, wallProject, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const apply = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/applications', payload });
const withdraw = (who: Person | undefined, id: string) =>
  call(t.app, who?.cookie, { method: 'DELETE', url: `/api/applications/${id}` });
const decide = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/applications/${id}`, payload: { status } });

async function notificationsOf(who: Person) {
  const response = await call(t.app, who.cookie, { method: 'GET', url: '/api/notifications' });
  expect(response.statusCode).toBe(200);
  return json(response).items as { type: string; message: string; projectId: string | null; projectType: string }[];
}

/** A brand's open project and an artist's pending application to it. */
async function pendingApplication() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Diego', lastName: 'Rivera' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Harbor mural' });
  const created = await apply(artist, { projectType: 'brand_project', projectId: project.id });
  expect(created.statusCode).toBe(201);
  return { brand, artist, project, application: json(created) as { id: string } };
}

const applicationExists = async (id: string) =>
  Boolean(await t.database.db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst());

describe('DELETE /api/applications/{id}', () => {
  it('lets the artist withdraw a pending application: it is gone and the owner is told, linked to the project', async () => {
    const { brand, artist, project, application } = await pendingApplication();
    const response = await withdraw(artist, application.id);
    expect(response.statusCode).toBe(204);
    expect(await applicationExists(application.id)).toBe(false);

    const notices = await notificationsOf(brand);
    // The application_received notice went with the application; the withdrawal names the project instead.
    expect(notices.map((notice) => notice.type)).toEqual(['application_withdrawn']);
    expect(notices[0]).toMatchObject({
      projectId: project.id,
      projectType: 'brand_project',
      message: 'Diego Rivera withdrew their application to Harbor mural.',
    });
    expect(
      (await call(t.app, artist.cookie, { method: 'GET', url: `/api/applications/${application.id}` })).statusCode,
    ).toBe(404);
  });

  it('lets the artist apply again to the same project after withdrawing', async () => {
    const { artist, project, application } = await pendingApplication();
    expect((await withdraw(artist, application.id)).statusCode).toBe(204);
    expect((await apply(artist, { projectType: 'brand_project', projectId: project.id })).statusCode).toBe(201);
  });

  it('links a wall project withdrawal to the wall project', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const project = await wallProject(t.database.db, owner.user.id);
    const created = await apply(artist, { projectType: 'wall_project', wallProjectId: project.id });
    expect(created.statusCode).toBe(201);
    expect((await withdraw(artist, json(created).id)).statusCode).toBe(204);
    expect((await notificationsOf(owner))[0]).toMatchObject({
      type: 'application_withdrawn',
      projectId: project.id,
      projectType: 'wall_project',
    });
  });

  it("refuses the project's owner with 403: they decline instead", async () => {
    const { brand, application } = await pendingApplication();
    const response = await withdraw(brand, application.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the artist who applied can withdraw an application');
    expect(await applicationExists(application.id)).toBe(true);
  });

  it('answers 404 to anyone else and for an unknown id, and 401 when signed out', async () => {
    const { application } = await pendingApplication();
    const stranger = await registerAs(t.app, 'artist');
    expect((await withdraw(stranger, application.id)).statusCode).toBe(404);
    expect((await withdraw(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await withdraw(undefined, application.id)).statusCode).toBe(401);
    expect((await withdraw(stranger, 'not-a-uuid')).statusCode).toBe(400);
    expect(await applicationExists(application.id)).toBe(true);
  });

  it('refuses an accepted or declined application with 409 saying what to do', async () => {
    const accepted = await pendingApplication();
    expect((await decide(accepted.brand, accepted.application.id, 'accepted')).statusCode).toBe(200);
    const refusedAccepted = await withdraw(accepted.artist, accepted.application.id);
    expect(refusedAccepted.statusCode).toBe(409);
    expect(refusedAccepted.json().message).toMatch(/already accepted.*message the project's owner/);

    const declined = await pendingApplication();
    expect((await decide(declined.brand, declined.application.id, 'rejected')).statusCode).toBe(200);
    const refusedDeclined = await withdraw(declined.artist, declined.application.id);
    expect(refusedDeclined.statusCode).toBe(409);
    expect(refusedDeclined.json().message).toMatch(/already declined/);
    expect(await applicationExists(declined.application.id)).toBe(true);
  });

  it('works over tRPC as applications.withdraw', async () => {
    const { brand, artist, application } = await pendingApplication();
    const byOwner = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/trpc/applications.withdraw',
      payload: { id: application.id },
    });
    expect(byOwner.statusCode).toBe(403);
    const byArtist = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/trpc/applications.withdraw',
      payload: { id: application.id },
    });
    expect(byArtist.statusCode).toBe(200);
    expect(await applicationExists(application.id)).toBe(false);
  });
});
