import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, json } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

/** A user whose names were left empty (a bare sign-up, or onboarding's SKIP FOR NOW). */
async function withoutNames(who: Person, keep: 'none' | 'first' = 'none') {
  await t.database.db
    .updateTable('users')
    .set({ first_name: keep === 'first' ? 'Frida' : null, last_name: null })
    .where('id', '=', who.user.id)
    .execute();
}

const db = () => t.database.db;
const sentBy = {
  applications: (id: string) => db().selectFrom('applications').select('id').where('artist_id', '=', id).execute(),
  invitations: (id: string) => db().selectFrom('invitations').select('id').where('inviter_id', '=', id).execute(),
  messages: (id: string) => db().selectFrom('messages').select('id').where('sender_id', '=', id).execute(),
};

async function setting() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id);
  return { brand, artist, project };
}

const NEEDS_NAMES = /^Add your first and last name in Settings before /;

describe('reaching out needs a first and last name', () => {
  it('refuses an application without names over REST and tRPC, and accepts it once they are added', async () => {
    const { artist, project } = await setting();
    await withoutNames(artist);
    const payload = { projectType: 'brand_project', projectId: project.id };

    const rest = await call(t.app, artist.cookie, { method: 'POST', url: '/api/applications', payload });
    expect(rest.statusCode).toBe(400);
    expect(json(rest)).toMatchObject({
      message: 'Add your first and last name in Settings before applying',
      details: { fix: 'names' },
    });
    const trpc = await call(t.app, artist.cookie, { method: 'POST', url: '/trpc/applications.create', payload });
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc).error.message).toMatch(NEEDS_NAMES);
    expect(await sentBy.applications(artist.user.id)).toEqual([]);

    await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: `/api/users/${artist.user.id}`,
      payload: { firstName: 'Frida', lastName: 'Kahlo' },
    });
    const after = await call(t.app, artist.cookie, { method: 'POST', url: '/api/applications', payload });
    expect(after.statusCode).toBe(201);
  });

  it('names only the missing last name when the first one is there', async () => {
    const { artist, project } = await setting();
    await withoutNames(artist, 'first');
    const response = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: 'brand_project', projectId: project.id },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Add your last name in Settings before applying');
  });

  it('refuses an invitation from someone without names over REST and tRPC', async () => {
    const { brand, artist, project } = await setting();
    await withoutNames(brand);
    const payload = { projectType: 'brand_project', projectId: project.id, artistId: artist.user.id };

    const rest = await call(t.app, brand.cookie, { method: 'POST', url: '/api/invitations', payload });
    expect(rest.statusCode).toBe(400);
    expect(json(rest).message).toBe('Add your first and last name in Settings before inviting an artist');
    const trpc = await call(t.app, brand.cookie, { method: 'POST', url: '/trpc/invitations.create', payload });
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc).error.message).toMatch(NEEDS_NAMES);
    expect(await sentBy.invitations(brand.user.id)).toEqual([]);
  });

  it('refuses a message from someone without names over REST and tRPC, while the named reply goes through', async () => {
    const { brand, artist } = await setting();
    await withoutNames(artist);

    const rest = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: brand.user.id, content: 'Hello' },
    });
    expect(rest.statusCode).toBe(400);
    expect(json(rest).message).toBe('Add your first and last name in Settings before sending a message');
    const trpc = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/trpc/messages.send',
      payload: { receiverId: brand.user.id, content: 'Hello' },
    });
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc).error.message).toMatch(NEEDS_NAMES);
    expect(await sentBy.messages(artist.user.id)).toEqual([]);

    const reply = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: artist.user.id, content: 'Hi there' },
    });
    expect(reply.statusCode).toBe(201);
  });
});
