import { createServer, loadEnv } from '@wallcraft/api';
import { createTestDatabase } from '@wallcraft/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWallCraftClient } from './index';

let app: Awaited<ReturnType<typeof createServer>>;
let close: () => Promise<void>;
let baseUrl: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'root-password-for-tests',
  });
  app = await createServer({ env, database, logger: false });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.close();
  };
}, 60_000);
afterAll(async () => close?.());

/** A brand signed up through the SDK, holding a session cookie (tokens are created with a session only). */
async function signUpBrand() {
  const anonymous = createWallCraftClient({ baseUrl });
  const email = `sdk-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await anonymous.POST('/auth/register', {
    body: { email, password: 'long-enough-pw', firstName: 'Sam', lastName: 'Dekay' },
  });
  expect(registered.response.status).toBe(201);
  const cookie = registered.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = createWallCraftClient({ baseUrl, headers: { cookie } });
  const id = registered.data!.user.id;
  const onboarded = await session.PATCH('/users/{id}', {
    params: { path: { id } },
    body: { userType: 'brand', location: 'Houston, TX' },
  });
  expect(onboarded.response.status).toBe(200);
  return { id, session };
}

describe('the SDK', () => {
  it('calls the API with a token: typed answers, and the API’s error body when a scope is missing', async () => {
    const { id, session } = await signUpBrand();
    const created = await session.POST('/tokens', {
      body: { name: 'SDK test', scopes: ['profile:read', 'projects:write', 'projects:read'] },
    });
    expect(created.response.status).toBe(201);
    const wallcraft = createWallCraftClient({ baseUrl, token: created.data!.token });

    const me = await wallcraft.GET('/auth/user');
    expect(me.data?.user.id).toBe(id);

    const project = await wallcraft.POST('/projects', {
      body: { title: 'Dock mural from a script', location: 'Austin, TX', budget: '8,000' },
    });
    expect(project.response.status).toBe(201);
    expect(project.data).toMatchObject({ title: 'Dock mural from a script', status: 'open' });

    const mine = await wallcraft.GET('/my-projects/future', { params: { query: {} } });
    expect(mine.data?.items.map((item) => item.id)).toContain(project.data!.id);

    const beyond = await wallcraft.GET('/messages', { params: { query: {} } });
    expect(beyond.response.status).toBe(403);
    expect(beyond.error?.message).toContain('messages:read');

    const revoked = await session.DELETE('/tokens/{id}', { params: { path: { id: created.data!.id } } });
    expect(revoked.response.status).toBe(204);
    expect((await wallcraft.GET('/auth/user')).response.status).toBe(401);
  });
});
