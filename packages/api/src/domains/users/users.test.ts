import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PATCH /api/users/{id}', () => {
  it('updates your own fields, trimming text and clearing with ""', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: {
        firstName: '  Frida ',
        bio: 'Murals in Houston',
        instagramHandle: '@frida',
        website: '',
        businessEmail: 'studio@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Frida',
      bio: 'Murals in Houston',
      instagramHandle: '@frida',
      website: null,
      businessEmail: 'studio@example.com',
    });
  });

  it("refuses to touch another user's record with 403 and changes nothing", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app, { firstName: 'Bob' });
    const response = await call(t.app, alice.cookie, {
      method: 'PATCH',
      url: `/api/users/${bob.user.id}`,
      payload: { firstName: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect((await call(t.app, bob.cookie, { method: 'GET', url: '/api/auth/user' })).json().user.firstName).toBe('Bob');
  });

  it('refuses an empty first name and a malformed business email with 400 naming the field', async () => {
    const { cookie, user } = await registerUser(t.app);
    const blank = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { firstName: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('firstName: First name is required');
    const email = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { businessEmail: 'nope' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toMatch(/^businessEmail: /);
  });

  it('takes a website with or without http(s) but refuses other schemes, and bounds the business email', async () => {
    const { cookie, user } = await registerUser(t.app);
    const patch = (payload: object) => call(t.app, cookie, { method: 'PATCH', url: `/api/users/${user.id}`, payload });
    expect((await patch({ website: 'ava.example.com' })).statusCode).toBe(200);
    expect((await patch({ website: 'https://ava.example.com' })).statusCode).toBe(200);
    const script = await patch({ website: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('website: Website must be a web address (http:// or https://)');
    const long = await patch({ businessEmail: `${'a'.repeat(260)}@example.com` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^businessEmail: /);
  });

  it('refuses coordinates out of range with 400', async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      payload: { latitude: 120 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('with userType (onboarding) adds that profile once and makes it active', async () => {
    const { cookie, user } = await registerUser(t.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await call(t.app, cookie, {
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        payload: { userType: 'brand' },
      });
      expect(response.json().userType).toBe('brand');
    }
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/accounts' })).json()).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    const { user } = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload: { firstName: 'X' } })).statusCode,
    ).toBe(401);
  });
});
