import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/fixtures';
import { pngImage } from './test-images';

const BUCKET = 'wallcraft-test';
const PNG = pngImage(6, 5);
let s3: { close(): Promise<void> };
let endpoint: string;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'wallcraft-s3rver-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  s3 = server;
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallcraft-uploads-')),
    VERIFICATION_TICK_SECONDS: '0',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  ({ cookie } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function ticket(contentType: string, size: number) {
  const response = await call(t.app, cookie, {
    method: 'POST',
    url: '/api/objects/upload',
    payload: { contentType, size },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Outputs['uploads']['create']>(response);
}

const put = (url: string, body: Buffer, contentType: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
const confirm = (objectURL: string) =>
  call(t.app, cookie, { method: 'POST', url: '/api/objects/confirm', payload: { objectURL } });

describe('uploads to an S3-compatible store', () => {
  it('hands out a presigned PUT URL, then confirms and serves the image from the bucket', async () => {
    const { uploadURL, objectURL } = await ticket('image/png', PNG.length);
    expect(uploadURL.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    expect(uploadURL).toContain('X-Amz-Signature=');
    expect(uploadURL).toMatch(/X-Amz-SignedHeaders=[^&]*content-type/);
    expect(objectURL).toMatch(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f-]{36}\\.png$`));

    expect((await confirm(objectURL)).statusCode).toBe(409);
    expect((await put(uploadURL, PNG, 'image/png')).status).toBe(200);
    const confirmed = await confirm(objectURL);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ objectURL, contentType: 'image/png', size: PNG.length });

    const served = await fetch(objectURL);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('signs the content type and length into the URL, and confirm still refuses a wrong type a lax store kept', async () => {
    const { uploadURL, objectURL } = await ticket('image/png', PNG.length);
    // Real S3 and MinIO refuse a PUT whose signed headers differ; s3rver does not check V4 signatures,
    // which makes it the lax store the confirm step exists for.
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect((await put(uploadURL, PNG, 'text/html')).status).toBe(200);
    const response = await confirm(objectURL);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file was stored as text/html, not image/png');
    expect((await fetch(objectURL)).status).toBe(404);
  });

  it('refuses, and deletes, a script renamed .png when it is confirmed', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const { uploadURL, objectURL } = await ticket('image/png', script.length);
    expect((await put(uploadURL, script, 'image/png')).status).toBe(200);
    const response = await confirm(objectURL);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is not a valid PNG image');
    expect((await fetch(objectURL)).status).toBe(404);
    expect((await confirm(objectURL)).statusCode).toBe(409);
  });

  it('writes the resized copies to the bucket beside the original, as immutable WebP', async () => {
    const photo = pngImage(900, 600);
    const { uploadURL, objectURL } = await ticket('image/png', photo.length);
    expect((await put(uploadURL, photo, 'image/png')).status).toBe(200);
    expect((await confirm(objectURL)).statusCode).toBe(200);
    // The job records the copies as ready once every one is written: fetched before that, s3rver may answer a copy
    // whose body it has written but not yet its metadata (content type).
    const uploadRow = () =>
      t.database.db
        .selectFrom('uploads')
        .select(['variants', 'width', 'height'])
        .where('object_key', '=', objectURL.split('/').pop()!)
        .executeTakeFirstOrThrow();
    let row = await uploadRow();
    for (const start = Date.now(); row.variants !== 'ready' && Date.now() - start < 20_000; row = await uploadRow())
      await new Promise((resolve) => setTimeout(resolve, 200));
    const served = await fetch(objectURL.replace(/\.png$/, '.w640.webp'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(row).toEqual({ variants: 'ready', width: 900, height: 600 });
  });

  it('leaves the embedded routes out of it', async () => {
    const { objectURL } = await ticket('image/png', PNG.length);
    const key = objectURL.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${key}` })).statusCode).toBe(404);
  });
});
