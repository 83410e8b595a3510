import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dbEnv } from './env';

/**
 * scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can rise later
 * without invalidating old hashes. Lives beside the tables that store it: the API and the seed share it.
 */
export const PRODUCTION_COST = 16_384;
/**
 * Test runs (vitest sets NODE_ENV=test) hash at 2^10: the suites sign up thousands of people, and at 2^14 a quarter
 * of their CPU went to hashing. Every other environment, the browser tests' server included, hashes at 2^14; a
 * stored hash carries its own cost, so verifying never depends on this.
 */
const PARAMS = { N: dbEnv.NODE_ENV === 'test' ? 1024 : PRODUCTION_COST, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

type ScryptParams = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
