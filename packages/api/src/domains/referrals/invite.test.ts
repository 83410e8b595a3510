import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import * as fixtures from './test-fixtures';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await adminSessionCookie(t.database.db);
});
afterAll(async () => t.close());

const invite = (code: string) => t.app.inject({ method: 'GET', url: `/api/referrals/invite/${code}` });

describe('GET /api/referrals/invite/{code}', () => {
  it("tells a visitor, signed out, whose link it is and the bonus in force, whatever the code's case", async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana', lastName: 'Reyes' });
    const { code } = await fixtures.myCode(t, ana);
    const response = await invite(code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Outputs['referrals']['invite']>(response)).toEqual({
      code,
      friendName: 'Ana R.',
      bonus: '10.00',
      message:
        'Ana R. invited you to WallCraft. Sign up with this link and Ana R. earns $10 once you have confirmed your email and made your first payment, shop order or verification.',
    });
  });

  it('states the bonus the console sets now, not a fixed amount', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana', lastName: 'Reyes' });
    const { code } = await fixtures.myCode(t, ana);
    const set = await call(t.app, root, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { referralBonus: 25 },
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const answer = json<Outputs['referrals']['invite']>(await invite(code));
      expect(answer.bonus).toBe('25.00');
      expect(answer.message).toContain('earns $25 once');
    } finally {
      await call(t.app, root, { method: 'PATCH', url: '/api/admin/settings', payload: { referralBonus: 10 } });
    }
  });

  it('answers 404 for an unknown code and for the code of a suspended account', async () => {
    expect((await invite('ZZZZ2345')).statusCode).toBe(404);
    const gone = await registerUser(t.app, { firstName: 'Gone', lastName: 'Away' });
    const { code } = await fixtures.myCode(t, gone);
    await t.database.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', gone.user.id).execute();
    const response = await invite(code);
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toContain('check the link');
  });
});
