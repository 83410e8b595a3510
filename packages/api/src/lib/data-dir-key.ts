import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keys = new Map<string, Buffer>();

/**
 * An HMAC key kept in DATA_DIR for when no secret is configured: random, made on first use, readable by the owner
 * only, so signed links survive a restart and two nodes on one volume agree. It never lives in the repository.
 */
export function dataDirKey(dataDir: string, fileName: string): Buffer {
  const file = path.join(dataDir, fileName);
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // 'wx' fails when another process wrote it first; then read theirs.
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      /* written by a concurrent start */
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
  keys.set(file, key);
  return key;
}
