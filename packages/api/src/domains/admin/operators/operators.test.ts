import { hashPassword } from '@wallcraft/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../../test/admins';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

/** An operator of the given role, signed in. */
async function operator(
  role: 'viewer' | 'operator' | 'superadmin',
  username = `${role}-${Math.random().toString(36).slice(2, 8)}`,
) {
  const { id } = await t.database.db
    .insertInto('admins')
    .values({ username, password_hash: await hashPassword('a-long-enough-password'), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, username, cookie: await adminSessionCookie(t.database.db, username) };
}

const auditRows = (action: string, targetId?: string) => {
  let query = t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId) query = query.where('target_id', '=', targetId);
  return query.orderBy('id').execute();
};

const invite = (cookie: string, payload: Record<string, unknown>) =>
  call(t.app, cookie, { method: 'POST', url: '/api/admin/operators/invites', payload });
const accept = (payload: Record<string, unknown>) =>
  call(t.app, undefined, { method: 'POST', url: '/api/admin/invites/accept', payload });
const tokenOf = (response: { json: () => { path: string } }) => response.json().path.split('/').at(-1)!;

describe('roles', () => {
  it('lets a viewer read everything and change nothing (403 naming the role)', async () => {
    const viewer = await operator('viewer');
    for (const url of [
      '/api/admin/metrics',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/settings',
      '/api/admin/operators',
    ])
      expect((await call(t.app, viewer.cookie, { method: 'GET', url })).statusCode, url).toBe(200);
    const writes = [
      { method: 'PATCH' as const, url: '/api/admin/settings', payload: { platformFeePercent: 7 } },
      { method: 'POST' as const, url: '/api/admin/operators/invites', payload: { role: 'viewer' } },
      {
        method: 'POST' as const,
        url: '/api/admin/verification-requests/00000000-0000-4000-8000-000000000000/decision',
        payload: { decision: 'approve' },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/disputes/00000000-0000-4000-8000-000000000000/resolve',
        payload: { outcome: 'release', note: 'x' },
      },
    ];
    for (const write of writes) {
      const response = await call(t.app, viewer.cookie, write);
      expect(response.statusCode, write.url).toBe(403);
      expect(response.json().message).toMatch(/yours is viewer/);
    }
  });

  it('keeps settings and operators to superadmins: an operator gets 403', async () => {
    const op = await operator('operator');
    expect(
      (await call(t.app, op.cookie, { method: 'PATCH', url: '/api/admin/settings', payload: { referralBonus: 5 } }))
        .statusCode,
    ).toBe(403);
    expect((await invite(op.cookie, { role: 'operator' })).statusCode).toBe(403);
    expect(
      (
        await call(t.app, op.cookie, {
          method: 'PATCH',
          url: `/api/admin/operators/${op.id}`,
          payload: { role: 'superadmin' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.database.db.selectFrom('admins').select('role').where('id', '=', op.id).executeTakeFirstOrThrow()).role,
    ).toBe('operator');
  });
});

describe('invitations', () => {
  it('makes an operator of the invited role once, from a link whose token is stored hashed', async () => {
    const created = await invite(root, { role: 'viewer', note: 'For Ana' });
    expect(created.statusCode).toBe(201);
    const token = tokenOf(created);
    const stored = await t.database.db
      .selectFrom('admin_invites')
      .select('token_hash')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const lookup = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/invites/lookup',
      payload: { token },
    });
    expect(lookup.json()).toMatchObject({ role: 'viewer' });
    const joined = await accept({ token, username: 'ana', password: 'a-long-enough-password' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().admin).toMatchObject({ username: 'ana', role: 'viewer' });
    expect(await auditRows('operator.join', joined.json().admin.id)).toHaveLength(1);
    expect(await auditRows('operator.invite', created.json().id)).toHaveLength(1);

    const again = await accept({ token, username: 'ana2', password: 'a-long-enough-password' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not valid or was used already/);
  });

  it('refuses an expired, a revoked or a malformed link, a short password and a taken username', async () => {
    const expired = tokenOf(await invite(root, { role: 'operator' }));
    await t.database.db
      .updateTable('admin_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('accepted_at', 'is', null)
      .where('role', '=', 'operator')
      .execute();
    const late = await accept({ token: expired, username: 'late-op', password: 'a-long-enough-password' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toMatch(/expired/);

    const revokedInvite = await invite(root, { role: 'operator' });
    expect(
      (
        await call(t.app, root, {
          method: 'POST',
          url: `/api/admin/operators/invites/${revokedInvite.json().id}/revoke`,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await accept({ token: tokenOf(revokedInvite), username: 'revoked-op', password: 'a-long-enough-password' }))
        .statusCode,
    ).toBe(404);

    const open = tokenOf(await invite(root, { role: 'operator' }));
    expect((await accept({ token: open, username: 'short', password: 'short' })).json().message).toMatch(/at least 12/);
    expect((await accept({ token: open, username: 'root', password: 'a-long-enough-password' })).statusCode).toBe(409);
    expect((await accept({ token: 'x', username: 'someone', password: 'a-long-enough-password' })).statusCode).toBe(
      400,
    );
    expect(
      await t.database.db
        .selectFrom('admins')
        .select('id')
        .where('username', 'in', ['late-op', 'revoked-op', 'short'])
        .execute(),
    ).toEqual([]);
  });
});

describe('managing operators', () => {
  it('disables an operator: their session ends at once and their password no longer signs in', async () => {
    const op = await operator('operator', 'to-disable');
    expect((await call(t.app, op.cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
    const response = await call(t.app, root, {
      method: 'PATCH',
      url: `/api/admin/operators/${op.id}`,
      payload: { disabled: true },
    });
    expect(response.json()).toMatchObject({ username: 'to-disable', disabled: true });
    expect((await call(t.app, op.cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const login = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'to-disable', password: 'a-long-enough-password' },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await auditRows('operator.update', op.id);
    expect(row).toMatchObject({
      before: { disabled: false, role: 'operator' },
      after: { disabled: true, role: 'operator' },
    });
  });

  it('never changes yourself (the last superadmin cannot demote themselves)', async () => {
    const me = json<Outputs['admin']['me']>(await call(t.app, root, { method: 'GET', url: '/api/admin/me' }));
    const self = await call(t.app, root, {
      method: 'PATCH',
      url: `/api/admin/operators/${me.id}`,
      payload: { role: 'viewer' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/cannot change your own/);
    expect((await call(t.app, root, { method: 'GET', url: '/api/admin/me' })).json()).toMatchObject({
      role: 'superadmin',
    });
  });
});

describe('the audit log', () => {
  it('lists actions newest first with filters, and nothing can change a row', async () => {
    const created = await invite(root, { role: 'viewer' });
    const page = json<Outputs['admin']['audit']>(
      await call(t.app, root, {
        method: 'GET',
        url: `/api/admin/audit?action=operator.invite&targetId=${created.json().id}`,
      }),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      adminUsername: 'root',
      action: 'operator.invite',
      targetType: 'admin_invite',
      ip: '127.0.0.1',
    });
    const actions = json<string[]>(await call(t.app, root, { method: 'GET', url: '/api/admin/audit/actions' }));
    expect(actions).toContain('operator.invite');

    // No route writes it: the REST surface has only reads under /admin/audit.
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const)
      expect(
        (await call(t.app, root, { method, url: `/api/admin/audit/${page.items[0]!.id}`, payload: {} })).statusCode,
      ).toBe(404);
    // And the database refuses it whatever the caller.
    const id = Number(page.items[0]!.id);
    await expect(sql`UPDATE audit_log SET note = 'changed' WHERE id = ${id}`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log WHERE id = ${id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect(await auditRows('operator.invite', created.json().id)).toHaveLength(1);
  });

  it('refuses malformed filters with 400', async () => {
    const response = await call(t.app, root, { method: 'GET', url: '/api/admin/audit?from=yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/from must be an ISO date-time/);
  });
});
