import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from '../env';
import { dataDirKey } from './data-dir-key';

/**
 * The console's server (admin-server.ts) adds this header, carrying a per-deployment secret, to every request it
 * forwards to the API. The API serves its admin routes only to requests that carry it: an operator's session works
 * through the console and nowhere else, so a script on the web app's origin (which the console's cookie would
 * otherwise reach on the API's port) finds no admin API at all.
 */
export const CONSOLE_PROOF_HEADER = 'x-wallcraft-console';

/**
 * The secret both servers share: ADMIN_PROXY_SECRET, or a random key kept in DATA_DIR (made on first use) when
 * both run on one machine with one DATA_DIR, as `pnpm start` runs them.
 */
export function consoleProof(env: Pick<Env, 'ADMIN_PROXY_SECRET' | 'DATA_DIR'>): string {
  return env.ADMIN_PROXY_SECRET ?? dataDirKey(env.DATA_DIR, 'console-proxy.key').toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Checks a request's proof header against the secret in constant time; worked out once per secret. */
export function consoleProofCheck(proof: string): (header: string | string[] | undefined) => boolean {
  const expected = digest(proof);
  return (header) => typeof header === 'string' && timingSafeEqual(digest(header), expected);
}
