import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, roleSessionCookie } from '../../../../test/admins';
import { registerUser } from '../../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let root: string;
let operator: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_RATE_LIMIT_PER_HOUR: '100' });
  root = await adminSessionCookie(t.database.db);
  operator = await roleSessionCookie(t.database.db, 'operator');
  viewer = await roleSessionCookie(t.database.db, 'viewer');
});
afterAll(async () => t.close());

type Inbox = Outputs['admin']['supportRequests'];
type Request = Outputs['admin']['supportRequest'];

const db = () => t.database.db;
const inbox = (cookie: string, query = '') => call(t.app, cookie, { method: 'GET', url: `/api/admin/support${query}` });
const counts = (cookie: string, query = '') =>
  call(t.app, cookie, { method: 'GET', url: `/api/admin/support/counts${query}` });
const detail = (cookie: string, id: string) => call(t.app, cookie, { method: 'GET', url: `/api/admin/support/${id}` });
const setStatus = (cookie: string, id: string, payload: object) =>
  call(t.app, cookie, { method: 'PATCH', url: `/api/admin/support/${id}`, payload });
const reply = (cookie: string, id: string, payload: object) =>
  call(t.app, cookie, { method: 'POST', url: `/api/admin/support/${id}/reply`, payload });
const auditRows = (id: string) =>
  db()
    .selectFrom('audit_log')
    .innerJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(['action', 'before', 'after', 'username'])
    .where('target_type', '=', 'support_request')
    .where('target_id', '=', id)
    .orderBy('audit_log.id')
    .execute();

/** A request straight into the table, so the tests set its age and status. */
async function stored(values: {
  kind?: 'feedback' | 'contact';
  subject?: string;
  body: string;
  userId?: string;
  email?: string;
  status?: 'open' | 'in_progress' | 'resolved';
  minutesAgo: number;
}) {
  const kind = values.kind ?? 'contact';
  const row = await db()
    .insertInto('support_requests')
    .values({
      kind,
      subject: kind === 'contact' ? (values.subject ?? 'Question') : null,
      body: values.body,
      user_id: values.userId ?? null,
      email: values.email ?? null,
      status: values.status ?? 'open',
      created_at: new Date(Date.now() - values.minutesAgo * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/support', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const user = await registerUser(t.app, { firstName: 'Grace', lastName: 'Kim', email: 'grace.kim@example.com' });
    ids = {
      resolvedOld: await stored({ body: 'Old and done', status: 'resolved', minutesAgo: 500 }),
      openNew: await stored({ body: 'New and open', minutesAgo: 10, email: 'visitor@example.com' }),
      progress: await stored({ body: 'Being looked at', status: 'in_progress', minutesAgo: 400 }),
      openOld: await stored({
        kind: 'feedback',
        body: 'The map is slow on my phone',
        userId: user.user.id,
        minutesAgo: 300,
      }),
    };
  });

  it('lists open requests first, then in progress, then resolved, oldest first in each, with the sender', async () => {
    const response = await inbox(viewer);
    expect(response.statusCode).toBe(200);
    const page = json<Inbox>(response);
    expect(page.items.map((item) => item.id)).toEqual([ids.openOld, ids.openNew, ids.progress, ids.resolvedOld]);
    expect(page.total).toEqual({ count: 4, capped: false });
    expect((await counts(viewer)).json()).toEqual({
      open: { count: 2, capped: false },
      in_progress: { count: 1, capped: false },
      resolved: { count: 1, capped: false },
    });
    expect(page.items[0]).toMatchObject({
      kind: 'feedback',
      subject: null,
      preview: 'The map is slow on my phone',
      status: 'open',
      repliedAt: null,
      sender: { userId: expect.any(String), name: 'Grace Kim', email: 'grace.kim@example.com' },
    });
    expect(page.items[1]?.sender).toEqual({ userId: null, name: null, email: 'visitor@example.com' });
  });

  it('filters by status and kind, searches subject, message and email, and keeps the counts for the tabs', async () => {
    const resolved = json<Inbox>(await inbox(root, '?status=resolved'));
    expect(resolved.items.map((item) => item.id)).toEqual([ids.resolvedOld]);
    expect(resolved.total.count).toBe(1);
    expect((await counts(root, '?kind=contact')).json()).toMatchObject({ open: { count: 1 }, resolved: { count: 1 } });
    expect(json<Inbox>(await inbox(root, '?kind=feedback')).items.map((item) => item.id)).toEqual([ids.openOld]);
    for (const search of ['SLOW on', 'visitor@', 'grace.kim'])
      expect(json<Inbox>(await inbox(root, `?search=${encodeURIComponent(search)}`)).total.count).toBe(1);
    const nothing = json<Inbox>(await inbox(root, `?search=${encodeURIComponent('100%_')}`));
    expect(nothing.items).toEqual([]);
    expect((await counts(root, `?search=${encodeURIComponent('100%_')}`)).json().open.count).toBe(0);
  });

  it('pages with limit and nextCursor in the same order', async () => {
    const first = json<Inbox>(await inbox(root, '?limit=3'));
    const second = json<Inbox>(await inbox(root, `?limit=3&cursor=${first.nextCursor}`));
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([
      ids.openOld,
      ids.openNew,
      ids.progress,
      ids.resolvedOld,
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an unknown status or kind, a long search and a bad cursor with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?status=closed', 'status'],
      ['?kind=bug', 'kind'],
      [`?search=${'x'.repeat(201)}`, 'search'],
      ['?cursor=nope', 'cursor'],
    ] as const) {
      const response = await inbox(root, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('is for operators signed in to the console only', async () => {
    const user = await registerUser(t.app);
    expect((await inbox(user.cookie)).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/admin/support' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/support/{id}', () => {
  it('shows the whole message, its sender and the reply, to any role', async () => {
    const id = await stored({
      subject: 'Invoice',
      body: 'Where is my receipt?',
      email: 'a@example.com',
      minutesAgo: 5,
    });
    const response = await detail(viewer, id);
    expect(response.statusCode).toBe(200);
    expect(json<Request>(response)).toMatchObject({
      id,
      kind: 'contact',
      subject: 'Invoice',
      body: 'Where is my receipt?',
      reply: null,
      sender: { userId: null, email: 'a@example.com' },
    });
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const missing = await detail(root, UNKNOWN);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/Support request not found/);
    expect((await detail(root, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/support/{id}/reply', () => {
  it('answers a signed-in sender, who sees it on the contact page and is notified; replying again edits it', async () => {
    const user = await registerUser(t.app);
    const sent = await call(t.app, user.cookie, {
      method: 'POST',
      url: '/api/contact',
      payload: { subject: 'Payout', comments: 'When do I get paid?' },
    });
    const id = sent.json().id as string;

    const first = await reply(operator, id, { reply: '  Within two business days.  ' });
    expect(first.statusCode).toBe(200);
    expect(json<Request>(first)).toMatchObject({ status: 'in_progress', reply: 'Within two business days.' });
    expect(json<Request>(first).repliedAt).toEqual(expect.any(String));

    const mine = json<Outputs['support']['mine']>(
      await call(t.app, user.cookie, { method: 'GET', url: '/api/contact' }),
    );
    expect(mine.items[0]).toMatchObject({ id, status: 'in_progress', reply: 'Within two business days.' });
    const notifications = () =>
      call(t.app, user.cookie, { method: 'GET', url: '/api/notifications' }).then(
        (response) => json<Outputs['notifications']['list']>(response).items,
      );
    expect(await notifications()).toMatchObject([
      { type: 'support_reply', title: 'We answered your message', message: expect.stringContaining('“Payout”') },
    ]);

    const edited = await reply(operator, id, { reply: 'Paid today, sorry for the wait.', resolve: true });
    expect(json<Request>(edited)).toMatchObject({ status: 'resolved', reply: 'Paid today, sorry for the wait.' });
    const again = json<Outputs['support']['mine']>(
      await call(t.app, user.cookie, { method: 'GET', url: '/api/contact' }),
    );
    expect(again.items[0]).toMatchObject({ status: 'resolved', reply: 'Paid today, sorry for the wait.' });
    expect((await notifications()).map((n) => n.title)).toEqual(['Our answer was updated', 'We answered your message']);

    expect(await auditRows(id)).toEqual([
      {
        action: 'support.reply',
        username: 'test-operator',
        before: { status: 'open', reply: null },
        after: { status: 'in_progress', reply: 'Within two business days.' },
      },
      {
        action: 'support.reply_edit',
        username: 'test-operator',
        before: { status: 'in_progress', reply: 'Within two business days.' },
        after: { status: 'resolved', reply: 'Paid today, sorry for the wait.' },
      },
    ]);
  });

  it('keeps the answer to a signed-out sender, without a notification to anyone', async () => {
    const id = await stored({ body: 'Do you ship to Canada?', email: 'far@example.com', minutesAgo: 1 });
    const before = await db().selectFrom('notifications').select('id').execute();
    const response = await reply(root, id, { reply: 'Yes, we do.', resolve: true });
    expect(json<Request>(response)).toMatchObject({ status: 'resolved', sender: { email: 'far@example.com' } });
    expect(await db().selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('refuses a blank, missing or too long reply with 400, changing nothing', async () => {
    const id = await stored({ body: 'Hello', minutesAgo: 1 });
    for (const [payload, message] of [
      [{ reply: '   ' }, /^reply: Reply is required/],
      [{}, /^reply: Reply is required/],
      [{ reply: 'x'.repeat(5001) }, /^reply: Reply must be at most 5000 characters/],
    ] as const) {
      const response = await reply(operator, id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(json<Request>(await detail(root, id))).toMatchObject({ status: 'open', reply: null });
    expect(await auditRows(id)).toEqual([]);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await reply(operator, UNKNOWN, { reply: 'Hi' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/support/{id}', () => {
  it('moves a request between statuses, one audit row per change, none when nothing changes', async () => {
    const id = await stored({ body: 'Status me', minutesAgo: 1 });
    const moved = await setStatus(operator, id, { status: 'in_progress' });
    expect(moved.statusCode).toBe(200);
    expect(json<Request>(moved).status).toBe('in_progress');
    expect((await setStatus(operator, id, { status: 'in_progress' })).statusCode).toBe(200);
    expect(json<Request>(await setStatus(root, id, { status: 'resolved' })).status).toBe('resolved');
    expect(await auditRows(id)).toEqual([
      {
        action: 'support.status',
        username: 'test-operator',
        before: { status: 'open' },
        after: { status: 'in_progress' },
      },
      { action: 'support.status', username: 'root', before: { status: 'in_progress' }, after: { status: 'resolved' } },
    ]);
  });

  it('refuses an unknown status with 400 and an unknown request with 404', async () => {
    const id = await stored({ body: 'Hello', minutesAgo: 1 });
    const bad = await setStatus(operator, id, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    expect((await setStatus(operator, UNKNOWN, { status: 'resolved' })).statusCode).toBe(404);
  });
});

describe('a viewer', () => {
  it('reads the inbox but cannot change a status or reply (403), and nothing is recorded', async () => {
    const id = await stored({ body: 'Viewer test', minutesAgo: 1 });
    expect((await detail(viewer, id)).statusCode).toBe(200);
    const status = await setStatus(viewer, id, { status: 'resolved' });
    expect(status.statusCode).toBe(403);
    expect(status.json().message).toMatch(/needs the operator role; yours is viewer/);
    expect((await reply(viewer, id, { reply: 'Hi', resolve: true })).statusCode).toBe(403);
    expect(json<Request>(await detail(root, id))).toMatchObject({ status: 'open', reply: null });
    expect(await auditRows(id)).toEqual([]);
  });
});
