import { createServer, loadEnv } from '@wallcraft/api';
import { createTestDatabase } from '@wallcraft/db/testing';
import { createServer as createHttpServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWallCraftClient } from './index';
import { verifyWebhookSignature, type WebhookEvent } from './webhooks';

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

/** Someone signed up through the SDK as `userType`, holding a session cookie (tokens need a session). */
async function signUp(userType: 'brand' | 'artist') {
  const anonymous = createWallCraftClient({ baseUrl });
  const email = `sdk-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await anonymous.POST('/auth/register', {
    body: { email, password: 'long-enough-pw', firstName: 'Sam', lastName: userType === 'brand' ? 'Brand' : 'Artist' },
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
    body: { userType, location: 'Houston, TX' },
  });
  expect(onboarded.response.status).toBe(200);
  return { id, session };
}

describe('the SDK', () => {
  it('calls the API with a token: typed answers, and the API’s error body when a scope is missing', async () => {
    const { id, session } = await signUp('brand');
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

  it('takes a project from post to a message with a token, hearing of the application through a signed webhook', async () => {
    // The integrator's receiver: records each delivery's raw body and signature.
    const deliveries: { body: string; signature: string | undefined }[] = [];
    const receiver: Server = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        deliveries.push({ body, signature: request.headers['wallcraft-signature'] as string | undefined });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };

    try {
      const brand = await signUp('brand');
      const created = await brand.session.POST('/tokens', {
        body: { name: 'Integration', scopes: ['projects:write', 'projects:read', 'messages:write', 'webhooks:write'] },
      });
      const wallcraft = createWallCraftClient({ baseUrl, token: created.data!.token });

      const endpoint = await wallcraft.POST('/webhooks', {
        body: { url: `http://127.0.0.1:${port}/wallcraft`, eventTypes: ['application.created'] },
      });
      expect(endpoint.response.status).toBe(201);
      const project = await wallcraft.POST('/projects', {
        body: { title: 'Harbour wall', location: 'Houston, TX', budget: '5,000' },
      });
      expect(project.response.status).toBe(201);

      const artist = await signUp('artist');
      const applied = await artist.session.POST('/applications', {
        body: { projectType: 'brand_project', projectId: project.data!.id, message: 'I paint harbours.' },
      });
      expect(applied.response.status).toBe(201);

      // The delivery worker runs on its own (every 2 s by default): wait for the event.
      await expect.poll(() => deliveries.length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
      const [delivery] = deliveries;
      expect(verifyWebhookSignature(delivery!.body, delivery!.signature, endpoint.data!.secret)).toBe(true);
      expect(verifyWebhookSignature(delivery!.body, delivery!.signature, 'whsec_someone-else')).toBe(false);
      const event = JSON.parse(delivery!.body) as WebhookEvent<{ applicationId: string }>;
      expect(event.type).toBe('application.created');
      expect(event.data.applicationId).toBe(applied.data!.id);

      const accepted = await wallcraft.PATCH('/applications/{id}', {
        params: { path: { id: event.data.applicationId } },
        body: { status: 'accepted' },
      });
      expect(accepted.data?.status).toBe('accepted');
      const sent = await wallcraft.POST('/messages', {
        body: { receiverId: artist.id, content: 'Welcome aboard: the wall is yours.' },
      });
      expect(sent.response.status).toBe(201);

      const inbox = await artist.session.GET('/messages', { params: { query: { userId: brand.id } } });
      expect(JSON.stringify(inbox.data)).toContain('Welcome aboard: the wall is yours.');
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 90_000);
});
