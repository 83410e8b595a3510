import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createProject, registerAs, type Person } from '../../test/fixtures';
import { plannedQueries } from './trpc-queries';

let t: TestApp;
let brand: Person;
let project: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  brand = await registerAs(t.app, 'brand');
  project = await createProject(t.app, brand.cookie, { title: 'Dock mural' });
  await createProject(t.app, brand.cookie, { title: 'Lobby mural' });
});
afterAll(async () => t.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const missingProject = '00000000-0000-4000-8000-000000000000';

/** Query calls the web app and third parties make, answered well and badly, one and batched. */
const urls = () => [
  `/trpc/projects.get?input=${input({ id: project.id })}`,
  '/trpc/auth.user',
  `/trpc/projects.list?input=${input({ limit: 2 })}`,
  `/trpc/projects.list?input=${input({ limit: 'many' })}`,
  `/trpc/projects.get?input=${input({ id: missingProject })}`,
  '/trpc/projects.mine',
  '/trpc/auth%2Euser',
  '/trpc/auth.user,projects.mine?batch=1',
  `/trpc/auth.user,projects.list?batch=1&input=${input({ 1: { limit: 1 } })}`,
  `/trpc/projects.list,projects.list?batch=1&input=${input({ 0: { limit: 'many' }, 1: { limit: 1 } })}`,
  `/trpc/projects.get,projects.mine?batch=1&input=${input({ 0: { id: missingProject } })}`,
];

describe('tRPC queries over GET, answered without a fetch Response', () => {
  it.each([
    ['signed out', undefined],
    ['signed in', 'brand'],
  ])('answers every call as tRPC itself answers it, %s', async (_, who) => {
    const cookie = who ? { cookie: brand.cookie } : {};
    for (const url of urls()) {
      const direct = await t.app.inject({ method: 'GET', url, headers: cookie });
      // The same call asked with tRPC's own `trpc-accept` header is answered by tRPC's resolveResponse.
      const general = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...cookie, 'trpc-accept': 'application/json' },
      });
      expect({ url, status: direct.statusCode }).toEqual({ url, status: general.statusCode });
      expect(direct.headers['content-type'], url).toBe(general.headers['content-type']);
      expect(direct.headers.vary, url).toBe(general.headers.vary);
      expect(direct.body, url).toBe(general.body);
    }
  });

  it('answers the cases that differ as intended: data, a 207 batch, a refusal, the field a bad input names', async () => {
    const signedIn = { cookie: brand.cookie };
    const user = await t.app.inject({ method: 'GET', url: '/trpc/auth.user', headers: signedIn });
    expect(user.statusCode).toBe(200);
    expect(user.json().result.data.user.id).toBe(brand.user.id);

    const mixed = await t.app.inject({ method: 'GET', url: urls()[9]! });
    expect(mixed.statusCode).toBe(207);
    const [bad, good] = mixed.json();
    expect(bad.error.message).toMatch(/limit/i);
    expect(bad.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, path: 'projects.list' });
    expect(good.result.data.items).toHaveLength(1);

    const signedOut = await t.app.inject({ method: 'GET', url: '/trpc/projects.mine' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.data.code).toBe('UNAUTHORIZED');
  });

  it('leaves to tRPC every request that is not plain JSON queries, before anything runs', () => {
    const plan = (url: string, headers: Record<string, string> = {}) => {
      const path = url.slice('/trpc/'.length).split('?')[0]!;
      return plannedQueries({ url, headers } as unknown as FastifyRequest, path);
    };
    expect(plan('/trpc/auth.user')).toMatchObject({ isBatch: false, calls: [{ path: 'auth.user' }] });
    expect(plan(`/trpc/auth.user,projects.list?batch=1&input=${input({ 1: { limit: 1 } })}`)).toMatchObject({
      isBatch: true,
      calls: [
        { path: 'auth.user', input: undefined },
        { path: 'projects.list', input: { limit: 1 } },
      ],
    });
    // Streaming, a mutation, no such procedure, input that is not JSON, a batch whose input is not an object.
    expect(plan('/trpc/auth.user?batch=1', { 'trpc-accept': 'application/jsonl' })).toBeNull();
    expect(plan('/trpc/auth.user?batch=1', { accept: 'application/jsonl, */*' })).toBeNull();
    expect(plan('/trpc/auth.logout')).toBeNull();
    expect(plan('/trpc/auth.nothing')).toBeNull();
    expect(plan('/trpc/toString')).toBeNull();
    expect(plan('/trpc/projects.list?input=%7B')).toBeNull();
    expect(plan('/trpc/auth.user?batch=1&input=%5B%5D')).toBeNull();
    expect(plan('/trpc/%E0%A4%A')).toBeNull();
  });

  it('answers the requests it leaves to tRPC with tRPC 4xx', async () => {
    const cases: [string, number][] = [
      ['/trpc/auth.logout', 405],
      ['/trpc/auth.nothing', 404],
      ['/trpc/projects.list?input=%7B', 400],
      ['/trpc/auth.user?batch=1&input=%5B%5D', 400],
    ];
    for (const [url, status] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      // A batch is answered with an array, one answer a call.
      const [answer] = [response.json()].flat();
      expect(answer.error.message).toBeTruthy();
    }
  });
});
