import { MAX_UPLOAD_BYTES } from '@wallcraft/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { registerAs, type Person } from '../../../test/fixtures';
import { listenForWebsockets, openTab, subscribeEvents, type Tab } from '../../../test/realtime';
import { pngImage } from '../uploads/test-images';

type Message = Outputs['messages']['send'];

let t: TestApp;
let url: string;
const tabs: Tab[] = [];
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_IP: '1000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallcraft-attachments-')),
  });
  url = await listenForWebsockets(t.app);
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()));
});
afterAll(async () => t.close());

const PNG = pngImage();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const askUpload = (who: Person, payload: Record<string, unknown>) =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/objects/upload', payload });
const put = (uploadURL: string, payload: Buffer | string, contentType: string) =>
  t.app.inject({ method: 'PUT', url: uploadURL, payload, headers: { 'content-type': contentType } });

/** Uploads a file the way the web app does (ticket, PUT, confirm); answers its objectURL. */
async function attach(who: Person, bytes: Buffer, contentType: string, fileName: string, purpose = 'attachment') {
  const ticket = await askUpload(who, { purpose, contentType, size: bytes.length, fileName });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { uploadURL, objectURL } = json<Outputs['uploads']['create']>(ticket);
  expect((await put(uploadURL, bytes, contentType)).statusCode).toBe(200);
  const confirmed = await call(t.app, who.cookie, {
    method: 'POST',
    url: '/api/objects/confirm',
    payload: { objectURL },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return objectURL;
}

const send = (from: Person, receiverId: string, content: string, attachments: string[]) =>
  call(t.app, from.cookie, { method: 'POST', url: '/api/messages', payload: { receiverId, content, attachments } });
const fetchFile = (who: Person | null, fileUrl: string) =>
  who ? call(t.app, who.cookie, { method: 'GET', url: fileUrl }) : t.app.inject({ method: 'GET', url: fileUrl });

describe('uploading a message attachment', () => {
  it('takes photos and PDFs, refuses GIF, HTML and SVG, and keeps PDFs out of image fields, naming contentType', async () => {
    const artist = await registerAs(t.app, 'artist');
    for (const contentType of ['image/gif', 'text/html', 'image/svg+xml']) {
      const response = await askUpload(artist, { purpose: 'attachment', contentType, size: 10 });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain('contentType');
    }
    const pdfAsImage = await askUpload(artist, { contentType: 'application/pdf', size: 10 });
    expect(pdfAsImage.statusCode).toBe(400);
    expect(json(pdfAsImage).message).toContain('A PDF can only be attached to a message');
    const tooBig = await askUpload(artist, {
      purpose: 'attachment',
      contentType: 'application/pdf',
      size: MAX_UPLOAD_BYTES + 1,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(json(tooBig).message).toContain('File size must be less than 10MB');
  });

  it('answers 413 when more than 10 MB arrive and 415 when the bytes are not a PDF', async () => {
    const artist = await registerAs(t.app, 'artist');
    const ticket = (size: number) =>
      askUpload(artist, { purpose: 'attachment', contentType: 'application/pdf', size }).then((r) =>
        json<Outputs['uploads']['create']>(r),
      );
    const big = await ticket(100);
    const oversize = await put(big.uploadURL, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25), 'application/pdf');
    expect(oversize.statusCode).toBe(413);
    const fake = await ticket(30);
    const script = await put(fake.uploadURL, '<script>alert(1)</script>', 'application/pdf');
    expect(script.statusCode).toBe(415);
    expect(json(script).message).toBe('The file is not a valid PDF');
  });

  it('stores it under a private key that the public media route does not serve', async () => {
    const artist = await registerAs(t.app, 'artist');
    const objectURL = await attach(artist, PNG, 'image/png', 'sketch.png');
    expect(objectURL).toMatch(/^\/media\/uploads\/att-[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: objectURL })).statusCode).toBe(404);
  });
});

describe('sending attachments', () => {
  it('sends an image and a PDF without text; both people fetch them, a third person and a visitor do not', async () => {
    const artist = await registerAs(t.app, 'artist', { firstName: 'Ava', lastName: 'Stone' });
    const brand = await registerAs(t.app, 'brand');
    const stranger = await registerAs(t.app, 'brand');
    const image = await attach(artist, PNG, 'image/png', 'wall sketch.png');
    const pdf = await attach(artist, PDF, 'application/pdf', 'quote.pdf');

    const sent = await send(artist, brand.user.id, '   ', [image, pdf]);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = json<Message>(sent);
    expect(message.content).toBe('');
    expect(message.attachments).toMatchObject([
      { fileName: 'wall sketch.png', contentType: 'image/png', size: PNG.length },
      { fileName: 'quote.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);

    const thread = await call(t.app, brand.cookie, { method: 'GET', url: `/api/messages?userId=${artist.user.id}` });
    const [received] = json<Outputs['messages']['list']>(thread).items;
    expect(received?.attachments.map((file) => file.id)).toEqual(message.attachments.map((file) => file.id));

    const [photo, document] = message.attachments as [Message['attachments'][0], Message['attachments'][0]];
    const seen = await fetchFile(brand, photo.url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    const downloaded = await fetchFile(brand, document.url);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toContain('attachment; filename="quote.pdf"');
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);
    expect((await fetchFile(artist, photo.url)).statusCode).toBe(200);

    expect((await fetchFile(stranger, photo.url)).statusCode).toBe(404);
    expect((await fetchFile(stranger, document.url)).statusCode).toBe(404);
    expect((await fetchFile(null, photo.url)).statusCode).toBe(401);
    expect((await fetchFile(brand, '/api/messages/attachments/not-an-id')).statusCode).toBe(404);

    const conversations = await call(t.app, brand.cookie, { method: 'GET', url: '/api/messages/conversations' });
    expect(json<Outputs['messages']['conversations']>(conversations).items[0]?.lastMessage).toMatchObject({
      content: '',
      attachmentCount: 2,
    });
  });

  it('refuses an empty message, more than five files, someone else’s upload, a public image and a file sent twice', async () => {
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    const empty = await send(artist, brand.user.id, '  ', []);
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toContain('Write a message or attach a file');

    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => attach(artist, PNG, 'image/png', `${i}.png`)));
    const tooMany = await send(artist, brand.user.id, 'photos', six);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toContain('At most 5 files a message');

    const theirs = await attach(brand, PNG, 'image/png', 'brand.png');
    const stolen = await send(artist, brand.user.id, 'look', [theirs]);
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).message).toContain('not a file you uploaded for a message');

    const publicImage = await attach(artist, PNG, 'image/png', 'public.png', 'image');
    expect((await send(artist, brand.user.id, 'look', [publicImage])).statusCode).toBe(400);

    expect((await send(artist, brand.user.id, 'first', [six[0]!])).statusCode).toBe(201);
    const again = await send(artist, brand.user.id, 'again', [six[0]!]);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toContain('already on another message');
    const stored = await t.database.db
      .selectFrom('messages')
      .select('content')
      .where('sender_id', '=', artist.user.id)
      .execute();
    expect(stored.map((row) => row.content)).toEqual(['first']);
  });

  it('pushes the message with its attachments to the receiver over the websocket', async () => {
    const artist = await registerAs(t.app, 'artist');
    const brand = await registerAs(t.app, 'brand');
    const tab = openTab(url, brand.cookie);
    tabs.push(tab);
    const events = subscribeEvents(tab);
    await events.started();
    const image = await attach(artist, PNG, 'image/png', 'live.png');
    const message = json<Message>(await send(artist, brand.user.id, 'Live photo', [image]));
    const [first] = await events.waitFor(1);
    expect(first?.data).toMatchObject({
      kind: 'message',
      message: {
        id: message.id,
        attachments: [{ id: message.attachments[0]?.id, fileName: 'live.png', url: message.attachments[0]?.url }],
      },
    });
  });
});

describe('GET /api/messages/unread-count', () => {
  it('sums the unseen messages from everyone and drops when a conversation is opened', async () => {
    const brand = await registerAs(t.app, 'brand');
    const [ava, ben] = [await registerAs(t.app, 'artist'), await registerAs(t.app, 'artist')];
    const count = async () =>
      json<{ count: number }>(await call(t.app, brand.cookie, { method: 'GET', url: '/api/messages/unread-count' }))
        .count;
    expect(await count()).toBe(0);
    await send(ava, brand.user.id, 'one', []);
    await send(ava, brand.user.id, 'two', []);
    await send(ben, brand.user.id, 'three', []);
    await send(brand, ava.user.id, 'mine do not count', []);
    expect(await count()).toBe(3);
    await call(t.app, brand.cookie, { method: 'POST', url: '/api/messages/seen', payload: { userId: ava.user.id } });
    expect(await count()).toBe(1);
  });
});
