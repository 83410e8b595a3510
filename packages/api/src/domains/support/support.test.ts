import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAs } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_RATE_LIMIT_PER_HOUR: '3' });
});
afterAll(async () => t.close());

/** Each visitor comes from an address of their own, so the per-address budget of one test never spills into another. */
let lastAddress = 0;
const visitor = () => `203.0.113.${(lastAddress += 1)}`;

const post = (url: string, payload: object, options: { cookie?: string; ip?: string } = {}) =>
  call(t.app, options.cookie, { method: 'POST', url, payload, remoteAddress: options.ip ?? visitor() });
const stored = () => t.database.db.selectFrom('support_requests').selectAll().orderBy('created_at').execute();

describe('POST /api/feedback', () => {
  it('stores feedback from a signed-in user, trimmed, and from a visitor', async () => {
    const artist = await registerAs(t.app, 'artist');
    const before = (await stored()).length;
    const sent = await post('/api/feedback', { feedback: '  The map is great.  ' }, { cookie: artist.cookie });
    expect(sent.statusCode).toBe(201);
    expect(json<Outputs['support']['sendFeedback']>(sent).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await post('/api/feedback', { feedback: 'Love it' })).statusCode).toBe(201);

    const rows = (await stored()).slice(before);
    expect(rows.map((row) => [row.kind, row.user_id, row.body, row.status])).toEqual([
      ['feedback', artist.user.id, 'The map is great.', 'open'],
      ['feedback', null, 'Love it', 'open'],
    ]);
  });

  it('refuses blank or missing feedback with 400 and stores nothing', async () => {
    const before = (await stored()).length;
    for (const payload of [{ feedback: '   ' }, {}, { feedback: 42 }]) {
      const response = await post('/api/feedback', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Feedback is required/);
    }
    const tooLong = await post('/api/feedback', { feedback: 'x'.repeat(5001) });
    expect(tooLong.json().message).toMatch(/at most 5000 characters/);
    expect(await stored()).toHaveLength(before);
  });
});

describe('POST /api/contact', () => {
  it('takes a signed-out request with an email, and a signed-in one without (the answer goes to the account)', async () => {
    const brand = await registerAs(t.app, 'brand');
    const before = (await stored()).length;
    const visitorSent = await post('/api/contact', {
      subject: 'Partnership',
      comments: 'We run a gallery.',
      email: ' Gallery@Example.com ',
    });
    expect(visitorSent.statusCode).toBe(201);
    const signedIn = await post(
      '/api/contact',
      { subject: 'Invoice', comments: 'Where is my receipt?', email: 'someone-else@example.com' },
      { cookie: brand.cookie },
    );
    expect(signedIn.statusCode).toBe(201);

    const rows = (await stored()).slice(before);
    expect(rows.map((row) => [row.kind, row.user_id, row.email, row.subject, row.body])).toEqual([
      ['contact', null, 'gallery@example.com', 'Partnership', 'We run a gallery.'],
      ['contact', brand.user.id, null, 'Invoice', 'Where is my receipt?'],
    ]);
  });

  it('refuses a blank subject or comments, a bad email, and a signed-out request without an email', async () => {
    const before = (await stored()).length;
    const cases: [object, RegExp][] = [
      [{ subject: ' ', comments: 'Hi', email: 'a@example.com' }, /Subject is required/],
      [{ subject: 'Hi', comments: '', email: 'a@example.com' }, /Comments is required/],
      [{ subject: 'Hi', comments: 'There', email: 'not-an-email' }, /valid email/],
      [{ subject: 'Hi', comments: 'There' }, /Enter your email address so we can answer you/],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/contact', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await stored()).toHaveLength(before);
  });
});

describe('the hourly budget', () => {
  it('lets a sender write 3 times an hour (here), then answers 429 and stores nothing more', async () => {
    const ip = visitor();
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/feedback', { feedback: `Note ${i}` }, { ip })).statusCode).toBe(201);
    const before = (await stored()).length;
    const refused = await post(
      '/api/contact',
      { subject: 'One more', comments: 'Hello', email: 'a@example.com' },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/You have sent 3 messages in the last hour/);
    expect(await stored()).toHaveLength(before);
    // Another visitor is not held back by this one.
    expect((await post('/api/feedback', { feedback: 'Mine' })).statusCode).toBe(201);
  });

  it('counts a signed-in user by their account, wherever they write from', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/feedback', { feedback: `Idea ${i}` }, { cookie: owner.cookie })).statusCode).toBe(201);
    expect((await post('/api/feedback', { feedback: 'Idea 4' }, { cookie: owner.cookie })).statusCode).toBe(429);
  });
});

describe('GET /api/contact', () => {
  it('lists only your own requests, newest first, with the reply once an operator has answered', async () => {
    const artist = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'artist');
    await post('/api/contact', { subject: 'First', comments: 'One' }, { cookie: artist.cookie });
    await post('/api/feedback', { feedback: 'Two' }, { cookie: artist.cookie });
    await post('/api/contact', { subject: 'Not yours', comments: 'Three' }, { cookie: other.cookie });
    await t.database.db
      .updateTable('support_requests')
      .set({ status: 'resolved', reply: 'Sent it again.', replied_at: new Date() })
      .where('subject', '=', 'First')
      .execute();

    const response = await call(t.app, artist.cookie, { method: 'GET', url: '/api/contact' });
    expect(response.statusCode).toBe(200);
    const page = json<Outputs['support']['mine']>(response);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => [item.kind, item.subject, item.body, item.status, item.reply])).toEqual([
      ['feedback', null, 'Two', 'open', null],
      ['contact', 'First', 'One', 'resolved', 'Sent it again.'],
    ]);
    expect(page.items[1]?.repliedAt).toEqual(expect.any(String));
  });

  it('needs an account', async () => {
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });
});
