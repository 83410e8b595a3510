import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createAdminServer } from './admin-server';
import { loadEnv } from './env';
import { CONSOLE_PROOF_HEADER } from './lib/console-proof';

const PROOF = 'console-proof-for-the-admin-server-tests';

describe('the admin console server', () => {
  let dist: string;
  let api: FastifyInstance;
  let admin: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'wallcraft-admin-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    // A stand-in API that echoes what reached it.
    api = Fastify();
    api.all('/api/*', (request) => ({
      url: request.url,
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
      proof: request.headers[CONSOLE_PROOF_HEADER] ?? null,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    }));
    api.post('/api/admin/host', (request) => ({ host: request.headers.host }));
    api.all('/trpc/*', (request) => ({ url: request.url, proof: request.headers[CONSOLE_PROOF_HEADER] ?? null }));
    const apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: apiOrigin, ADMIN_PROXY_SECRET: PROOF });
    admin = await createAdminServer({ env, distDir: dist, logger: false });
  });

  afterAll(async () => {
    await admin.close();
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps the console’s Host on proxied calls, so the API takes the console’s Origin as the site’s own', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: '/admin/api/admin/host',
      headers: { host: 'console.example:8443', origin: 'https://console.example:8443' },
    });
    expect(response.json().host).toBe('console.example:8443');
  });

  it('opens no websocket', async () => {
    await admin.listen({ host: '127.0.0.1', port: 0 });
    const { port } = admin.server.address() as AddressInfo;
    const upgrade = (origin?: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`, origin ? { origin } : {});
        socket.on('open', () => (socket.close(), resolve('open')));
        socket.on('error', (error) => resolve(error.message));
      });
    expect(await upgrade('http://evil.example')).toBe('Unexpected server response: 404');
    expect(await upgrade(`http://127.0.0.1:${port}`)).toBe('Unexpected server response: 404');
  });

  it('serves the console with the same security headers as the web app', async () => {
    const response = await admin.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>console</title>');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html, but a missing asset with 404', async () => {
    const page = await admin.inject({ url: '/admin/users/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await admin.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    expect((await admin.inject({ url: '/elsewhere' })).statusCode).toBe(404);
  });

  it('caches hashed assets for good', async () => {
    const response = await admin.inject({ url: '/admin/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the bare root and /admin to the console', async () => {
    for (const url of ['/', '/admin']) {
      const response = await admin.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/admin/');
    }
  });

  it('forwards the admin API under /admin with its proof, the real client address and the admin cookie alone', async () => {
    const rest = await admin.inject({
      url: '/admin/api/admin/metrics?x=1',
      remoteAddress: '203.0.113.7',
      headers: {
        'x-forwarded-for': '6.6.6.6',
        [CONSOLE_PROOF_HEADER]: 'made-up-by-the-client',
        cookie: 'wc_session=user-token; wc_admin_session=admin-token; __Secure-wc_admin_session=secure-token; other=1',
      },
    });
    expect(rest.json()).toEqual({
      url: '/api/admin/metrics?x=1',
      forwardedFor: '203.0.113.7',
      proof: PROOF,
      cookie: 'wc_admin_session=admin-token; __Secure-wc_admin_session=secure-token',
    });
    const trpc = await admin.inject({ method: 'POST', url: '/admin/trpc/admin.me', payload: {} });
    expect(trpc.json()).toEqual({ url: '/trpc/admin.me', proof: PROOF });
    const batch = await admin.inject({ url: '/admin/trpc/admin.me,admin.metrics?batch=1&input=%7B%7D' });
    expect(batch.statusCode).toBe(200);
  });

  it('serves nothing of the user API: other REST paths and any batch naming a user procedure are 404', async () => {
    for (const url of [
      '/api/auth/user',
      '/api/health',
      '/api/messages',
      '/admin/api/auth/user',
      '/admin/trpc/auth.user',
      '/admin/trpc/admin.me,auth.user?batch=1',
      '/admin/trpc/admin.me%2Cmessages.list?batch=1',
      // The API's own paths are not the console's: the session cookie, scoped to /admin, never goes there.
      '/api/admin/metrics',
      '/trpc/admin.me',
    ])
      expect((await admin.inject({ url, headers: { cookie: 'wc_session=user-token' } })).statusCode, url).toBe(404);
  });
});
