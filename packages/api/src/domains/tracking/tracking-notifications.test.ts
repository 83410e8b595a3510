import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, hire, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

const setStatus = (who: Person, id: string, status: string) =>
  call(t.app, who.cookie, { method: 'PATCH', url: `/api/tracking/${id}/status`, payload: { status } });

async function started() {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id, { title: 'Dock mural' });
  await hire(t.app, brand, artist, project.id);
  const response = await call(t.app, artist.cookie, {
    method: 'POST',
    url: `/api/projects/${project.id}/start`,
    payload: { projectType: 'brand_project', latitude: 29.76, longitude: -95.37 },
  });
  expect(response.statusCode).toBe(201);
  return { brand, artist, project, session: json<Outputs['tracking']['start']>(response) };
}

async function trackingUpdates(person: Person) {
  const response = await call(t.app, person.cookie, { method: 'GET', url: '/api/notifications?limit=50' });
  expect(response.statusCode).toBe(200);
  return json<Outputs['notifications']['list']>(response).items.filter((n) => n.type === 'tracking_update');
}

function trackingMail(userId: string) {
  return t.database.db
    .selectFrom('email_outbox')
    .select(['category', 'template', 'data'])
    .where('user_id', '=', userId)
    .where('category', '=', 'tracking')
    .orderBy('created_at')
    .execute();
}

describe('tracking_update notifications', () => {
  it('tells the owner in the bell, linked to the project, and by mail when the artist pauses and resumes', async () => {
    const { brand, artist, project, session } = await started();
    expect(await trackingUpdates(brand)).toEqual([]);

    expect((await setStatus(artist, session.id, 'paused')).statusCode).toBe(200);
    const [paused] = await trackingUpdates(brand);
    expect(paused).toMatchObject({
      title: 'Tracking paused',
      message: 'Frida Kahlo paused live tracking on Dock mural; their position is hidden until they resume.',
      projectId: project.id,
      projectType: 'brand_project',
      isRead: false,
    });

    expect((await setStatus(artist, session.id, 'active')).statusCode).toBe(200);
    const updates = await trackingUpdates(brand);
    expect(updates.map((n) => n.title).sort()).toEqual(['Tracking paused', 'Tracking resumed']);
    expect(updates.every((n) => n.projectId === project.id)).toBe(true);

    expect(await trackingMail(brand.user.id)).toEqual([
      expect.objectContaining({
        template: 'notification',
        data: expect.objectContaining({ title: 'Tracking paused' }),
      }),
      expect.objectContaining({ data: expect.objectContaining({ title: 'Tracking resumed' }) }),
    ]);
    // The artist who changed it is not told, and finishing is told as a completed project, not as a tracking update.
    expect(await trackingUpdates(artist)).toEqual([]);
    expect((await setStatus(artist, session.id, 'completed')).statusCode).toBe(200);
    expect(await trackingUpdates(brand)).toHaveLength(2);
  });

  it('lets the owner turn the tracking mail off in the email preferences; a refused pause tells nobody', async () => {
    const { brand, artist, session } = await started();
    const preferences = await call(t.app, brand.cookie, {
      method: 'PATCH',
      url: '/api/email/preferences',
      payload: { category: 'tracking', enabled: false },
    });
    expect(preferences.statusCode).toBe(200);
    expect(json(preferences).categories).toContainEqual({ category: 'tracking', enabled: false });

    expect((await setStatus(artist, session.id, 'paused')).statusCode).toBe(200);
    expect((await setStatus(artist, session.id, 'paused')).statusCode).toBe(409);
    expect(await trackingUpdates(brand)).toHaveLength(1);
    // Queued with the notification and dropped at sending time, as every mail of a category turned off.
    const optedOut = await t.database.db
      .selectFrom('email_opt_outs')
      .select('category')
      .where('user_id', '=', brand.user.id)
      .execute();
    expect(optedOut).toEqual([{ category: 'tracking' }]);
  });
});
