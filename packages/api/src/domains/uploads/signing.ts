import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { dataDirKey } from '../../lib/data-dir-key';

/**
 * The HMAC key for embedded upload URLs: UPLOAD_SIGNING_SECRET, or a random key kept in DATA_DIR (see
 * lib/data-dir-key.ts) so URLs survive a restart and two nodes on one volume agree.
 */
export function signingSecret(env: Env): Buffer {
  if (env.UPLOAD_SIGNING_SECRET) return Buffer.from(env.UPLOAD_SIGNING_SECRET);
  return dataDirKey(env.DATA_DIR, 'upload-signing.key');
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
