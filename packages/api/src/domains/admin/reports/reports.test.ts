import { hashPassword } from '@wallcraft/db';
import type { TAdminRole } from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { call, createTestApp, json, type TestApp } from '../../../../test/helpers';
import { createWall, registerAs, type Person } from '../../../../test/fixtures';

let t: TestApp;
let operator: string;
let viewer: string;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  operator = await addAdmin('mod-operator', 'operator');
  viewer = await addAdmin('mod-viewer', 'viewer');
  owner = await registerAs(t.app, 'wall_owner', { firstName: 'Olive', lastName: 'Owner' });
});
afterAll(async () => t.close());

async function addAdmin(username: string, role: TAdminRole): Promise<string> {
  await t.database.db
    .insertInto('admins')
    .values({ username, role, password_hash: await hashPassword('a-long-enough-password') })
    .execute();
  return adminSessionCookie(t.database.db, username);
}

const admin = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

/** A new wall of the owner's and `count` reports of it by as many people. */
async function reportedWall(count = 1, title = 'Reported wall') {
  const wall = await createWall(t.app, owner.cookie, { title });
  const reportIds: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const reporter = await registerAs(t.app, 'artist', { firstName: `Reporter${n}` });
    const response = await call(t.app, reporter.cookie, {
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'wall', targetId: wall.id, reason: n === 0 ? 'offensive' : 'spam' },
    });
    expect(response.statusCode, response.body).toBe(201);
    reportIds.push(json(response).id);
  }
  return { wall, reportIds };
}

const auditRows = (targetId: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();
const reportRow = (id: string) =>
  t.database.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the moderation queue', () => {
  it('lists reports oldest pending first with their item and reporter and a total; counts per state beside', async () => {
    const { wall, reportIds } = await reportedWall(2, 'Queue wall');
    const response = await admin(viewer, 'GET', '/api/admin/reports?status=pending&targetType=wall');
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    const mine = body.items.filter((item: { targetId: string }) => item.targetId === wall.id);
    expect(mine.map((item: { id: string }) => item.id)).toEqual(reportIds);
    expect(mine[0]).toMatchObject({
      reason: 'offensive',
      status: 'pending',
      reporter: { name: expect.stringMatching(/^Reporter0/) },
      item: { title: 'Queue wall', ownerId: owner.user.id, ownerName: 'Olive Owner', hidden: false },
    });
    expect(body.total.count).toBe(body.items.length);
    const counts = json(await admin(viewer, 'GET', '/api/admin/reports/counts?targetType=wall'));
    expect(counts).toMatchObject({ pending: body.total.count, underReview: 0 });
  });

  it('shows one report with the preview and how many reports are open on the item', async () => {
    const { reportIds } = await reportedWall(3);
    const response = await admin(viewer, 'GET', `/api/admin/reports/${reportIds[1]}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: reportIds[1], openReports: 3, item: { title: 'Reported wall' } });
    const unknown = await admin(viewer, 'GET', '/api/admin/reports/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('what operators decide', () => {
  it("refuses a viewer's review, resolve and unhide with 403, changing nothing and auditing nothing", async () => {
    const { wall, reportIds } = await reportedWall();
    const id = reportIds[0]!;
    await t.database.db.updateTable('walls').set({ hidden_at: new Date() }).where('id', '=', wall.id).execute();
    for (const [url, payload] of [
      [`/api/admin/reports/${id}/review`, undefined],
      [`/api/admin/reports/${id}/resolve`, { action: 'hide', note: 'Offensive' }],
      [`/api/admin/content/wall/${wall.id}/unhide`, undefined],
    ] as const) {
      const response = await admin(viewer, 'POST', url, payload);
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toMatch(/operator role/);
    }
    expect(await reportRow(id)).toMatchObject({ status: 'pending', resolution: null });
    expect(await auditRows(id)).toEqual([]);
    expect(await auditRows(wall.id)).toEqual([]);
  });

  it('takes a pending report for review once, audited; a second review is 409', async () => {
    const { reportIds } = await reportedWall();
    const id = reportIds[0]!;
    const response = await admin(operator, 'POST', `/api/admin/reports/${id}/review`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ id, status: 'under_review' });
    const again = await admin(operator, 'POST', `/api/admin/reports/${id}/review`);
    expect(again.statusCode).toBe(409);
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report.review',
      target_type: 'report',
      before: { status: 'pending' },
      after: { status: 'under_review' },
    });
  });

  it('hides the item, resolving every open report on it, in one audited change; it leaves the public pages', async () => {
    const { wall, reportIds } = await reportedWall(2, 'Hide me wall');
    const [first, second] = reportIds as [string, string];
    const noNote = await admin(operator, 'POST', `/api/admin/reports/${first}/resolve`, { action: 'hide', note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect((await reportRow(first)).status).toBe('pending');

    const response = await admin(operator, 'POST', `/api/admin/reports/${first}/resolve`, {
      action: 'hide',
      note: 'Hate symbol in the photo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      status: 'resolved',
      resolution: 'hidden',
      operatorNote: 'Hate symbol in the photo',
      resolvedBy: 'mod-operator',
      openReports: 0,
      item: { hidden: true },
    });
    expect(await reportRow(second)).toMatchObject({ status: 'resolved', resolution: 'hidden' });
    const stored = await t.database.db
      .selectFrom('walls')
      .select('hidden_at')
      .where('id', '=', wall.id)
      .executeTakeFirstOrThrow();
    expect(stored.hidden_at).not.toBeNull();
    expect((await call(t.app, undefined, { method: 'GET', url: `/api/walls/${wall.id}` })).statusCode).toBe(404);

    const [resolveAudit] = await auditRows(first);
    expect(resolveAudit).toMatchObject({
      action: 'report.resolve',
      note: 'Hate symbol in the photo',
      before: { status: 'pending' },
      after: { status: 'resolved', resolution: 'hidden', resolvedReports: expect.arrayContaining([first, second]) },
    });
    const [hideAudit] = await auditRows(wall.id);
    expect(hideAudit).toMatchObject({ action: 'content.hide', target_type: 'wall', after: { hidden: true } });

    const again = await admin(operator, 'POST', `/api/admin/reports/${second}/resolve`, {
      action: 'no_action',
      note: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditRows(second)).toEqual([]);
  });

  it('no action resolves only that report and leaves the item up', async () => {
    const { wall, reportIds } = await reportedWall(2);
    const [first, second] = reportIds as [string, string];
    const response = await admin(operator, 'POST', `/api/admin/reports/${first}/resolve`, {
      action: 'no_action',
      note: 'A normal mural photo',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ resolution: 'no_action', openReports: 1, item: { hidden: false } });
    expect((await reportRow(second)).status).toBe('pending');
    expect((await call(t.app, undefined, { method: 'GET', url: `/api/walls/${wall.id}` })).statusCode).toBe(200);
    expect((await auditRows(first)).map((row) => row.action)).toEqual(['report.resolve']);
  });

  it("hiding a reported profile sets the user's hidden_at; unhiding puts it back, both audited", async () => {
    const person = await registerAs(t.app, 'artist', { firstName: 'Rude', lastName: 'Person' });
    const reporter = await registerAs(t.app, 'brand');
    const filed = await call(t.app, reporter.cookie, {
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'user', targetId: person.user.id, reason: 'harassment' },
    });
    const resolved = await admin(operator, 'POST', `/api/admin/reports/${json(filed).id}/resolve`, {
      action: 'hide',
      note: 'Harassing messages',
    });
    expect(json(resolved).item).toMatchObject({ title: 'Rude Person', hidden: true });
    expect((await call(t.app, undefined, { method: 'GET', url: `/api/users/${person.user.id}` })).statusCode).toBe(404);

    const unhide = await admin(operator, 'POST', `/api/admin/content/user/${person.user.id}/unhide`);
    expect(unhide.statusCode, unhide.body).toBe(200);
    expect(json(unhide)).toMatchObject({ targetType: 'user', item: { hidden: false } });
    expect((await call(t.app, undefined, { method: 'GET', url: `/api/users/${person.user.id}` })).statusCode).toBe(200);
    expect((await auditRows(person.user.id)).map((row) => row.action)).toEqual(['content.hide', 'content.unhide']);

    const notHidden = await admin(operator, 'POST', `/api/admin/content/user/${person.user.id}/unhide`);
    expect(notHidden.statusCode).toBe(409);
    expect(await auditRows(person.user.id)).toHaveLength(2);
  });
});
