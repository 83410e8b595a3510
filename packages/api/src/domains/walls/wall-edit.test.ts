import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWall, createWallProject, registerAs, type Person } from '../../../test/fixtures';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const edit = (who: Person | undefined, id: string, payload: Record<string, unknown>) =>
  call(t.app, who?.cookie, { method: 'PATCH', url: `/api/walls/${id}`, payload });

describe('PATCH /api/walls/{id}', () => {
  it("edits the fields sent and keeps the others, with the owner's wall answered", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, {
      description: 'Faces the park',
      images: ['/media/walls/a.png'],
    });
    const response = await edit(owner, wall.id, { title: ' Dock, north side ', width: 50, description: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: wall.id,
      title: 'Dock, north side',
      width: 50,
      height: 12,
      description: null,
      status: 'available',
      images: ['/media/walls/a.png'],
      location: 'Houston, TX',
    });
  });

  it('sets the status, which GET /walls?status= then filters by', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    expect(json(await edit(owner, wall.id, { status: 'booked' })).status).toBe('booked');
    const listed = async (status: string) =>
      json(
        await call(t.app, undefined, { method: 'GET', url: `/api/walls?ownerId=${owner.user.id}&status=${status}` }),
      ).items.map((item: { id: string }) => item.id);
    expect(await listed('booked')).toEqual([wall.id]);
    expect(await listed('available')).toEqual([]);
  });

  it('applies the rules of listing a wall (400 naming the field)', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    for (const [payload, message] of [
      [{ title: '  ' }, /Title is required/],
      [{ width: 0 }, /Width must be greater than 0/],
      [{ status: 'sold' }, /status/],
      [{ latitude: 29.7 }, /Latitude and longitude go together/],
    ] as const) {
      const response = await edit(owner, wall.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it("refuses someone else's wall with 403, an unknown wall with 404, and a signed-out caller with 401", async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const other = await registerAs(t.app, 'wall_owner');
    const refused = await edit(other, wall.id, { status: 'unavailable' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the wall's owner can edit it");
    expect((await edit(other, '00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode).toBe(404);
    expect((await edit(undefined, wall.id, { title: 'x' })).statusCode).toBe(401);
  });

  it('works over tRPC as walls.update', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const response = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/trpc/walls.update',
      payload: { id: wall.id, status: 'unavailable' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ id: wall.id, status: 'unavailable' });
  });
});

describe('a wall that is not available', () => {
  async function bookedWallProject(status: 'booked' | 'unavailable') {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    const project = await createWallProject(t.app, owner.cookie, wall.id);
    expect((await edit(owner, wall.id, { status })).statusCode).toBe(200);
    return { owner, wall, project };
  }

  it('refuses an application to its wall project with 409, and takes one once it is available again', async () => {
    const { owner, wall, project } = await bookedWallProject('booked');
    const artist = await registerAs(t.app, 'artist');
    const payload = { projectType: 'wall_project', wallProjectId: project.id };
    const refused = await call(t.app, artist.cookie, { method: 'POST', url: '/api/applications', payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This wall is booked: /);
    expect((await edit(owner, wall.id, { status: 'available' })).statusCode).toBe(200);
    expect((await call(t.app, artist.cookie, { method: 'POST', url: '/api/applications', payload })).statusCode).toBe(
      201,
    );
  });

  it('refuses an invitation to its wall project with 409', async () => {
    const { owner, project } = await bookedWallProject('unavailable');
    const artist = await registerAs(t.app, 'artist');
    const refused = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/invitations',
      payload: { artistId: artist.user.id, projectType: 'wall_project', wallProjectId: project.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This wall is unavailable: /);
  });
});
