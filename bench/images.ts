/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * What a Discover card grid of user photos downloads, before and after the resized copies (issue 14). Starts one
 * API process on a fresh embedded database, signs up, uploads one page of photos (20, Discover's page size) through
 * the real upload flow (3000x2000 camera-like JPEGs), waits for the job queue to make their copies, and sums over
 * HTTP the bytes of what each card loads: before, the original; after, the copy the card's srcset offers (320 or
 * 640 px: a card never asks for more). Exits non-zero if a card copy is over 100 KB.
 *
 *   cd packages/api && npx tsx ../../bench/images.ts      # PHOTOS=20 PORT=3400 KIND=photo (or detailed)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detailedImage, photoImage } from '../packages/api/src/domains/uploads/test-images';
// The bench folder has no dependencies of its own: the shared package by path, sharp through the API's test images.
import { DEFAULT_PAGE_SIZE } from '../packages/shared/src/constants';
import { CARD_VARIANT_WIDTHS, imageVariantUrl } from '../packages/shared/src/images';
import { sleep, startApi } from './api-process';

const PHOTOS = Number(process.env.PHOTOS ?? DEFAULT_PAGE_SIZE);
/** `photo`: soft colour fields with grain; `detailed`: random 6-pixel blocks, the worst case for a small copy. */
const KIND = process.env.KIND === 'detailed' ? 'detailed' : 'photo';
const PORT = Number(process.env.PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const CARD_BUDGET = 100_000;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'long-enough-pw',
      firstName: 'B',
      lastName: 'Ench',
    }),
  });
  await json(response);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function upload(cookie: string, bytes: Buffer): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const ticket = await json<{ uploadURL: string; objectURL: string }>(
    await fetch(`${base}/api/objects/upload`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ contentType: 'image/jpeg', size: bytes.length }),
    }),
  );
  const put = await fetch(`${base}${ticket.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: bytes,
  });
  if (!put.ok) throw new Error(`PUT: ${put.status} ${await put.text()}`);
  return ticket.objectURL;
}

/** The body's size; a copy that does not exist yet answers a redirect to the original, which is not counted. */
async function bytesOf(url: string): Promise<number | null> {
  const response = await fetch(`${base}${url}`, { redirect: 'manual' });
  if (response.status !== 200) return null;
  return (await response.arrayBuffer()).byteLength;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallcraft-images-'));
const api = await startApi(PORT, dataDir, { VERIFICATION_TICK_SECONDS: '0' });
try {
  const cookie = await signUp();
  const photo = KIND === 'detailed' ? await detailedImage() : await photoImage('jpeg');
  const started = Date.now();
  const originals = [];
  for (let i = 0; i < PHOTOS; i += 1) originals.push(await upload(cookie, photo));

  const totals = { original: 0, ...Object.fromEntries(CARD_VARIANT_WIDTHS.map((width) => [width, 0])) };
  for (const url of originals) {
    totals.original += (await bytesOf(url)) ?? 0;
    for (const width of CARD_VARIANT_WIDTHS) {
      const copy = imageVariantUrl(url, width)!;
      let size = await bytesOf(copy);
      for (const waitStart = Date.now(); size === null && Date.now() - waitStart < 120_000; size = await bytesOf(copy))
        await sleep(250);
      if (size === null) throw new Error(`no ${width} px copy of ${url} after two minutes`);
      if (size > CARD_BUDGET) process.exitCode = 1;
      totals[width] += size;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${PHOTOS} cards, each a ${kb(photo.length)} 3000x2000 JPEG upload (${KIND}) (all copies made ${seconds.toFixed(0)} s after the first upload)`,
  );
  console.log(`before (originals):        ${kb(totals.original)}`);
  for (const width of CARD_VARIANT_WIDTHS)
    console.log(
      `after (${width} px copies):${' '.repeat(6 - String(width).length)}${kb(totals[width])}  (${kb(totals[width] / PHOTOS)} a card, ${(totals.original / totals[width]).toFixed(0)}x less)`,
    );
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
