import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

const SECRET_FILE = 'upload-signing.key';
const secrets = new Map<string, Buffer>();

/**
 * The HMAC key for embedded upload URLs: UPLOAD_SIGNING_SECRET, or a random key kept in DATA_DIR (made on
 * first use, readable by the owner only) so URLs survive a restart and two nodes on one volume agree.
 * It never lives in the repository.
 */
export function signingSecret(env: Env): Buffer {
  if (env.UPLOAD_SIGNING_SECRET) return Buffer.from(env.UPLOAD_SIGNING_SECRET);
  const cached = secrets.get(env.DATA_DIR);
  if (cached) return cached;
  const file = path.join(env.DATA_DIR, SECRET_FILE);
  let secret: Buffer;
  try {
    secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
    // 'wx' fails when another process wrote it first; then read theirs.
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      /* written by a concurrent start */
    }
    secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
  secrets.set(env.DATA_DIR, secret);
  return secret;
}

export type UploadClaim = { key: string; contentType: string; expires: number };

/** The signature binds the method, the object key, the content type and the expiry (unix seconds). */
export function sign(secret: Buffer, claim: UploadClaim): string {
  return createHmac('sha256', secret)
    .update(`PUT\n${claim.key}\n${claim.contentType}\n${claim.expires}`)
    .digest('base64url');
}

export function verify(secret: Buffer, claim: UploadClaim, signature: string): boolean {
  const expected = Buffer.from(sign(secret, claim));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
