import type { DB } from '@wallcraft/db';
import { createHash, randomBytes } from 'node:crypto';
import type { CallerToken } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TApiToken, TCreateApiTokenRequest, TCreatedApiToken } from './schemas';

/** Every token starts so, which tells it from a session cookie and lets secret scanners recognise a leaked one. */
export const API_TOKEN_PREFIX = 'wc_';
const PREFIX_SHOWN = 8;
const DAY_MS = 86_400_000;
/** last_used_at is written at most once a minute per token: a busy script must not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** sha256, as for session tokens (auth/sessions.ts imports this domain, so it is not imported back). */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function toApiToken(row: Awaited<ReturnType<typeof queries.listTokensOf>>[number]): TApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listTokens(db: DB, userId: string): Promise<TApiToken[]> {
  return (await queries.listTokensOf(db, userId)).map(toApiToken);
}

/** A new token: the secret goes back this once; the database keeps only its sha256. */
export async function createToken(db: DB, userId: string, input: TCreateApiTokenRequest): Promise<TCreatedApiToken> {
  const secret = randomBytes(32).toString('base64url');
  const token = `${API_TOKEN_PREFIX}${secret}`;
  const row = await queries.insertToken(db, {
    userId,
    name: input.name,
    tokenHash: hashToken(token),
    prefix: secret.slice(0, PREFIX_SHOWN),
    scopes: input.scopes,
    expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
  });
  return { ...toApiToken(row), token };
}

export async function revokeToken(db: DB, userId: string, id: string): Promise<void> {
  const revoked = await queries.revokeToken(db, userId, id);
  if (!revoked) throw new AppError('NOT_FOUND', 'No such API token among yours; list them with GET /api/tokens');
}

/** The live token behind a bearer secret and its user, or null (unknown, revoked, expired, or the user suspended). */
export async function resolveToken(db: DB, secret: string): Promise<(CallerToken & { userId: string }) | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX)) return null;
  const now = new Date();
  const row = await queries.findLiveToken(db, hashToken(secret), now);
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= TOUCH_EVERY_MS)
    await queries.touchToken(db, row.id, now);
  return { id: row.id, userId: row.user_id, scopes: row.scopes };
}
