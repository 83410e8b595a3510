import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env';

export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

/** A mail as the embedded mailbox keeps it (DATA_DIR/mail/<time>-<id>.json). */
export type StoredMail = Mail & { id: string; from: string; createdAt: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function mailDir(env: Env): string {
  return path.join(env.DATA_DIR, 'mail');
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes a JSON file in DATA_DIR/mail. nodemailer
 * (about 3 MB of heap, 13 MB resident) is loaded only where SMTP is used.
 */
export function createMailer(env: Env): Mailer {
  const smtpUrl = env.SMTP_URL;
  if (smtpUrl) {
    const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return {
      send: async (mail) => {
        await (await transport).sendMail({ from: env.MAIL_FROM, ...mail });
      },
    };
  }
  const dir = mailDir(env);
  return {
    send: async (mail) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stored: StoredMail = {
        id: randomUUID(),
        from: env.MAIL_FROM,
        createdAt: new Date().toISOString(),
        ...mail,
      };
      const name = `${stored.createdAt.replace(/[:.]/g, '-')}-${stored.id}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
  };
}

/** The embedded mailbox, newest first. */
export async function listStoredMail(env: Env, limit = 100): Promise<StoredMail[]> {
  const dir = mailDir(env);
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail),
  );
}
