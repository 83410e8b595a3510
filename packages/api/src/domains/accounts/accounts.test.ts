import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/accounts', () => {
  it('adds a profile (201) and makes the first one active', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/accounts',
      payload: { userType: 'wall_owner' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userType: 'wall_owner', displayName: 'Ada Lovelace · WALL OWNER' });
    const me = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(me.activeAccount.id).toBe(response.json().id);
  });

  it('keeps the active profile when a second one is added', async () => {
    const { cookie } = await registerUser(t.app);
    const first = (
      await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } })
    ).json();
    await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'brand' } });
    const me = (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
    expect(me.activeAccount.id).toBe(first.id);
    expect(me.accounts.map((a: { userType: string }) => a.userType)).toEqual(['artist', 'brand']);
  });

  it('refuses a second profile of the same type with 409', async () => {
    const { cookie } = await registerUser(t.app);
    await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    const again = await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a artist profile');
  });

  it('refuses an unknown profile type with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/accounts',
      payload: { userType: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^userType: /);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/active-account', () => {
  it('switches among your own profiles', async () => {
    const { cookie } = await registerUser(t.app);
    await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    const brand = (
      await call(t.app, cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'brand' } })
    ).json();
    const response = await call(t.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/active-account',
      payload: { accountId: brand.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      activeAccount: { id: brand.id, userType: 'brand' },
      user: { userType: 'brand' },
    });
  });

  it("answers 404 for another user's profile and leaves both users unchanged", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await call(t.app, alice.cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'artist' } });
    const bobs = (
      await call(t.app, bob.cookie, { method: 'POST', url: '/api/accounts', payload: { userType: 'brand' } })
    ).json();
    const response = await call(t.app, alice.cookie, {
      method: 'PATCH',
      url: '/api/auth/active-account',
      payload: { accountId: bobs.id },
    });
    expect(response.statusCode).toBe(404);
    expect((await call(t.app, alice.cookie, { method: 'GET', url: '/api/auth/user' })).json().user.userType).toBe(
      'artist',
    );
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'PATCH',
      url: '/api/auth/active-account',
      payload: { accountId: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('accountId: accountId must be a profile id');
  });
});
