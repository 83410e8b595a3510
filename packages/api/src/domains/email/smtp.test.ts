import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../../env';
import { call, cookieFrom, createTestApp, json, type TestApp } from '../../../test/helpers';
import { registerUser, travellingNotification } from '../../../test/fixtures';
import { drainEmailOutbox } from '../../../test/email-outbox';
import { createNotification } from '../notifications/service';

/** SMTP_URL set: mail goes through nodemailer to a local SMTP server (127.0.0.1, no network). */
let t: TestApp;
let env: Env;
let smtp: SMTPServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const overrides = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'WallCraft <hello@wallcraft.test>',
    WEB_ORIGIN: 'http://wallcraft.test',
    EMAIL_SIGNING_SECRET: 'a-test-signing-secret-of-32-characters-or-more',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  };
  env = loadEnv({ NODE_ENV: 'test', ...overrides });
  t = await createTestApp(overrides);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const settled = () => drainEmailOutbox(t, env);

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = (email: string, subject: string) => received.filter((m) => to(m) === email && m.subject === subject);

function tokenIn(mail: ParsedMail, pathname: string): string {
  const found = mail.text?.match(new RegExp(`http://wallcraft\\.test${pathname}\\?token=([A-Za-z0-9_-]+)`));
  if (!found?.[1]) throw new Error(`no ${pathname} link in:\n${mail.text}`);
  return found[1];
}

describe('over SMTP', () => {
  it('a notification arrives as multipart HTML and text with List-Unsubscribe headers', async () => {
    const person = await registerUser(t.app);
    await t.database.db.transaction().execute((trx) =>
      createNotification(
        trx,
        travellingNotification({
          userId: person.user.id,
          type: 'application_received',
          title: 'New application',
          message: 'Ari applied to <Big Wall>.',
        }),
      ),
    );
    await settled();
    const [mail] = mailsTo(person.email, 'New application');
    expect(mail).toBeDefined();
    expect(mail!.from?.text).toContain('hello@wallcraft.test');
    expect(mail!.text).toContain('Ari applied to <Big Wall>.');
    expect(mail!.html).toContain('Ari applied to &lt;Big Wall&gt;.');
    const lines = mail!.headerLines.map((header) => header.line.replace(/\r\n\s+/g, ' '));
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.find((line) => line.startsWith('List-Unsubscribe:'))).toMatch(
      /^List-Unsubscribe: <http:\/\/wallcraft\.test\/api\/email\/one-click\?token=[^>]+>$/,
    );
  });

  it('the development mailbox is 404 when SMTP_URL is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('confirming the address', () => {
  it('the sign-up mail confirms the address once; a reused or forged link is refused', async () => {
    const person = await registerUser(t.app);
    // Handed over at sign-up, not left to the minutely sweep: it arrives without one.
    await expect
      .poll(() => mailsTo(person.email, 'Confirm your email for WallCraft').length, { timeout: 8000 })
      .toBe(1);
    const [mail] = mailsTo(person.email, 'Confirm your email for WallCraft');
    expect(mail!.headerLines.some((header) => header.key.startsWith('list-'))).toBe(false);
    const token = tokenIn(mail!, '/confirm-email');
    const stored = await t.database.db.selectFrom('email_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const before = await call(t.app, person.cookie, { method: 'GET', url: '/api/email/preferences' });
    expect(json(before).emailConfirmed).toBe(false);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await call(t.app, person.cookie, { method: 'GET', url: '/api/email/preferences' });
    expect(json(after).emailConfirmed).toBe(true);

    const reused = await t.app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token } });
    expect(reused.statusCode).toBe(400);
    expect(json(reused).message).toContain('already used');
    const forged = await t.app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token: `${token}x` } });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toContain('not valid');
    const resend = await call(t.app, person.cookie, { method: 'POST', url: '/api/email/confirm/resend' });
    expect(resend.statusCode).toBe(409);
  });
});

describe('resetting a forgotten password', () => {
  it('mails a link that sets the password once and ends every session', async () => {
    const person = await registerUser(t.app, { password: 'the-old-password' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'the-old-password' },
    });
    const otherCookie = cookieFrom(other);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: person.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'nobody-here@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(asked.body);

    await settled();
    const mails = mailsTo(person.email, 'Reset your WallCraft password');
    expect(mails).toHaveLength(1);
    expect(received.some((m) => to(m) === 'nobody-here@example.com')).toBe(false);
    const token = tokenIn(mails[0]!, '/reset-password');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'the-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    for (const cookie of [person.cookie, otherCookie]) {
      const me = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
      expect(me.statusCode).toBe(200);
      expect(json(me)).toBeNull();
    }
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'the-old-password' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'the-new-password' },
    });
    expect(newLogin.statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'a-third-password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(json(reused).message).toContain('already used');
  });

  it('refuses a link used after it expired, saying so', async () => {
    const person = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: person.email } });
    await settled();
    const [mail] = mailsTo(person.email, 'Reset your WallCraft password');
    const token = tokenIn(mail!, '/reset-password');
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', person.user.id)
      .where('purpose', '=', 'reset')
      .execute();
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'the-new-password' },
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).message).toContain('expired');
    const me = await call(t.app, person.cookie, { method: 'GET', url: '/api/auth/user' });
    expect(json(me)).not.toBeNull();
  });
});
