import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, json } from '../../../test/helpers';
import { registerUser, becomes, brandProject, registerAs, wallProject, type Person } from '../../../test/fixtures';
import { listenForWebsockets, openTab, subscribeEvents, type Tab } from '../../../test/realtime';

let t: TestApp;
let url: string;
const tabs: Tab[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()));
});
afterAll(async () => t.close());

const apply = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/applications', payload });
const decide = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/applications/${id}`, payload: { status } });
const get = (who: Person, url: string) => call(t.app, who.cookie, { method: 'GET', url });

async function notificationsOf(userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'is_read', 'application_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

async function countApplications(projectId: string) {
  const row = await t.database.db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A brand with an open project, an artist, and the artist's pending application to it. */
async function pendingApplication() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id);
  const created = await apply(artist, { projectType: 'brand_project', projectId: project.id, message: 'Hello' });
  expect(created.statusCode).toBe(201);
  return { brand, artist, project, application: json(created) };
}

describe('POST /api/applications', () => {
  it('lets an artist apply to an open brand project, trims the message and notifies the brand', async () => {
    const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
    const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural', budgetCents: 250_050 });

    const response = await apply(artist, {
      projectType: 'brand_project',
      projectId: project.id,
      message: '  I would love to paint this.  ',
    });
    expect(response.statusCode).toBe(201);
    const application = json(response);
    expect(application).toMatchObject({
      status: 'pending',
      message: 'I would love to paint this.',
      projectType: 'brand_project',
      projectId: project.id,
      wallProjectId: null,
      artistId: artist.user.id,
      ownerId: brand.user.id,
      decidedAt: null,
      project: {
        id: project.id,
        title: 'Dock mural',
        budget: '2500.50',
        status: 'open',
        projectType: 'brand_project',
        images: ['/media/dock.jpg'],
      },
      artist: {
        id: artist.user.id,
        firstName: 'Frida',
        lastName: 'Kahlo',
        displayName: 'Frida Kahlo',
        userType: 'artist',
      },
      owner: { id: brand.user.id, userType: 'brand' },
      counterpart: { id: brand.user.id },
    });
    expect(application.artist).not.toHaveProperty('email');

    expect(await notificationsOf(brand.user.id)).toEqual([
      {
        type: 'application_received',
        title: 'New application',
        message: 'Frida Kahlo applied to Dock mural.',
        is_read: false,
        application_id: application.id,
      },
    ]);
    expect(await notificationsOf(artist.user.id)).toEqual([]);
  });

  it("lets an artist apply to an open wall project, notifying the wall's owner", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const project = await wallProject(t.database.db, owner.user.id);

    const response = await apply(artist, { projectType: 'wall_project', wallProjectId: project.id });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      projectType: 'wall_project',
      projectId: null,
      wallProjectId: project.id,
      message: null,
      ownerId: owner.user.id,
      owner: { userType: 'wall_owner' },
    });
    // The wall project has no images of its own: the wall's show instead.
    expect(json(response).project.images).toEqual(['/media/wall.jpg']);
    expect((await notificationsOf(owner.user.id)).map((n) => n.type)).toEqual(['application_received']);
  });

  it('refuses a second application to the same project with 409 and keeps the first', async () => {
    const { artist, project, brand } = await pendingApplication();
    const again = await apply(artist, { projectType: 'brand_project', projectId: project.id, message: 'Me again' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('You have already applied to this project');
    expect(await countApplications(project.id)).toBe(1);
    expect(await notificationsOf(brand.user.id)).toHaveLength(1);
  });

  it('refuses anyone whose active profile is not an artist with 403, storing nothing', async () => {
    const brand = await registerAs(t.app, 'brand');
    const other = await registerAs(t.app, 'wall_owner');
    const project = await brandProject(t.database.db, brand.user.id);
    const response = await apply(other, { projectType: 'brand_project', projectId: project.id });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toMatch(/^Only artists can do this/);
    const noProfile = await registerUser(t.app);
    expect((await apply(noProfile, { projectType: 'brand_project', projectId: project.id })).statusCode).toBe(403);
    expect(await countApplications(project.id)).toBe(0);
  });

  it('refuses projects that are not open with 409', async () => {
    const brand = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      const project = await brandProject(t.database.db, brand.user.id, { status });
      const response = await apply(artist, { projectType: 'brand_project', projectId: project.id });
      expect(response.statusCode).toBe(409);
      expect(json(response).message).toBe('This project is not open for applications');
      expect(await countApplications(project.id)).toBe(0);
    }
    const closedWall = await wallProject(t.database.db, owner.user.id, { status: 'completed' });
    expect((await apply(artist, { projectType: 'wall_project', wallProjectId: closedWall.id })).statusCode).toBe(409);
    expect(await notificationsOf(brand.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown project and 400 naming the field for bad ids', async () => {
    const artist = await registerAs(t.app, 'artist');
    const unknown = await apply(artist, {
      projectType: 'brand_project',
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Project not found');
    const wrongKind = await apply(artist, {
      projectType: 'wall_project',
      wallProjectId: (await brandProject(t.database.db, (await registerAs(t.app, 'brand')).user.id)).id,
    });
    expect(json(wrongKind).message).toBe('Wall project not found');

    const malformed = await apply(artist, { projectType: 'brand_project', projectId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('projectId: projectId must be a project id');
    const missing = await apply(artist, { projectType: 'wall_project' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('wallProjectId: required for a wall project');
  });

  it('refuses a message over 2,000 characters with 400 and stores a blank one as none', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id);
    const long = await apply(artist, {
      projectType: 'brand_project',
      projectId: project.id,
      message: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('message: Message must be at most 2000 characters');
    expect(await countApplications(project.id)).toBe(0);

    const blank = await apply(artist, { projectType: 'brand_project', projectId: project.id, message: '   ' });
    expect(json(blank).message).toBeNull();
  });

  it('refuses an application to your own project with 403', async () => {
    const both = await registerAs(t.app, 'brand');
    const project = await brandProject(t.database.db, both.user.id);
    await becomes(t.app, both, 'artist');
    const response = await apply(both, { projectType: 'brand_project', projectId: project.id });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('You cannot apply to your own project');
  });

  it('limits an artist to 10 applications a minute, then answers 429', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const project = await brandProject(t.database.db, brand.user.id);
      statuses.push((await apply(artist, { projectType: 'brand_project', projectId: project.id })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const refused = await apply(artist, {
      projectType: 'brand_project',
      projectId: (await brandProject(t.database.db, brand.user.id)).id,
    });
    expect(json(refused).message).toMatch(/at most 10 a minute/);
    // Another artist is not slowed down by this one.
    expect(
      (
        await apply(await registerAs(t.app, 'artist'), {
          projectType: 'brand_project',
          projectId: (await brandProject(t.database.db, brand.user.id)).id,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/applications/{id}', () => {
  it('is readable by the artist and the project owner, and 404 for anyone else', async () => {
    const { artist, brand, application } = await pendingApplication();
    expect(json(await get(artist, `/api/applications/${application.id}`))).toMatchObject({
      id: application.id,
      counterpart: { id: brand.user.id },
    });
    expect(json(await get(brand, `/api/applications/${application.id}`))).toMatchObject({
      id: application.id,
      counterpart: { id: artist.user.id },
    });

    const stranger = await registerAs(t.app, 'brand');
    const hidden = await get(stranger, `/api/applications/${application.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden).message).toBe('Application not found');
    expect((await get(stranger, '/api/applications/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(stranger, '/api/applications/not-an-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${application.id}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/applications/{id}', () => {
  it("lets the owner accept: the artist is notified and the owner's prompt is marked read", async () => {
    const { artist, brand, application, project } = await pendingApplication();
    const response = await decide(brand, application.id, 'accepted');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: 'accepted', id: application.id });
    expect(json(response).decidedAt).toEqual(expect.any(String));

    expect(await notificationsOf(artist.user.id)).toEqual([
      {
        type: 'application_accepted',
        title: "You're hired",
        message: `Bea Brand hired you for ${project.title}. Open the deal room for the next step.`,
        is_read: false,
        application_id: application.id,
      },
    ]);
    expect((await notificationsOf(brand.user.id)).map((n) => [n.type, n.is_read])).toEqual([
      ['application_received', true],
    ]);
  });

  it('lets the owner decline: the artist gets application_rejected', async () => {
    const { artist, brand, project, application } = await pendingApplication();
    expect(json(await decide(brand, application.id, 'rejected')).status).toBe('rejected');
    expect(await notificationsOf(artist.user.id)).toMatchObject([
      { type: 'application_rejected', title: 'Application declined' },
    ]);
    // It leads to the project, where the artist sees what else it needs or finds the next one.
    expect(json(await get(artist, '/api/notifications')).items).toMatchObject([
      { type: 'application_rejected', projectId: project.id, projectType: 'brand_project' },
    ]);
  });

  it('refuses deciding twice with 409 and changes nothing', async () => {
    const { artist, brand, application } = await pendingApplication();
    await decide(brand, application.id, 'accepted');
    const again = await decide(brand, application.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This application was already accepted');
    expect(json(await get(brand, `/api/applications/${application.id}`)).status).toBe('accepted');
    expect(await notificationsOf(artist.user.id)).toHaveLength(1);
  });

  it('refuses the artist (403) and strangers (404), leaving the application pending', async () => {
    const { artist, brand, application } = await pendingApplication();
    const own = await decide(artist, application.id, 'accepted');
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe("Only the project's owner can accept or decline an application");
    const stranger = await registerAs(t.app, 'brand');
    expect((await decide(stranger, application.id, 'accepted')).statusCode).toBe(404);
    expect(json(await get(brand, `/api/applications/${application.id}`)).status).toBe('pending');
    expect(await notificationsOf(artist.user.id)).toEqual([]);
  });

  it('refuses any status but accepted or rejected with 400', async () => {
    const { brand, application } = await pendingApplication();
    for (const status of ['pending', 'maybe']) {
      const response = await decide(brand, application.id, status);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe("status: status must be 'accepted' or 'rejected'");
    }
  });

  it('pushes the new application to the owner’s tab, the decision to the artist’s tab and the hire line to both', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const bystander = await registerAs(t.app, 'brand');
    const project = await brandProject(t.database.db, brand.user.id);
    const open = (who: Person) => {
      const tab = openTab(url, who.cookie);
      tabs.push(tab);
      return subscribeEvents(tab);
    };
    const [brandTab, artistTab, bystanderTab] = [open(brand), open(artist), open(bystander)];
    await Promise.all([brandTab.started(), artistTab.started(), bystanderTab.started()]);

    const application = json(await apply(artist, { projectType: 'brand_project', projectId: project.id }));
    const [received] = await brandTab.waitFor(1);
    expect(received?.data).toMatchObject({
      kind: 'notification',
      notification: { type: 'application_received', applicationId: application.id },
    });

    await decide(brand, application.id, 'accepted');
    const [decision] = await artistTab.waitFor(1);
    expect(decision?.data).toMatchObject({
      kind: 'notification',
      notification: { type: 'application_accepted', applicationId: application.id },
    });
    // The owner's tab gets only the conversation's hire line (a system message), no notification.
    const [, line] = await brandTab.waitFor(2);
    expect(line?.data).toMatchObject({ kind: 'message', message: { kind: 'system', receiverId: artist.user.id } });
    expect(brandTab.events).toHaveLength(2);
    expect(bystanderTab.events).toEqual([]);
  });
});

describe('application lists', () => {
  it('give the artist their own (my-applications and sent) and owners those to their projects, paged', async () => {
    const brand = await registerAs(t.app, 'brand');
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const first = await brandProject(t.database.db, brand.user.id, { title: 'First' });
    const second = await brandProject(t.database.db, brand.user.id, { title: 'Second' });
    const onWall = await wallProject(t.database.db, owner.user.id, { title: 'Wall one' });
    for (const project of [first, second]) await apply(artist, { projectType: 'brand_project', projectId: project.id });
    await apply(artist, { projectType: 'wall_project', wallProjectId: onWall.id });

    const titles = (response: LightMyRequestResponse) =>
      json(response).items.map((a: { project: { title: string } }) => a.project.title);
    expect(titles(await get(artist, '/api/applications/my-applications'))).toEqual(['Wall one', 'Second', 'First']);
    expect(titles(await get(artist, '/api/applications/sent'))).toEqual(['Wall one', 'Second', 'First']);
    expect(titles(await get(brand, '/api/applications/received'))).toEqual(['Second', 'First']);
    expect(titles(await get(owner, '/api/applications/received'))).toEqual(['Wall one']);
    expect(json(await get(brand, '/api/applications/my-applications')).items).toEqual([]);
    expect(json(await get(artist, '/api/applications/received')).items).toEqual([]);

    const page1 = json(await get(artist, '/api/applications/my-applications?limit=2'));
    expect(page1.items).toHaveLength(2);
    const page2 = json(await get(artist, `/api/applications/my-applications?limit=2&cursor=${page1.nextCursor}`));
    expect(page2.items.map((a: { project: { title: string } }) => a.project.title)).toEqual(['First']);
    expect(page2.nextCursor).toBeNull();

    const forFirst = json(await get(artist, `/api/applications/my-applications?projectId=${first.id}`));
    expect(forFirst.items.map((a: { projectId: string }) => a.projectId)).toEqual([first.id]);
    await decide(brand, forFirst.items[0].id, 'accepted');
    expect(titles(await get(brand, '/api/applications/received?status=accepted'))).toEqual(['First']);
    expect(titles(await get(artist, '/api/applications/my-applications?status=pending'))).toEqual([
      'Wall one',
      'Second',
    ]);
  });

  it('refuses a page size over 100 with 400', async () => {
    const artist = await registerAs(t.app, 'artist');
    const response = await get(artist, '/api/applications/my-applications?limit=101');
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(/^limit: /);
  });
});
