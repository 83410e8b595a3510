import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const invite = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/invitations', payload });
const withdraw = (who: Person | undefined, id: string) =>
  call(t.app, who?.cookie, { method: 'DELETE', url: `/api/invitations/${id}` });
const decide = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/invitations/${id}`, payload: { status } });

const invitationExists = async (id: string) =>
  Boolean(await t.database.db.selectFrom('invitations').select('id').where('id', '=', id).executeTakeFirst());

/** A brand's open project and its pending invitation to an artist. */
async function pendingInvitation() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Diego', lastName: 'Rivera' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Harbor mural' });
  const payload = { artistId: artist.user.id, projectType: 'brand_project', projectId: project.id };
  const created = await invite(brand, payload);
  expect(created.statusCode).toBe(201);
  return { brand, artist, project, payload, invitation: json(created) as { id: string } };
}

describe('DELETE /api/invitations/{id}', () => {
  it('lets the inviter withdraw a pending invitation: it is gone and the artist is told, linked to the project', async () => {
    const { brand, artist, project, invitation } = await pendingInvitation();
    expect((await withdraw(brand, invitation.id)).statusCode).toBe(204);
    expect(await invitationExists(invitation.id)).toBe(false);

    const response = await call(t.app, artist.cookie, { method: 'GET', url: '/api/notifications' });
    const notices = json(response).items;
    // The invitation_received notice went with the invitation; the withdrawal names the project instead.
    expect(notices.map((notice: { type: string }) => notice.type)).toEqual(['invitation_withdrawn']);
    expect(notices[0]).toMatchObject({
      projectId: project.id,
      projectType: 'brand_project',
      invitationId: null,
      message: expect.stringContaining('withdrew their invitation to Harbor mural'),
    });
  });

  it('lets the inviter invite the artist again after withdrawing', async () => {
    const { brand, invitation, payload } = await pendingInvitation();
    expect((await withdraw(brand, invitation.id)).statusCode).toBe(204);
    expect((await invite(brand, payload)).statusCode).toBe(201);
  });

  it('refuses the invited artist with 403: they decline instead', async () => {
    const { artist, invitation } = await pendingInvitation();
    const response = await withdraw(artist, invitation.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/decline it instead/);
    expect(await invitationExists(invitation.id)).toBe(true);
  });

  it('answers 404 to anyone else and for an unknown id', async () => {
    const { invitation } = await pendingInvitation();
    const stranger = await registerAs(t.app, 'brand');
    expect((await withdraw(stranger, invitation.id)).statusCode).toBe(404);
    expect((await withdraw(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await withdraw(undefined, invitation.id)).statusCode).toBe(401);
  });

  it('refuses an accepted or declined invitation with 409 saying what to do', async () => {
    const accepted = await pendingInvitation();
    expect((await decide(accepted.artist, accepted.invitation.id, 'accepted')).statusCode).toBe(200);
    const refusedAccepted = await withdraw(accepted.brand, accepted.invitation.id);
    expect(refusedAccepted.statusCode).toBe(409);
    expect(refusedAccepted.json().message).toMatch(/already accepted.*message the artist/);

    const declined = await pendingInvitation();
    expect((await decide(declined.artist, declined.invitation.id, 'rejected')).statusCode).toBe(200);
    const refusedDeclined = await withdraw(declined.brand, declined.invitation.id);
    expect(refusedDeclined.statusCode).toBe(409);
    expect(refusedDeclined.json().message).toMatch(/already declined/);
  });

  it('works over tRPC as invitations.withdraw', async () => {
    const { brand, invitation } = await pendingInvitation();
    const response = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/trpc/invitations.withdraw',
      payload: { id: invitation.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await invitationExists(invitation.id)).toBe(false);
  });
});
