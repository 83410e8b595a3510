import { ensurePlaces } from '@wallcraft/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  // Only the big cities: enough for Houston, in a fraction of the gazetteer's load time.
  await ensurePlaces(t.database.db, { minPopulation: 1_000_000 });
}, 120_000);
afterAll(async () => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Both kinds, each with how its owner posts one and the paths it lives under. */
const KINDS = [
  {
    kind: 'brand',
    base: '/api/projects',
    other: '/api/wall-projects',
    projectType: 'brand_project',
    notFound: 'Project not found',
    async post() {
      const owner = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
      const project = await createProject(t.app, owner.cookie, { title: 'Harbor mural' });
      return { owner, project };
    },
  },
  {
    kind: 'wall',
    base: '/api/wall-projects',
    other: '/api/projects',
    projectType: 'wall_project',
    notFound: 'Wall project not found',
    async post() {
      const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Wanda', lastName: 'Wall' });
      const wall = await createWall(t.app, owner.cookie, { latitude: 29.79, longitude: -95.4 });
      const project = await createWallProject(t.app, owner.cookie, wall.id, { title: 'Harbor mural' });
      return { owner, project };
    },
  },
] as const;

const patch = (who: Person | undefined, url: string, payload: Record<string, unknown>) =>
  call(t.app, who?.cookie, { method: 'PATCH', url, payload });
const post = (who: Person | undefined, url: string) => call(t.app, who?.cookie, { method: 'POST', url });
const remove = (who: Person | undefined, url: string) => call(t.app, who?.cookie, { method: 'DELETE', url });

async function apply(artist: Person, projectType: string, projectId: string) {
  const response = await call(t.app, artist.cookie, {
    method: 'POST',
    url: '/api/applications',
    payload: { projectType, projectId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response);
}

async function invite(owner: Person, artist: Person, projectType: string, projectId: string) {
  const response = await call(t.app, owner.cookie, {
    method: 'POST',
    url: '/api/invitations',
    payload: { artistId: artist.user.id, projectType, projectId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response);
}

async function notificationsOf(who: Person) {
  const response = await call(t.app, who.cookie, { method: 'GET', url: '/api/notifications' });
  expect(response.statusCode).toBe(200);
  return json<{ items: Record<string, unknown>[] }>(response).items;
}

const statusOf = async (table: 'applications' | 'invitations', id: string) =>
  t.database.db.selectFrom(table).select(['status', 'decided_at']).where('id', '=', id).executeTakeFirst();

describe.each(KINDS)('the owner of a $kind project', (k) => {
  it('edits it while open and gets it back as GET answers it', async () => {
    const { owner, project } = await k.post();
    const response = await patch(owner, `${k.base}/${project.id}`, {
      title: ' Harbor mural, bigger ',
      budget: '7,500',
      timeline: '3_6_months',
      preferredStyles: ['Pop Art'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      id: project.id,
      title: 'Harbor mural, bigger',
      budget: '7500.00',
      timeline: '3_6_months',
      preferredStyles: ['Pop Art'],
      images: project.images,
      status: 'open',
    });
    const got = await call(t.app, owner.cookie, { method: 'GET', url: `${k.base}/${project.id}` });
    expect(json(got)).toEqual(json(response));
  });

  it('refuses an edit by the field rules of posting (400 naming the field), an empty title included', async () => {
    const { owner, project } = await k.post();
    for (const [payload, field] of [
      [{ title: '' }, 'title'],
      [{ budget: -5 }, 'budget'],
      [{ images: ['javascript:alert(1)'] }, 'images'],
    ] as const) {
      const response = await patch(owner, `${k.base}/${project.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain(field);
    }
  });

  it('answers 401 signed out, 403 to another user, 404 for an unknown id or the other kind', async () => {
    const { project } = await k.post();
    const stranger = await registerAs(t.app, k.kind === 'brand' ? 'brand' : 'wall_owner');
    const url = `${k.base}/${project.id}`;
    expect((await patch(undefined, url, { title: 'X' })).statusCode).toBe(401);
    for (const response of [
      await patch(stranger, url, { title: 'X' }),
      await post(stranger, `${url}/close`),
      await post(stranger, `${url}/reopen`),
      await remove(stranger, url),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe('You can only change your own projects');
    }
    for (const target of [`${k.base}/${UNKNOWN}`, `${k.other}/${project.id}`]) {
      const response = await patch(stranger, target, { title: 'X' });
      expect(response.statusCode).toBe(404);
    }
    expect(json(await remove(stranger, `${k.base}/${UNKNOWN}`)).message).toBe(k.notFound);
  });

  it('may edit through an API token with projects:write', async () => {
    const { owner, project } = await k.post();
    const created = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Editor', scopes: ['projects:write'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${k.base}/${project.id}`,
      headers: { authorization: `Bearer ${json(created).token}` },
      payload: { title: 'Edited by a script' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).title).toBe('Edited by a script');
  });

  it('tells the artists in play which fields changed, linking to the project, and nobody else', async () => {
    const { owner, project } = await k.post();
    const applicant = await registerAs(t.app, 'artist');
    const invited = await registerAs(t.app, 'artist');
    const declined = await registerAs(t.app, 'artist');
    await apply(applicant, k.projectType, project.id);
    await invite(owner, invited, k.projectType, project.id);
    const refused = await apply(declined, k.projectType, project.id);
    const decided = await call(t.app, owner.cookie, {
      method: 'PATCH',
      url: `/api/applications/${refused.id}`,
      payload: { status: 'rejected' },
    });
    expect(decided.statusCode).toBe(200);

    // Sending a field unchanged names only what did change.
    const response = await patch(owner, `${k.base}/${project.id}`, {
      title: project.title,
      budget: 9000,
      timeline: '1_2_weeks',
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const artist of [applicant, invited]) {
      const updates = (await notificationsOf(artist)).filter((n) => n.type === 'project_updated');
      expect(updates).toEqual([
        expect.objectContaining({
          message: 'Harbor mural was updated: budget, timeline',
          projectId: project.id,
          projectType: k.projectType,
        }),
      ]);
    }
    expect((await notificationsOf(declined)).some((n) => n.type === 'project_updated')).toBe(false);
  });

  it('closes it: pending applications and invitations are declined and their artists told, in the lists no more', async () => {
    const { owner, project } = await k.post();
    const applicant = await registerAs(t.app, 'artist');
    const invited = await registerAs(t.app, 'artist');
    const application = await apply(applicant, k.projectType, project.id);
    const invitation = await invite(owner, invited, k.projectType, project.id);

    const response = await post(owner, `${k.base}/${project.id}/close`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ id: project.id, status: 'closed' });
    for (const [table, id] of [
      ['applications', application.id],
      ['invitations', invitation.id],
    ] as const) {
      expect(await statusOf(table, id)).toMatchObject({ status: 'rejected', decided_at: expect.any(Date) });
    }
    const name = k.kind === 'brand' ? 'Bea Brand' : 'Wanda Wall';
    expect((await notificationsOf(applicant)).find((n) => n.type === 'project_closed_by_owner')).toMatchObject({
      message: `${name} closed Harbor mural; your application was declined`,
      applicationId: application.id,
      projectId: project.id,
      projectType: k.projectType,
    });
    expect((await notificationsOf(invited)).find((n) => n.type === 'project_closed_by_owner')).toMatchObject({
      invitationId: invitation.id,
      projectId: project.id,
    });

    const list = await call(t.app, undefined, { method: 'GET', url: `${k.base}?limit=100` });
    expect(json<{ items: { id: string }[] }>(list).items.map((p) => p.id)).not.toContain(project.id);
    const latecomer = await registerAs(t.app, 'artist');
    const late = await call(t.app, latecomer.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: k.projectType, projectId: project.id },
    });
    expect(late.statusCode).toBe(409);

    const edit = await patch(owner, `${k.base}/${project.id}`, { title: 'Y' });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).message).toBe('This project is closed: reopen it to edit it');
    const again = await post(owner, `${k.base}/${project.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This project is already closed');
  });

  it('reopens a project it closed, and only that', async () => {
    const { owner, project } = await k.post();
    const open = await post(owner, `${k.base}/${project.id}/reopen`);
    expect(open.statusCode).toBe(409);
    expect(json(open).message).toBe('Only a closed project can be reopened; this one is open');
    expect((await post(owner, `${k.base}/${project.id}/close`)).statusCode).toBe(200);
    const reopened = await post(owner, `${k.base}/${project.id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(json(reopened).status).toBe('open');

    await t.database.db.updateTable('projects').set({ status: 'cancelled' }).where('id', '=', project.id).execute();
    const cancelled = await post(owner, `${k.base}/${project.id}/reopen`);
    expect(cancelled.statusCode).toBe(409);
    expect(json(cancelled).message).toBe('An operator closed this project; write to support');
    expect((await post(owner, `${k.base}/${project.id}/close`)).statusCode).toBe(409);
  });

  it('refuses to edit or close a project in progress (409)', async () => {
    const { owner, project } = await k.post();
    await t.database.db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
    expect((await patch(owner, `${k.base}/${project.id}`, { title: 'Y' })).statusCode).toBe(409);
    expect((await post(owner, `${k.base}/${project.id}/close`)).statusCode).toBe(409);
  });

  it('deletes it while nobody is hired, telling the pending artists first', async () => {
    const { owner, project } = await k.post();
    const applicant = await registerAs(t.app, 'artist');
    const invited = await registerAs(t.app, 'artist');
    await apply(applicant, k.projectType, project.id);
    await invite(owner, invited, k.projectType, project.id);
    const response = await remove(owner, `${k.base}/${project.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await call(t.app, owner.cookie, { method: 'GET', url: `${k.base}/${project.id}` })).statusCode).toBe(404);
    expect((await notificationsOf(applicant)).find((n) => n.type === 'project_closed_by_owner')).toMatchObject({
      message: 'Harbor mural was withdrawn by its owner; your application was declined',
      projectId: null,
    });
    expect((await notificationsOf(invited)).find((n) => n.type === 'project_closed_by_owner')?.message).toBe(
      'Harbor mural was withdrawn by its owner; your invitation was declined',
    );
  });

  it('refuses to delete once someone is hired or money has moved (409), leaving the project', async () => {
    const { owner, project } = await k.post();
    const artist = await registerAs(t.app, 'artist');
    const application = await apply(artist, k.projectType, project.id);
    await t.database.db
      .updateTable('applications')
      .set({ status: 'accepted' })
      .where('id', '=', application.id)
      .execute();
    const hired = await remove(owner, `${k.base}/${project.id}`);
    expect(hired.statusCode).toBe(409);
    expect(json(hired).message).toBe('Someone has been hired or paid on this project: close it instead');

    const paid = await k.post();
    await t.database.db
      .insertInto('transactions')
      .values({
        project_id: paid.project.id,
        payer_id: paid.owner.user.id,
        recipient_id: artist.user.id,
        amount_cents: 1000,
        platform_fee_cents: 100,
        net_amount_cents: 900,
        payment_status: 'cancelled',
      })
      .execute();
    expect((await remove(paid.owner, `${k.base}/${paid.project.id}`)).statusCode).toBe(409);
    expect((await remove(undefined, `${k.base}/${paid.project.id}`)).statusCode).toBe(401);
    for (const id of [project.id, paid.project.id]) {
      const row = await t.database.db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst();
      expect(row).toBeDefined();
    }
  });
});

describe('where an edited project stands', () => {
  it("places a brand project's new location without coordinates at the city it names", async () => {
    const brand = await registerAs(t.app, 'brand');
    const project = await createProject(t.app, brand.cookie, { latitude: 30.27, longitude: -97.74 });
    const response = await patch(brand, `/api/projects/${project.id}`, { location: 'Houston, TX' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).location).toBe('Houston, TX');
    expect(json(response).latitude).toBeCloseTo(29.76, 0);

    const both = await patch(brand, `/api/projects/${project.id}`, { latitude: 10 });
    expect(both.statusCode).toBe(400);
    const given = await patch(brand, `/api/projects/${project.id}`, { latitude: 10, longitude: 20 });
    expect(json(given)).toMatchObject({ latitude: 10, longitude: 20 });
  });

  it("keeps a wall project at its wall's position, a null location taking the wall's", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, {
      location: 'Houston Heights',
      latitude: 29.79,
      longitude: -95.4,
    });
    const project = await createWallProject(t.app, owner.cookie, wall.id, { location: 'Dock side' });
    const moved = await patch(owner, `/api/wall-projects/${project.id}`, { location: 'Austin, TX' });
    expect(json(moved)).toMatchObject({ location: 'Austin, TX', latitude: 29.79, longitude: -95.4 });
    const back = await patch(owner, `/api/wall-projects/${project.id}`, { location: null });
    expect(json(back).location).toBe('Houston Heights');
  });
});
