import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, json } from '../../../test/helpers';
import { registerUser, travellingNotification } from '../../../test/fixtures';
import { notify } from '../../../test/realtime';
import type { TNotificationType } from '@wallcraft/shared';
import { createNotification } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof registerUser>>;
const get = (who: Who, path: string) => call(t.app, who.cookie, { method: 'GET', url: path });
const titles = (response: LightMyRequestResponse): string[] => {
  const body = json(response);
  return (Array.isArray(body) ? body : body.items).map((n: { title: string }) => n.title);
};

describe('notifications', () => {
  it('lists your own notifications newest first, paged, and none of anyone else', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const title of ['one', 'two', 'three']) await notify(t.database.db, a.user.id, title);
    await notify(t.database.db, b.user.id, 'for b');

    expect(titles(await get(a, '/api/notifications'))).toEqual(['three', 'two', 'one']);
    const first = json(await get(a, '/api/notifications?limit=2'));
    const second = json(await get(a, `/api/notifications?limit=2&cursor=${first.nextCursor}`));
    expect([...first.items, ...second.items].map((n: { title: string }) => n.title)).toEqual(['three', 'two', 'one']);
    expect(second.nextCursor).toBeNull();
    expect(titles(await get(b, '/api/notifications'))).toEqual(['for b']);
    expect((await get(a, '/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it('marks one of your own read; anyone else’s id is 404 and stays unread', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await notify(t.database.db, a.user.id, 'mine');
    await notify(t.database.db, b.user.id, 'theirs');
    const [mine] = json(await get(a, '/api/notifications')).items;
    const [theirs] = json(await get(b, '/api/notifications')).items;

    const marked = await call(t.app, a.cookie, {
      method: 'PATCH',
      url: `/api/notifications/${mine.id}`,
      payload: { isRead: true },
    });
    expect(json(marked)).toMatchObject({ id: mine.id, isRead: true });
    expect(titles(await get(a, '/api/notifications/unread'))).toEqual([]);

    const foreign = await call(t.app, a.cookie, {
      method: 'PATCH',
      url: `/api/notifications/${theirs.id}`,
      payload: { isRead: true },
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Notification not found');
    expect(titles(await get(b, '/api/notifications/unread'))).toEqual(['theirs']);
  });

  it('marks all of yours read, and only yours', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await notify(t.database.db, a.user.id, 'a1');
    await notify(t.database.db, a.user.id, 'a2');
    await notify(t.database.db, b.user.id, 'b1');
    // trpc-to-openapi requires a JSON content type on every POST, even one without a body.
    const response = await call(t.app, a.cookie, {
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(json(response)).toEqual({ updated: 2 });
    expect(titles(await get(a, '/api/notifications/unread'))).toEqual([]);
    expect(titles(await get(b, '/api/notifications/unread'))).toEqual(['b1']);
  });

  it('filters and counts by category on the server, across every page', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const add = (userId: string, type: TNotificationType, title: string) =>
      t.database.db
        .transaction()
        .execute((trx) => createNotification(trx, travellingNotification({ userId, type, title, message: title })));
    // The one application notification is the oldest, under a full page of payment notifications.
    await add(a.user.id, 'application_received', 'applied');
    for (let i = 0; i < 25; i += 1) await add(a.user.id, 'payment_escrowed', `paid ${i}`);
    await add(a.user.id, 'milestone_released', 'milestone');
    await add(a.user.id, 'project_started', 'started');
    await add(b.user.id, 'application_received', 'not yours');

    expect(titles(await get(a, '/api/notifications?category=applications&limit=20'))).toEqual(['applied']);
    expect(titles(await get(a, '/api/notifications?category=projects'))).toEqual(['started']);
    const payments = json(await get(a, '/api/notifications?category=payments&limit=20'));
    expect(payments.items).toHaveLength(20);
    expect(payments.items[0].title).toBe('milestone');
    expect(json(await get(a, `/api/notifications?category=payments&cursor=${payments.nextCursor}`)).items).toHaveLength(
      6,
    );

    const [started] = json(await get(a, '/api/notifications?category=projects')).items;
    await call(t.app, a.cookie, {
      method: 'PATCH',
      url: `/api/notifications/${started.id}`,
      payload: { isRead: true },
    });
    expect(json(await get(a, '/api/notifications/counts'))).toEqual({
      all: 28,
      unread: 27,
      applications: 1,
      invitations: 0,
      projects: 1,
      payments: 26,
    });
    expect(json(await get(b, '/api/notifications/counts'))).toMatchObject({ all: 1, applications: 1 });

    const unknown = await get(a, '/api/notifications?category=everything');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toMatch(/category/);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/counts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread' })).statusCode).toBe(401);
  });
});
