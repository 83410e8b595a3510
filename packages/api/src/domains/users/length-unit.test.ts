import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerAs } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the unit of wall sizes', () => {
  it('is feet until the person picks metres, kept on their account and private to them', async () => {
    const me = await registerAs(t.app, 'wall_owner');
    const own = async () => (await call(t.app, me.cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect((await own()).user.lengthUnit).toBe('ft');

    const patch = (lengthUnit: string) =>
      call(t.app, me.cookie, { method: 'PATCH', url: `/api/users/${me.user.id}`, payload: { lengthUnit } });
    const saved = await patch('m');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lengthUnit).toBe('m');
    expect((await own()).user.lengthUnit).toBe('m');

    const refused = await patch('yards');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Units must be ft (feet) or m (metres)');

    const visitor = await call(t.app, undefined, { method: 'GET', url: `/api/users/${me.user.id}` });
    expect(visitor.json()).not.toHaveProperty('lengthUnit');
  });
});
