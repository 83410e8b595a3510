import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomes, createWall, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BRAND_PIN = { latitude: 29.76, longitude: -95.37 };
const WALL_PIN = { latitude: 30.1, longitude: -97.7 };

/** A brand at BRAND_PIN and a wall owner with a wall at WALL_PIN. */
async function parties() {
  const brand = await registerAs(t.app, 'brand');
  await t.database.db.updateTable('users').set(BRAND_PIN).where('id', '=', brand.user.id).execute();
  const owner = await registerAs(t.app, 'wall_owner');
  const wall = await createWall(t.app, owner.cookie, { title: 'Dock wall', ...WALL_PIN });
  return { brand, owner, wall };
}

const rest = {
  create: (who: Person, body: Record<string, unknown>) =>
    call(t.app, who.cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { title: 'Launch mural', location: 'Houston, TX', ...body },
    }),
  get: (who: Person | undefined, id: string) => call(t.app, who?.cookie, { method: 'GET', url: `/api/projects/${id}` }),
  decide: (who: Person, id: string, status: 'accepted' | 'rejected', notificationId?: string) =>
    call(t.app, who.cookie, {
      method: 'PATCH',
      url: `/api/wall-requests/${id}`,
      payload: { status, notificationId },
    }),
  setWall: (who: Person, id: string, wallId: string | null) =>
    call(t.app, who.cookie, { method: 'PUT', url: `/api/projects/${id}/wall`, payload: { wallId } }),
  /** The brand's own list entry of a project. */
  mine: async (who: Person, id: string) =>
    (await call(t.app, who.cookie, { method: 'GET', url: '/api/projects/my-projects' }))
      .json()
      .items.find((p: { id: string }) => p.id === id),
  notifications: async (who: Person) =>
    (await call(t.app, who.cookie, { method: 'GET', url: '/api/notifications' })).json().items as {
      id: string;
      type: string;
      isRead: boolean;
      wallRequestId: string | null;
    }[],
};

const trpc = {
  create: (who: Person, input: Record<string, unknown>) =>
    call(t.app, who.cookie, {
      method: 'POST',
      url: '/trpc/projects.create',
      payload: { title: 'Launch mural', location: 'Houston, TX', ...input },
    }),
  get: (id: string) =>
    t.app.inject({ method: 'GET', url: `/trpc/projects.get?input=${encodeURIComponent(JSON.stringify({ id }))}` }),
  decide: (who: Person, id: string, status: 'accepted' | 'rejected') =>
    call(t.app, who.cookie, { method: 'POST', url: '/trpc/projects.decideWall', payload: { id, status } }),
};

/** The public view of a project (signed out): the same for cards, lists and search. */
async function publicView(id: string) {
  const detail = (await rest.get(undefined, id)).json();
  const listed = (await t.app.inject({ method: 'GET', url: `/api/projects?brandId=${detail.brandId}` }))
    .json()
    .items.find((p: { id: string }) => p.id === id);
  return { detail, listed };
}

describe("a brand naming someone else's wall", () => {
  it('files a request: the project shows no wall and keeps its own coordinates until the owner accepts', async () => {
    const { brand, owner, wall } = await parties();
    const created = await rest.create(brand, { wallId: wall.id });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({ wallId: null, wall: null, ...BRAND_PIN });
    expect(project.wallRequest).toMatchObject({ wallId: wall.id, status: 'pending', wall: { id: wall.id } });
    // The brand's own list carries the same request, wall summary included.
    expect(await rest.mine(brand, project.id)).toEqual((await rest.get(brand, project.id)).json());

    const { detail, listed } = await publicView(project.id);
    for (const view of [detail, listed]) {
      expect(view).toMatchObject({ wallId: null, wall: null, wallRequest: null, ...BRAND_PIN });
    }
    const stored = await t.database.db
      .selectFrom('projects')
      .select(['wall_id', 'latitude', 'longitude'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ wall_id: null, ...BRAND_PIN });

    const asked = (await rest.notifications(owner)).find((n) => n.type === 'project_wall_requested');
    expect(asked).toMatchObject({ isRead: false, wallRequestId: project.wallRequest.id });
  });

  it("the wall's owner accepts: the wall is shown and the project takes the wall's coordinates", async () => {
    const { brand, owner, wall } = await parties();
    const project = (await rest.create(brand, { wallId: wall.id })).json();
    const asked = (await rest.notifications(owner)).find((n) => n.type === 'project_wall_requested')!;
    const decided = await rest.decide(owner, project.wallRequest.id, 'accepted', asked.id);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'accepted', projectId: project.id, wallId: wall.id });

    const { detail, listed } = await publicView(project.id);
    for (const view of [detail, listed]) {
      expect(view).toMatchObject({ wallId: wall.id, wall: { id: wall.id, title: 'Dock wall' }, ...WALL_PIN });
    }
    expect((await rest.get(brand, project.id)).json().wallRequest).toBeNull();
    expect((await rest.notifications(owner)).find((n) => n.id === asked.id)?.isRead).toBe(true);
    expect((await rest.notifications(brand)).map((n) => n.type)).toContain('project_wall_accepted');
  });

  it('keeps coordinates the brand gave when the owner accepts', async () => {
    const { brand, owner, wall } = await parties();
    const project = (await rest.create(brand, { wallId: wall.id, latitude: 40, longitude: -74 })).json();
    expect((await rest.decide(owner, project.wallRequest.id, 'accepted')).statusCode).toBe(200);
    expect((await rest.get(undefined, project.id)).json()).toMatchObject({
      wallId: wall.id,
      latitude: 40,
      longitude: -74,
    });
  });

  it('the owner declines: no wall is shown, the brand is told and sees the request declined', async () => {
    const { brand, owner, wall } = await parties();
    const project = (await rest.create(brand, { wallId: wall.id })).json();
    const decided = await rest.decide(owner, project.wallRequest.id, 'rejected');
    expect(decided.statusCode).toBe(200);
    expect(decided.json().status).toBe('rejected');
    expect((await rest.get(undefined, project.id)).json()).toMatchObject({ wallId: null, wall: null, ...BRAND_PIN });
    expect((await rest.get(brand, project.id)).json().wallRequest).toMatchObject({ status: 'rejected' });
    expect((await rest.mine(brand, project.id)).wallRequest).toEqual(
      (await rest.get(brand, project.id)).json().wallRequest,
    );
    expect((await rest.notifications(brand)).map((n) => n.type)).toContain('project_wall_rejected');
    // Asking again for a wall whose owner declined this project is refused.
    expect((await rest.setWall(brand, project.id, wall.id)).statusCode).toBe(409);
  });

  it('only the wall owner decides: the brand gets 403, a stranger 404, and the request stays pending', async () => {
    const { brand, wall } = await parties();
    const stranger = await registerAs(t.app, 'wall_owner');
    const project = (await rest.create(brand, { wallId: wall.id })).json();
    const id = project.wallRequest.id;
    const byBrand = await rest.decide(brand, id, 'accepted');
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json().message).toBe("Only the wall's owner can accept or decline a wall request");
    expect((await rest.decide(stranger, id, 'accepted')).statusCode).toBe(404);
    expect((await call(t.app, stranger.cookie, { method: 'GET', url: `/api/wall-requests/${id}` })).statusCode).toBe(
      404,
    );
    expect((await rest.get(brand, project.id)).json()).toMatchObject({
      wallId: null,
      wallRequest: { status: 'pending' },
    });
  });

  it('a second decision gets 409, also when two arrive at once', async () => {
    const { brand, owner, wall } = await parties();
    const first = (await rest.create(brand, { wallId: wall.id })).json();
    expect((await rest.decide(owner, first.wallRequest.id, 'rejected')).statusCode).toBe(200);
    const again = await rest.decide(owner, first.wallRequest.id, 'accepted');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This wall request was already declined');
    expect((await rest.get(undefined, first.id)).json().wallId).toBeNull();

    const second = (await rest.create(brand, { wallId: wall.id })).json();
    const statuses = (
      await Promise.all([
        rest.decide(owner, second.wallRequest.id, 'accepted'),
        rest.decide(owner, second.wallRequest.id, 'rejected'),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect((await rest.notifications(brand)).filter((n) => n.wallRequestId === second.wallRequest.id)).toHaveLength(1);
  });

  it('changing or clearing the wall withdraws the pending request and settles the owner notification', async () => {
    const { brand, owner, wall } = await parties();
    const other = await createWall(t.app, owner.cookie, { title: 'Other wall' });
    const project = (await rest.create(brand, { wallId: wall.id })).json();
    const changed = await rest.setWall(brand, project.id, other.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ wallId: null, wallRequest: { wallId: other.id, status: 'pending' } });
    const withdrawn = await rest.decide(owner, project.wallRequest.id, 'accepted');
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('This wall request was withdrawn');
    const first = (await rest.notifications(owner)).find((n) => n.wallRequestId === project.wallRequest.id);
    expect(first?.isRead).toBe(true);

    const cleared = await rest.setWall(brand, project.id, null);
    expect(cleared.json()).toMatchObject({ wallId: null, wall: null, wallRequest: null });
    const stranger = await registerAs(t.app, 'brand');
    expect((await rest.setWall(stranger, project.id, wall.id)).statusCode).toBe(403);
  });
});

describe('racing changes', () => {
  it('two wall changes at once leave one pending request; a decision racing a withdrawal settles on one', async () => {
    const { brand, owner, wall } = await parties();
    const other = await createWall(t.app, owner.cookie, { title: 'Other wall' });
    const project = (await rest.create(brand, {})).json();
    const changes = await Promise.all([
      rest.setWall(brand, project.id, wall.id),
      rest.setWall(brand, project.id, other.id),
    ]);
    expect(changes.map((r) => r.statusCode)).toEqual([200, 200]);
    const pending = await t.database.db
      .selectFrom('wall_link_requests')
      .select('id')
      .where('project_id', '=', project.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);

    const [decided, cleared] = await Promise.all([
      rest.decide(owner, pending[0]!.id, 'accepted'),
      rest.setWall(brand, project.id, null),
    ]);
    expect(cleared.statusCode).toBe(200);
    expect([200, 409]).toContain(decided.statusCode);
    // Whichever came first, the brand's clearing is the last word.
    expect((await rest.get(undefined, project.id)).json()).toMatchObject({ wallId: null, wall: null });
  });
});

describe('a brand naming its own wall', () => {
  it('links it at once and takes its coordinates, with no request', async () => {
    const brand = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, brand.cookie, WALL_PIN);
    await becomes(t.app, brand, 'brand');
    const response = await rest.create(brand, { wallId: wall.id });
    expect(response.json()).toMatchObject({
      wallId: wall.id,
      wall: { id: wall.id, width: 40.5, surfaceType: 'brick' },
      wallRequest: null,
      ...WALL_PIN,
    });
    expect((await rest.notifications(brand)).some((n) => n.type === 'project_wall_requested')).toBe(false);
  });
});

describe('over tRPC', () => {
  it("the same rule: no wall until the owner accepts, then the wall's pin", async () => {
    const { brand, owner, wall } = await parties();
    const created = await trpc.create(brand, { wallId: wall.id });
    expect(created.statusCode).toBe(200);
    const project = created.json().result.data;
    expect(project).toMatchObject({ wallId: null, wall: null, ...BRAND_PIN, wallRequest: { status: 'pending' } });
    expect((await trpc.get(project.id)).json().result.data).toMatchObject({ wallId: null, wall: null, ...BRAND_PIN });

    expect((await trpc.decide(brand, project.wallRequest.id, 'accepted')).statusCode).toBe(403);
    expect((await trpc.decide(owner, project.wallRequest.id, 'accepted')).statusCode).toBe(200);
    expect((await trpc.decide(owner, project.wallRequest.id, 'rejected')).statusCode).toBe(409);
    expect((await trpc.get(project.id)).json().result.data).toMatchObject({
      wallId: wall.id,
      wall: { id: wall.id },
      ...WALL_PIN,
    });
  });
});
