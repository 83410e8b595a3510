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

const invite = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/invitations', payload });
const decide = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/invitations/${id}`, payload: { status } });
const get = (who: Person, path: string) => call(t.app, who.cookie, { method: 'GET', url: path });

async function notificationsOf(userId: string) {
  return t.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'is_read', 'invitation_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

async function invitationCount(artistId: string) {
  const row = await t.database.db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('artist_id', '=', artistId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A brand with an open project and an artist it has invited. */
async function pendingInvitation() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Diego', lastName: 'Rivera' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Harbor mural' });
  const created = await invite(brand, {
    artistId: artist.user.id,
    projectType: 'brand_project',
    projectId: project.id,
    message: ' Join us ',
  });
  expect(created.statusCode).toBe(201);
  return { brand, artist, project, invitation: json(created) };
}

describe('POST /api/invitations', () => {
  it('lets a brand invite an artist to its open brand project and notifies the artist', async () => {
    const { brand, artist, project, invitation } = await pendingInvitation();
    expect(invitation).toMatchObject({
      status: 'pending',
      message: 'Join us',
      projectType: 'brand_project',
      projectId: project.id,
      wallProjectId: null,
      artistId: artist.user.id,
      inviterId: brand.user.id,
      project: { id: project.id, title: 'Harbor mural' },
      artist: { displayName: 'Diego Rivera', userType: 'artist' },
      inviter: { id: brand.user.id, userType: 'brand' },
      counterpart: { id: artist.user.id },
    });
    expect(await notificationsOf(artist.user.id)).toEqual([
      {
        type: 'invitation_received',
        title: 'You are invited',
        message: 'Bea Brand invited you to Harbor mural.',
        is_read: false,
        invitation_id: invitation.id,
      },
    ]);
    expect(await notificationsOf(brand.user.id)).toEqual([]);
  });

  it('lets a wall owner invite an artist to its open wall project', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const artist = await registerAs(t.app, 'artist');
    const project = await wallProject(t.database.db, owner.user.id);
    const response = await invite(owner, {
      artistId: artist.user.id,
      projectType: 'wall_project',
      wallProjectId: project.id,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      wallProjectId: project.id,
      inviter: { userType: 'wall_owner' },
      message: null,
    });
    expect((await notificationsOf(artist.user.id)).map((n) => n.type)).toEqual(['invitation_received']);
  });

  it("refuses inviting to someone else's project with 403", async () => {
    const brand = await registerAs(t.app, 'brand');
    const otherBrand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, otherBrand.user.id);
    const response = await invite(brand, {
      artistId: artist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('You can only invite artists to your own projects');
    expect(await invitationCount(artist.user.id)).toBe(0);
  });

  it('refuses a brand inviting to a wall project and a wall owner to a brand project with 403', async () => {
    const user = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const wall = await wallProject(t.database.db, user.user.id);
    const asBrand = await invite(user, {
      artistId: artist.user.id,
      projectType: 'wall_project',
      wallProjectId: wall.id,
    });
    expect(asBrand.statusCode).toBe(403);
    expect(json(asBrand).message).toBe('Only wall owners invite to wall projects; switch to your wall owner profile');

    const project = await brandProject(t.database.db, user.user.id);
    await becomes(t.app, user, 'wall_owner');
    const asOwner = await invite(user, {
      artistId: artist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(asOwner.statusCode).toBe(403);
    expect(await invitationCount(artist.user.id)).toBe(0);
  });

  it('refuses artists (and users without a profile) sending invitations with 403', async () => {
    const artist = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'artist');
    const response = await invite(artist, {
      artistId: other.user.id,
      projectType: 'brand_project',
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await invite(await registerUser(t.app), {
          artistId: other.user.id,
          projectType: 'brand_project',
          projectId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a user without an artist profile with 400, and an unknown user with 404', async () => {
    const brand = await registerAs(t.app, 'brand');
    const notArtist = await registerAs(t.app, 'wall_owner');
    const project = await brandProject(t.database.db, brand.user.id);
    const response = await invite(brand, {
      artistId: notArtist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('artistId: This user has no artist profile');
    expect(await invitationCount(notArtist.user.id)).toBe(0);

    const unknown = await invite(brand, {
      artistId: '00000000-0000-4000-8000-000000000000',
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Artist not found');
  });

  it('accepts an artist whose active profile is another type, as long as they hold an artist profile', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    await becomes(t.app, artist, 'wall_owner');
    const project = await brandProject(t.database.db, brand.user.id);
    expect(
      (await invite(brand, { artistId: artist.user.id, projectType: 'brand_project', projectId: project.id }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses inviting yourself with 400', async () => {
    const both = await registerAs(t.app, 'artist');
    await becomes(t.app, both, 'brand');
    const project = await brandProject(t.database.db, both.user.id);
    const response = await invite(both, {
      artistId: both.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('artistId: You cannot invite yourself');
    expect(await invitationCount(both.user.id)).toBe(0);
  });

  it('refuses a second pending invitation for the same artist and project with 409, and re-inviting after a decline', async () => {
    const { brand, artist, project, invitation } = await pendingInvitation();
    const again = await invite(brand, {
      artistId: artist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This artist already has a pending invitation to this project');
    expect(await invitationCount(artist.user.id)).toBe(1);
    expect(await notificationsOf(artist.user.id)).toHaveLength(1);

    await decide(artist, invitation.id, 'rejected');
    const afterDecline = await invite(brand, {
      artistId: artist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(afterDecline.statusCode).toBe(409);
    expect(json(afterDecline).message).toBe('This artist declined an invitation to this project');
    expect(await notificationsOf(artist.user.id)).toHaveLength(1);
  });

  it('refuses a project that is not open with 409', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id, { status: 'completed' });
    const response = await invite(brand, {
      artistId: artist.user.id,
      projectType: 'brand_project',
      projectId: project.id,
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('Only open projects can be invited to');
    expect(await invitationCount(artist.user.id)).toBe(0);
  });
});

describe('GET /api/invitations/{id}', () => {
  it('is readable by the artist and the inviter, and 404 for anyone else', async () => {
    const { brand, artist, invitation } = await pendingInvitation();
    expect(json(await get(artist, `/api/invitations/${invitation.id}`))).toMatchObject({
      id: invitation.id,
      counterpart: { id: brand.user.id },
    });
    expect(json(await get(brand, `/api/invitations/${invitation.id}`)).id).toBe(invitation.id);
    const stranger = await registerAs(t.app, 'artist');
    const hidden = await get(stranger, `/api/invitations/${invitation.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden).message).toBe('Invitation not found');
  });
});

describe('PATCH /api/invitations/{id}', () => {
  it("lets the artist accept: the inviter is notified and the artist's prompt is marked read", async () => {
    const { brand, artist, invitation } = await pendingInvitation();
    const response = await decide(artist, invitation.id, 'accepted');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    expect(await notificationsOf(brand.user.id)).toEqual([
      {
        type: 'invitation_accepted',
        title: 'Invitation accepted',
        message: 'Diego Rivera accepted your invitation to Harbor mural.',
        is_read: false,
        invitation_id: invitation.id,
      },
    ]);
    expect((await notificationsOf(artist.user.id)).map((n) => [n.type, n.is_read])).toEqual([
      ['invitation_received', true],
    ]);
  });

  it('lets the artist decline: the inviter gets invitation_rejected', async () => {
    const { brand, artist, project, invitation } = await pendingInvitation();
    expect(json(await decide(artist, invitation.id, 'rejected')).status).toBe('rejected');
    expect(await notificationsOf(brand.user.id)).toMatchObject([
      { type: 'invitation_rejected', title: 'Invitation declined' },
    ]);
    // It leads to the project, where the inviter can invite someone else.
    expect(json(await get(brand, '/api/notifications')).items).toMatchObject([
      { type: 'invitation_rejected', projectId: project.id },
    ]);
  });

  it('refuses deciding twice with 409 and changes nothing', async () => {
    const { brand, artist, invitation } = await pendingInvitation();
    await decide(artist, invitation.id, 'rejected');
    const again = await decide(artist, invitation.id, 'accepted');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This invitation was already declined');
    expect(json(await get(artist, `/api/invitations/${invitation.id}`)).status).toBe('rejected');
    expect(await notificationsOf(brand.user.id)).toHaveLength(1);
  });

  it('refuses the inviter (403) and strangers (404), leaving the invitation pending', async () => {
    const { brand, artist, invitation } = await pendingInvitation();
    const byInviter = await decide(brand, invitation.id, 'accepted');
    expect(byInviter.statusCode).toBe(403);
    expect(json(byInviter).message).toBe('Only the invited artist can accept or decline an invitation');
    expect((await decide(await registerAs(t.app, 'artist'), invitation.id, 'accepted')).statusCode).toBe(404);
    expect(json(await get(artist, `/api/invitations/${invitation.id}`)).status).toBe('pending');
    expect(await notificationsOf(brand.user.id)).toEqual([]);
  });

  it('pushes the invitation to the artist’s tab, the answer to the inviter’s tab and the hire line to both', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id);
    const open = (who: Person) => {
      const tab = openTab(url, who.cookie);
      tabs.push(tab);
      return subscribeEvents(tab);
    };
    const [brandTab, artistTab] = [open(brand), open(artist)];
    await Promise.all([brandTab.started(), artistTab.started()]);

    const invitation = json(
      await invite(brand, { artistId: artist.user.id, projectType: 'brand_project', projectId: project.id }),
    );
    const [received] = await artistTab.waitFor(1);
    expect(received?.data).toMatchObject({
      kind: 'notification',
      notification: { type: 'invitation_received', invitationId: invitation.id },
    });
    await decide(artist, invitation.id, 'accepted');
    const [answer] = await brandTab.waitFor(1);
    expect(answer?.data).toMatchObject({
      kind: 'notification',
      notification: { type: 'invitation_accepted', invitationId: invitation.id },
    });
    // The artist's own tab gets only the conversation's hire line (a system message), no notification.
    const [, line] = await artistTab.waitFor(2);
    expect(line?.data).toMatchObject({ kind: 'message', message: { kind: 'system', senderId: brand.user.id } });
    expect(artistTab.events).toHaveLength(2);
  });
});

describe('invitation lists', () => {
  it('give the artist those received (my-invitations and received) and the inviter those sent, paged', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'artist');
    const first = await brandProject(t.database.db, brand.user.id, { title: 'First' });
    const second = await brandProject(t.database.db, brand.user.id, { title: 'Second' });
    await invite(brand, { artistId: artist.user.id, projectType: 'brand_project', projectId: first.id });
    await invite(brand, { artistId: artist.user.id, projectType: 'brand_project', projectId: second.id });
    await invite(brand, { artistId: other.user.id, projectType: 'brand_project', projectId: first.id });

    const titles = (response: LightMyRequestResponse) =>
      json(response).items.map((i: { project: { title: string } }) => i.project.title);
    expect(titles(await get(artist, '/api/invitations/my-invitations'))).toEqual(['Second', 'First']);
    expect(titles(await get(artist, '/api/invitations/received'))).toEqual(['Second', 'First']);
    expect(titles(await get(brand, '/api/invitations/sent'))).toEqual(['First', 'Second', 'First']);
    expect(json(await get(artist, '/api/invitations/sent')).items).toEqual([]);
    expect(json(await get(brand, '/api/invitations/received')).items).toEqual([]);

    const page1 = json(await get(brand, '/api/invitations/sent?limit=2'));
    const page2 = json(await get(brand, `/api/invitations/sent?limit=2&cursor=${page1.nextCursor}`));
    expect([...page1.items, ...page2.items].map((i: { id: string }) => i.id)).toHaveLength(3);
    expect(new Set([...page1.items, ...page2.items].map((i: { id: string }) => i.id)).size).toBe(3);
    expect(page2.nextCursor).toBeNull();

    const [firstInvitation] = json(await get(artist, `/api/invitations/my-invitations?projectId=${first.id}`)).items;
    await decide(artist, firstInvitation.id, 'accepted');
    expect(titles(await get(artist, '/api/invitations/my-invitations?status=accepted'))).toEqual(['First']);
    expect(titles(await get(brand, '/api/invitations/sent?status=pending'))).toEqual(['First', 'Second']);
  });
});
