import { MAX_UPLOAD_BYTES } from '@wallcraft/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, capturedLog, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { purgeDeletedOwners } from './service';
import { GIF_1X1, pngImage } from './test-images';

let t: TestApp;
let cookie: string;
const PNG = pngImage();

function testEnv(extra: Record<string, string> = {}) {
  return { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallcraft-uploads-')), VERIFICATION_TICK_SECONDS: '0', ...extra };
}

async function ticket(
  app = t.app,
  session = cookie,
  body: Record<string, unknown> = { contentType: 'image/png', size: PNG.length, fileName: 'wall.png' },
) {
  const response = await call(app, session, { method: 'POST', url: '/api/objects/upload', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['uploads']['create']>(response);
}

function put(url: string, payload: Buffer | Readable | string, contentType = 'image/png', app = t.app) {
  return app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });
}

beforeAll(async () => {
  t = await createTestApp(testEnv());
  ({ cookie } = await registerUser(t.app));
});
afterAll(() => t.close());

describe('asking for an upload URL', () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { contentType: 'image/png', size: 10 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses types that are not images, and SVG, naming the field', async () => {
    for (const contentType of ['text/html', 'application/pdf', 'image/svg+xml']) {
      const response = await call(t.app, cookie, {
        method: 'POST',
        url: '/api/objects/upload',
        payload: { contentType, size: 10 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('contentType');
    }
  });

  it('refuses a declared size over 10 MB with the widget message', async () => {
    const response = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/objects/upload',
      payload: { contentType: 'image/png', size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('File size must be less than 10MB');
  });

  it('records a pending upload and returns a signed, expiring URL for one object', async () => {
    const { uploadURL, objectURL, expiresAt } = await ticket();
    expect(objectURL).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(uploadURL).toMatch(new RegExp(`^${objectURL}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const row = await t.database.db
      .selectFrom('uploads')
      .select(['status', 'content_type'])
      .where('object_key', '=', objectURL.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', content_type: 'image/png' });
  });
});

describe('the signed PUT and the stored file', () => {
  it('stores a real image, confirms it, and serves it with its type, nosniff and long caching', async () => {
    const { uploadURL, objectURL } = await ticket();
    const stored = await put(uploadURL, PNG);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ objectURL, size: PNG.length });

    const confirmed = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/objects/confirm',
      payload: { objectURL },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ objectURL, contentType: 'image/png', size: PNG.length });

    const served = await t.app.inject({ method: 'GET', url: objectURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: objectURL,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts GIFs too', async () => {
    const { uploadURL } = await ticket(t.app, cookie, { contentType: 'image/gif', size: GIF_1X1.length });
    expect((await put(uploadURL, GIF_1X1, 'image/gif')).statusCode).toBe(200);
  });

  it('refuses a second PUT with the same URL', async () => {
    const { uploadURL } = await ticket();
    expect((await put(uploadURL, PNG)).statusCode).toBe(200);
    const reused = await put(uploadURL, PNG);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toContain('already been used');
  });

  it('refuses a tampered signature or expiry', async () => {
    const { uploadURL } = await ticket();
    const badSignature = uploadURL.replace(/signature=./, (match) => `signature=${match.endsWith('A') ? 'B' : 'A'}`);
    const laterExpiry = uploadURL.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    for (const url of [badSignature, laterExpiry, uploadURL.split('?')[0]!]) {
      const response = await put(url, PNG);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('not valid');
    }
    expect((await put(uploadURL, PNG)).statusCode).toBe(200);
  });

  it('refuses a URL past its expiry', async () => {
    const short = await createTestApp(testEnv({ UPLOAD_URL_TTL_SECONDS: '1' }));
    try {
      const { cookie: session } = await registerUser(short.app);
      const { uploadURL } = await ticket(short.app, session);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await put(uploadURL, PNG, 'image/png', short.app);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('expired');
    } finally {
      await short.close();
    }
  });

  it('refuses a PUT whose Content-Type differs from the one the URL was made for', async () => {
    const { uploadURL } = await ticket();
    const response = await put(uploadURL, PNG, 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('Content-Type must be image/png');
    expect((await put(uploadURL, PNG)).statusCode).toBe(200);
  });

  it('refuses a script renamed .png, keeps nothing, and will not confirm it', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const { uploadURL, objectURL } = await ticket(t.app, cookie, {
      contentType: 'image/png',
      size: script.length,
      fileName: 'evil.png',
    });
    const response = await put(uploadURL, script);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The file is not a valid PNG image');
    expect((await t.app.inject({ method: 'GET', url: objectURL })).statusCode).toBe(404);
    const confirm = await call(t.app, cookie, { method: 'POST', url: '/api/objects/confirm', payload: { objectURL } });
    expect(confirm.statusCode).toBe(409);
  });

  it('refuses a body over 10 MB with 413, by its Content-Length or while it streams', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const declared = await ticket();
    const byLength = await put(declared.uploadURL, big);
    expect(byLength.statusCode).toBe(413);
    expect(byLength.json().message).toBe('File size must be less than 10MB');

    const streamed = await ticket();
    const response = await put(streamed.uploadURL, Readable.from([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(response.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: streamed.objectURL })).statusCode).toBe(404);
    // Claimed and then refused mid-stream (a Content-Length refusal happens before the claim).
    const row = await t.database.db
      .selectFrom('uploads')
      .select('status')
      .where('object_key', '=', streamed.objectURL.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
  });
});

describe('confirming and serving', () => {
  it("will not confirm someone else's upload, or one not sent yet", async () => {
    const { objectURL } = await ticket();
    const { cookie: other } = await registerUser(t.app);
    expect(
      (await call(t.app, other, { method: 'POST', url: '/api/objects/confirm', payload: { objectURL } })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, cookie, { method: 'POST', url: '/api/objects/confirm', payload: { objectURL } })).statusCode,
    ).toBe(409);
  });

  it('serves nothing outside the upload keys', async () => {
    for (const url of [
      '/media/uploads/..%2F..%2Fupload-signing.key',
      '/media/uploads/upload-signing.key',
      '/media/uploads/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('serving, as the log sees it', () => {
  it('answers each request once, and logs no upload signature', async () => {
    const log = capturedLog();
    const logged = await createTestApp(testEnv(), { log });
    try {
      const { cookie: owner } = await registerUser(logged.app);
      const { uploadURL, objectURL } = await ticket(logged.app, owner);
      expect((await put(uploadURL, PNG, 'image/png', logged.app)).statusCode).toBe(200);
      const served = await logged.app.inject({ method: 'GET', url: objectURL });
      expect(served.statusCode).toBe(200);
      const revalidated = await logged.app.inject({
        method: 'GET',
        url: objectURL,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect((await logged.app.inject({ method: 'GET', url: `${objectURL.slice(0, -4)}.jpg` })).statusCode).toBe(404);

      expect(log.lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
      const signature = new URL(uploadURL, 'http://x').searchParams.get('signature')!;
      expect(JSON.stringify(log.lines)).not.toContain(signature);
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({
            url: expect.stringMatching(/\?expires=\[REDACTED\]&signature=\[REDACTED\]$/),
          }),
        }),
      );
    } finally {
      await logged.close();
    }
  });

  it('spends a budget per address: past MEDIA_RATE_LIMIT_PER_MINUTE, 429 for a minute', async () => {
    const limited = await createTestApp(testEnv({ MEDIA_RATE_LIMIT_PER_MINUTE: '3' }));
    try {
      const get = (url: string, remoteAddress = '198.51.100.1') =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const statuses = [];
      for (const url of [
        '/media/seed/wall-1',
        '/media/uploads/missing.png',
        '/media/seed/wall-2',
        '/media/seed/wall-3',
      ])
        statuses.push((await get(url)).statusCode);
      expect(statuses.slice(0, 3)).not.toContain(429);
      const refused = await get('/media/seed/wall-4');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(statuses[3]).toBe(429);
      expect((await get('/media/seed/wall-1', '198.51.100.2')).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("a deleted account's files", () => {
  it('are deleted with their rows once the account is, and nobody else loses theirs', async () => {
    const stored = async (session: string) => {
      const { uploadURL, objectURL } = await ticket(t.app, session);
      expect((await put(uploadURL, PNG)).statusCode).toBe(200);
      return objectURL;
    };
    const leaver = await registerUser(t.app);
    const theirs = await stored(leaver.cookie);
    const mine = await stored(cookie);
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await served(theirs)).toBe(200);

    // Nothing goes while the account stands.
    expect(await purgeDeletedOwners(t.database.db, t.env)).toBe(0);
    const deleted = await call(t.app, leaver.cookie, {
      method: 'POST',
      url: '/api/me/delete',
      payload: { password: 'long-enough-pw' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await purgeDeletedOwners(t.database.db, t.env)).toBe(1);
    expect(await served(theirs)).toBe(404);
    expect(await served(mine)).toBe(200);
    const rows = await t.database.db
      .selectFrom('uploads')
      .select('owner_id')
      .where('owner_id', '=', leaver.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
