import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../../env';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { brandProject, registerAs, registerUser, type Person, travellingNotification } from '../../../test/fixtures';
import { drainEmailOutbox } from '../../../test/email-outbox';
import { createNotification } from '../notifications/service';
import { listStoredMail, type StoredMail } from './mailer';

/** The embedded default: no SMTP_URL, so each mail is a file in DATA_DIR/mail and the mailbox page is served. */
let t: TestApp;
let env: Env;
let dataDir: string;
let brand: Person;
let artist: Person;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wallcraft-mail-'));
  const overrides = {
    DATA_DIR: dataDir,
    WEB_ORIGIN: 'http://wallcraft.test',
    EMAIL_MESSAGE_DELAY_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  };
  env = loadEnv({ NODE_ENV: 'test', ...overrides });
  t = await createTestApp(overrides);
  brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  artist = await registerAs(t.app, 'artist', { firstName: 'Ari', lastName: 'Artist' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const settled = () => drainEmailOutbox(t, env);

async function deliver(match: (mail: StoredMail) => boolean): Promise<StoredMail[]> {
  await settled();
  return (await listStoredMail(env, 1000)).filter(match);
}

async function notify(userId: string, title: string) {
  await t.database.db.transaction().execute((trx) =>
    createNotification(
      trx,
      travellingNotification({
        userId,
        type: 'payment_released',
        title,
        message: 'Your payment of $500 was released.',
      }),
    ),
  );
}

const linkIn = (text: string, pathPrefix: string) => {
  const found = text.match(new RegExp(`http://wallcraft\\.test${pathPrefix}\\?token=([^\\s"<]+)`));
  if (!found?.[1]) throw new Error(`no ${pathPrefix} link in:\n${text}`);
  return decodeURIComponent(found[1]);
};

describe('notification mails', () => {
  it('a payment notification becomes a mail with HTML and text parts and one-click unsubscribe headers', async () => {
    await notify(brand.user.id, 'Payment released (first)');
    const [mail] = await deliver((m) => m.subject === 'Payment released (first)');
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(brand.email);
    // react-email writes the XHTML 1.0 Transitional doctype (in capitals) that mail clients expect.
    expect(mail!.html).toMatch(/^<!doctype html/i);
    expect(mail!.html).toContain('Your payment of $500 was released.');
    expect(mail!.text).toContain('Your payment of $500 was released.');
    expect(mail!.text).toContain('Unsubscribe: http://wallcraft.test/unsubscribe?token=');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/wallcraft\.test\/api\/email\/one-click\?token=.+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('leads where its notification does: a declined invitation to its project, a hire to its deal room', async () => {
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Mail link mural' });
    for (const [type, title] of [
      ['invitation_rejected', 'Invitation declined (mail link)'],
      ['invitation_accepted', 'Invitation accepted (mail link)'],
    ] as const)
      await t.database.db
        .transaction()
        .execute((trx) =>
          createNotification(trx, { userId: brand.user.id, type, title, message: title, projectId: project.id }),
        );
    const [declined] = await deliver((m) => m.subject === 'Invitation declined (mail link)');
    expect(declined!.text).toContain(`http://wallcraft.test/projects/${project.id}`);
    const [accepted] = await deliver((m) => m.subject === 'Invitation accepted (mail link)');
    expect(accepted!.text).toContain(`http://wallcraft.test/deals/${project.id}`);
  });

  it('nothing is mailed for a category the user turned off in settings', async () => {
    const off = await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: '/api/email/preferences',
      payload: { category: 'payments', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).categories).toContainEqual({ category: 'payments', enabled: false });
    await notify(artist.user.id, 'Payment released (muted)');
    await settled();
    expect((await listStoredMail(env, 1000)).filter((m) => m.subject === 'Payment released (muted)')).toHaveLength(0);
    const on = await call(t.app, artist.cookie, {
      method: 'PATCH',
      url: '/api/email/preferences',
      payload: { category: 'payments', enabled: true },
    });
    expect(json(on).categories).toContainEqual({ category: 'payments', enabled: true });
  });

  it('the one-click POST from the List-Unsubscribe header turns the category off, and a forged token is refused', async () => {
    const person = await registerUser(t.app);
    await notify(person.user.id, 'Payment released (one-click)');
    const [mail] = await deliver((m) => m.subject === 'Payment released (one-click)');
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const prefs = await call(t.app, person.cookie, { method: 'GET', url: '/api/email/preferences' });
    expect(json(prefs).categories).toContainEqual({ category: 'payments', enabled: false });

    const token = url.searchParams.get('token')!;
    const [userId, , signature] = token.split('.');
    for (const forged of [`${userId}.messages.${signature}`, `${brand.user.id}.payments.${signature}`, 'garbage']) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token: forged } });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(json(refused).message).toContain('not valid');
    }
  });

  it('the unsubscribe link in the body works from its page (POST), without a session', async () => {
    await notify(brand.user.id, 'Payment released (page)');
    const [mail] = await deliver((m) => m.subject === 'Payment released (page)');
    const token = linkIn(mail!.text, '/unsubscribe');
    const done = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token } });
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toMatchObject({ category: 'payments' });
  });

  it('a notification whose transaction rolls back queues no mail', async () => {
    const before = await t.database.db.selectFrom('email_outbox').select('id').execute();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await createNotification(
          trx,
          travellingNotification({
            userId: brand.user.id,
            type: 'payment_refunded',
            title: 'Never',
            message: 'x',
          }),
        );
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const after = await t.database.db.selectFrom('email_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('message mails', () => {
  it('two messages in one conversation within 15 minutes make one mail, counting both', async () => {
    const sender = await registerUser(t.app, { firstName: 'Mo', lastName: 'Sender' });
    const receiver = await registerUser(t.app, { firstName: 'Rae', lastName: 'Receiver' });
    for (const content of ['Hello there', 'Are you free next week?']) {
      const sent = await call(t.app, sender.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: receiver.user.id, content },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await settled();
    const mails = (await listStoredMail(env, 1000)).filter(
      (m) => m.to === receiver.email && m.subject.includes('Mo Sender'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new messages from Mo Sender');
    expect(mails[0]!.text).not.toContain('Are you free');
    expect(mails[0]!.text).toContain(`/messages?userId=${sender.user.id}`);

    const third = await call(t.app, sender.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: receiver.user.id, content: 'Still there?' },
    });
    expect(third.statusCode).toBe(201);
    await settled();
    expect(
      (await listStoredMail(env, 1000)).filter((m) => m.to === receiver.email && m.subject.includes('Mo Sender')),
    ).toHaveLength(1);
  });

  it('no mail when the recipient read the conversation before the mail was due', async () => {
    const sender = await registerUser(t.app, { firstName: 'Quick', lastName: 'Reader' });
    const receiver = await registerUser(t.app);
    await call(t.app, sender.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: receiver.user.id, content: 'Hi' },
    });
    const seen = await call(t.app, receiver.cookie, {
      method: 'POST',
      url: '/api/messages/seen',
      payload: { userId: sender.user.id },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    await settled();
    expect(
      (await listStoredMail(env, 1000)).filter((m) => m.to === receiver.email && m.subject.includes('Quick')),
    ).toHaveLength(0);
  });
});

describe('the development mailbox', () => {
  it('lists the mails as a page when no SMTP server is configured', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Payment released (first)');
  });
});
