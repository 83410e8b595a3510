import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { registerUser } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const json = { 'content-type': 'application/json' };

describe('tRPC over HTTP at /trpc', () => {
  it('answers a call and a batch in its envelope, a batch where one call fails with 207', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/trpc/auth.user' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^application\/json/);
    expect(one.headers.vary).toContain('trpc-accept');
    expect(one.json()).toEqual({ result: { data: null } });

    const input = encodeURIComponent(JSON.stringify({ 1: { limit: 'many' } }));
    const batch = await t.app.inject({ method: 'GET', url: `/trpc/auth.user,projects.list?batch=1&input=${input}` });
    expect(batch.statusCode).toBe(207);
    const [user, projects] = batch.json();
    expect(user).toEqual({ result: { data: null } });
    expect(projects.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
  });

  it('reads a JSON body, signs in with its cookie, and refuses a body that is not JSON', async () => {
    const password = 'long-enough-pw';
    const { email } = await registerUser(t.app, { password });
    const login = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: json,
      payload: JSON.stringify({ email, password }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.data.user.email).toBe(email);
    expect(login.headers['set-cookie']).toBeDefined();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: json,
      payload: JSON.stringify({ email, password: `${password}-not` }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/password/i);

    const broken = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', headers: json, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.data.code).toBe('BAD_REQUEST');
  });

  it('refuses a query sent as a mutation and a body of another type, each with its 4xx', async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/trpc/auth.user', headers: json, payload: '{}' });
    expect(posted.statusCode).toBe(405);
    expect(posted.json().error.data.code).toBe('METHOD_NOT_SUPPORTED');
    const text = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });
});
