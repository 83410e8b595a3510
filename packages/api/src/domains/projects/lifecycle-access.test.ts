import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';

/*
 * The lifecycle's other doors: the same rules over tRPC as over REST, and an API token with projects:write acting
 * for its owner (lifecycle.test.ts walks the rules themselves over REST).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
}, 120_000);
afterAll(async () => t.close());

const KINDS = [
  {
    kind: 'brand',
    router: 'projects',
    base: '/api/projects',
    async post() {
      const owner = await registerAs(t.app, 'brand');
      const project = await createProject(t.app, owner.cookie, { title: 'Dock mural' });
      return { owner, project };
    },
  },
  {
    kind: 'wall',
    router: 'wallProjects',
    base: '/api/wall-projects',
    async post() {
      const owner = await registerAs(t.app, 'wall_owner');
      const wall = await createWall(t.app, owner.cookie, { latitude: 29.79, longitude: -95.4 });
      const project = await createWallProject(t.app, owner.cookie, wall.id, { title: 'Dock mural' });
      return { owner, project };
    },
  },
] as const;

const trpc = (who: Person, path: string, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: `/trpc/${path}`, payload });

const statusOf = async (id: string) =>
  (await t.database.db.selectFrom('projects').select('status').where('id', '=', id).executeTakeFirst())?.status;

async function tokenOf(owner: Person, scopes: string[]) {
  const created = await call(t.app, owner.cookie, {
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'Script', scopes },
  });
  expect(created.statusCode, created.body).toBe(201);
  return json<{ token: string }>(created).token;
}

describe.each(KINDS)('a $kind project over tRPC', (k) => {
  it('is edited, closed, reopened and deleted by its owner, with the REST refusals (403, 409)', async () => {
    const { owner, project } = await k.post();
    const stranger = await registerAs(t.app, 'brand');
    expect((await trpc(stranger, `${k.router}.update`, { id: project.id, title: 'Mine now' })).statusCode).toBe(403);

    const edited = await trpc(owner, `${k.router}.update`, { id: project.id, title: 'Dock mural, longer' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).result.data.title).toBe('Dock mural, longer');

    expect((await trpc(owner, `${k.router}.reopen`, { id: project.id })).statusCode).toBe(409);
    expect((await trpc(owner, `${k.router}.close`, { id: project.id })).statusCode).toBe(200);
    expect(await statusOf(project.id)).toBe('closed');
    const closedEdit = await trpc(owner, `${k.router}.update`, { id: project.id, title: 'Too late' });
    expect(closedEdit.statusCode).toBe(409);
    expect(json(closedEdit).error.message).toBe('This project is closed: reopen it to edit it');
    expect((await trpc(owner, `${k.router}.reopen`, { id: project.id })).statusCode).toBe(200);
    expect(await statusOf(project.id)).toBe('open');

    expect((await trpc(stranger, `${k.router}.delete`, { id: project.id })).statusCode).toBe(403);
    expect((await trpc(owner, `${k.router}.delete`, { id: project.id })).statusCode).toBe(200);
    expect(await statusOf(project.id)).toBeUndefined();
  });

  it('refuses to delete over tRPC once someone is hired (409), as REST does', async () => {
    const { owner, project } = await k.post();
    const artist = await registerAs(t.app, 'artist');
    const applied = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: k.kind === 'brand' ? 'brand_project' : 'wall_project', projectId: project.id },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await t.database.db
      .updateTable('applications')
      .set({ status: 'accepted' })
      .where('id', '=', json(applied).id)
      .execute();
    const refused = await trpc(owner, `${k.router}.delete`, { id: project.id });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.message).toBe('Someone has been hired or paid on this project: close it instead');
    expect(await statusOf(project.id)).toBe('open');
  });
});

describe.each(KINDS)('an API token on a $kind project', (k) => {
  it('with projects:write closes, reopens and deletes it as its owner would', async () => {
    const { owner, project } = await k.post();
    const authorization = `Bearer ${await tokenOf(owner, ['projects:write'])}`;
    const send = (method: 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { authorization } });

    const closed = await send('POST', `${k.base}/${project.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed).status).toBe('closed');
    const reopened = await send('POST', `${k.base}/${project.id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(json(reopened).status).toBe('open');
    const deleted = await send('DELETE', `${k.base}/${project.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await statusOf(project.id)).toBeUndefined();
  });

  it('without projects:write may not change it (403), and the project stays open', async () => {
    const { owner, project } = await k.post();
    const authorization = `Bearer ${await tokenOf(owner, ['projects:read'])}`;
    for (const [method, url] of [
      ['PATCH', `${k.base}/${project.id}`],
      ['POST', `${k.base}/${project.id}/close`],
      ['DELETE', `${k.base}/${project.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization }, payload: { title: 'No' } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    expect(await statusOf(project.id)).toBe('open');
  });
});
