import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { brokenPngImage, detailedImage, GIF_1X1, photoImage, pngImage } from './test-images';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallcraft-variants-')),
    VERIFICATION_TICK_SECONDS: '0',
  });
  ({ cookie } = await registerUser(t.app));
});
afterAll(() => t.close());

/** Uploads through the embedded store (ticket, PUT, confirm) as the web app does; answers the object URL. */
async function upload(bytes: Buffer, contentType: string, session = cookie): Promise<string> {
  const ticket = await call(t.app, session, {
    method: 'POST',
    url: '/api/objects/upload',
    payload: { contentType, size: bytes.length },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { uploadURL, objectURL } = json<Outputs['uploads']['create']>(ticket);
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: bytes,
    headers: { 'content-type': contentType },
  });
  expect(put.statusCode, put.body).toBe(200);
  const confirmed = await call(t.app, session, { method: 'POST', url: '/api/objects/confirm', payload: { objectURL } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return objectURL;
}

const keyOf = (objectURL: string) => objectURL.split('/').pop()!;
const variantUrl = (objectURL: string, width: number) => objectURL.replace(/\.(png|jpg|webp)$/, `.w${width}.webp`);

function uploadRow(objectURL: string) {
  return t.database.db
    .selectFrom('uploads')
    .select(['status', 'variants', 'width', 'height', 'variant_widths'])
    .where('object_key', '=', keyOf(objectURL))
    .executeTakeFirstOrThrow();
}

/** Waits for the job queue (the API's own worker, on the embedded database) to finish the upload's copies. */
async function settled(objectURL: string) {
  for (const start = Date.now(); Date.now() - start < 25_000;) {
    const row = await uploadRow(objectURL);
    if (row.variants !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the variants of ${objectURL} were not made in time`);
}

describe('resized copies of an upload', () => {
  it('an uploaded 3000x2000 JPEG gets WebP copies 320, 640 and 1280 wide, the card one under 100 KB', async () => {
    const objectURL = await upload(await photoImage('jpeg'), 'image/jpeg');
    expect(await settled(objectURL)).toMatchObject({
      variants: 'ready',
      width: 3000,
      height: 2000,
      variant_widths: [320, 640, 1280],
    });
    for (const width of [320, 640, 1280]) {
      const response = await t.app.inject({ method: 'GET', url: variantUrl(objectURL, width) });
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      if (width <= 640) expect(response.rawPayload.length).toBeLessThan(100_000);
    }
  });

  it('an uploaded 3000x2000 PNG gets the same copies', async () => {
    const objectURL = await upload(await photoImage('png'), 'image/png');
    expect(await settled(objectURL)).toMatchObject({ variants: 'ready', width: 3000, height: 2000 });
    const card = await t.app.inject({ method: 'GET', url: variantUrl(objectURL, 640) });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.length).toBeLessThan(100_000);
  });

  it('keeps the card copies of a photo full of fine detail under 100 KB too', async () => {
    const objectURL = await upload(await detailedImage(), 'image/jpeg');
    expect(await settled(objectURL)).toMatchObject({ variants: 'ready' });
    for (const width of [320, 640]) {
      const response = await t.app.inject({ method: 'GET', url: variantUrl(objectURL, width) });
      expect(response.rawPayload.length).toBeLessThan(100_000);
    }
  });

  it('serves copies as image/webp with a year-long immutable cache, and answers 304 to their etag', async () => {
    const objectURL = await upload(pngImage(800, 600), 'image/png');
    await settled(objectURL);
    const url = variantUrl(objectURL, 320);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${keyOf(url)}"`,
    });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${keyOf(url)}"` } });
    expect(again.statusCode).toBe(304);
  });

  it('never makes a copy wider than its original', async () => {
    const objectURL = await upload(pngImage(500, 250), 'image/png');
    expect(await settled(objectURL)).toMatchObject({ variants: 'ready', width: 500, height: 250 });
    const widest = await t.app.inject({ method: 'GET', url: variantUrl(objectURL, 1280) });
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ width: 500, height: 250 });
  });

  it('until its copies exist, a copy address sends the browser to the original, uncached', async () => {
    // Recorded as the upload flow would, but with no job queued, so the copies stay missing.
    const key = '0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.png';
    const { id: ownerId } = await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('uploads')
      .values({
        owner_id: ownerId,
        object_key: key,
        content_type: 'image/png',
        size_bytes: 10,
        status: 'uploaded',
        variants: 'pending',
        expires_at: new Date(),
      })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: `/media/uploads/${key.replace('.png', '.w640.webp')}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/media/uploads/${key}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a photo that passes the upload check but does not decode fails its job cleanly, and its original still shows', async () => {
    const broken = brokenPngImage();
    const objectURL = await upload(broken, 'image/png');
    expect(await settled(objectURL)).toMatchObject({ status: 'uploaded', variants: 'failed', variant_widths: null });

    const original = await t.app.inject({ method: 'GET', url: objectURL });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(broken)).toBe(true);
    for (const width of [320, 640, 1280]) {
      const copy = await t.app.inject({ method: 'GET', url: variantUrl(objectURL, width) });
      expect(copy.statusCode).toBe(302);
      expect(copy.headers.location).toBe(objectURL);
    }
    // Confirming again still answers as before.
    const confirmed = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/objects/confirm',
      payload: { objectURL },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('the sweep queues the copies of photos whose job was lost, and records a missing original as failed', async () => {
    const objectURL = await upload(pngImage(600, 400), 'image/png');
    await settled(objectURL);
    const hourAgo = new Date(Date.now() - 3_600_000);
    // As if the job had never run (the queue was down when the upload was accepted).
    await t.database.db
      .updateTable('uploads')
      .set({ variants: 'pending', width: null, height: null, variant_widths: null, uploaded_at: hourAgo })
      .where('object_key', '=', keyOf(objectURL))
      .execute();
    const missing = '5d0f4a7e-2b1c-4d8e-9f6a-3c2b1a0e9d8c.jpg';
    const { id: ownerId } = await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('uploads')
      .values({
        owner_id: ownerId,
        object_key: missing,
        content_type: 'image/jpeg',
        size_bytes: 10,
        status: 'uploaded',
        variants: 'pending',
        uploaded_at: hourAgo,
        expires_at: hourAgo,
      })
      .execute();

    await t.app.jobs.send('images.sweep', {});
    expect(await settled(objectURL)).toMatchObject({ variants: 'ready', width: 600, height: 400 });
    expect(await settled(`/media/uploads/${missing}`)).toMatchObject({ variants: 'failed' });
  });

  it('a GIF gets no copies (it may be animated)', async () => {
    const objectURL = await upload(GIF_1X1, 'image/gif');
    expect(await uploadRow(objectURL)).toMatchObject({ status: 'uploaded', variants: null });
  });

  it('a copy address shows nothing of an upload that was not accepted, nor of unknown or malformed names', async () => {
    // Another user's upload that was asked for but never sent: its name gives nothing away.
    const other = await registerUser(t.app);
    const ticket = await call(t.app, other.cookie, {
      method: 'POST',
      url: '/api/objects/upload',
      payload: { contentType: 'image/png', size: 100 },
    });
    const pending = json<Outputs['uploads']['create']>(ticket).objectURL;
    // One that was refused (not an image).
    const refusedTicket = await call(t.app, other.cookie, {
      method: 'POST',
      url: '/api/objects/upload',
      payload: { contentType: 'image/png', size: 12 },
    });
    const refused = json<Outputs['uploads']['create']>(refusedTicket);
    const put = await t.app.inject({
      method: 'PUT',
      url: refused.uploadURL,
      payload: '<script></script>',
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(415);

    for (const url of [
      variantUrl(pending, 640),
      variantUrl(refused.objectURL, 640),
      '/media/uploads/00000000-0000-4000-8000-000000000000.w640.webp',
      '/media/uploads/..%2F..%2Fupload-signing.key',
      `${variantUrl(pending, 640)}.png`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
