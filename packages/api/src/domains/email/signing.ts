import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type TEmailCategory } from '@wallcraft/shared';
import type { Env } from '../../env';
import { dataDirKey } from '../../lib/data-dir-key';

function emailKey(env: Env): Buffer {
  return env.EMAIL_SIGNING_SECRET
    ? Buffer.from(env.EMAIL_SIGNING_SECRET)
    : dataDirKey(env.DATA_DIR, 'email-signing.key');
}

function mac(key: Buffer, userId: string, category: string): string {
  return createHmac('sha256', key).update(`unsubscribe\n${userId}\n${category}`).digest('base64url');
}

/** The unsubscribe token of a mail: `userId.category.hmac`, so one link turns off one category for one user. */
export function unsubscribeToken(env: Env, userId: string, category: TEmailCategory): string {
  return `${userId}.${category}.${mac(emailKey(env), userId, category)}`;
}

/** The user and category a token names, or null when it was altered or forged. */
export function readUnsubscribeToken(env: Env, token: string): { userId: string; category: TEmailCategory } | null {
  const [userId, category, signature, ...rest] = token.split('.');
  if (!userId || !category || !signature || rest.length > 0) return null;
  if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(mac(emailKey(env), userId, category));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category: category as TEmailCategory };
}
