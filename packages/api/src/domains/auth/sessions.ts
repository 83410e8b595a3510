import type { DB } from '@wallcraft/db';
import { createHash, randomBytes } from 'node:crypto';
import type { SessionResolver } from '../../trpc/context';

export const SESSION_COOKIE = 'wc_session';
export const ADMIN_SESSION_COOKIE = 'wc_admin_session';

/** The cookie carries a random token; the database keeps only its sha256, so a leaked table opens nothing. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createUserSession(
  db: DB,
  userId: string,
  ttlDays: number,
  userAgent: string | null,
): Promise<string> {
  const { token, hash } = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hash,
      user_id: userId,
      expires_at: new Date(Date.now() + ttlDays * DAY_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/**
 * The session behind a cookie token, if it has not expired. Sliding expiry: once a day of the lifetime has
 * passed, the expiry moves forward again (renewed is true, so the caller re-sends the cookie).
 */
export async function resolveUserSession(
  db: DB,
  token: string,
  ttlDays: number,
): Promise<{ userId: string; hash: string; renewed: boolean } | null> {
  const hash = hashToken(token);
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', hash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!session) return null;
  const fullExpiry = Date.now() + ttlDays * DAY_MS;
  const renewed = fullExpiry - new Date(session.expires_at).getTime() > DAY_MS;
  if (renewed)
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(fullExpiry) })
      .where('id_hash', '=', hash)
      .execute();
  return { userId: session.user_id, hash, renewed };
}

export async function deleteUserSession(db: DB, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hash).execute();
}

export async function createAdminSession(db: DB, adminId: string, ttlHours: number): Promise<string> {
  const { token, hash } = newSessionToken();
  await db
    .insertInto('admin_sessions')
    .values({ id_hash: hash, admin_id: adminId, expires_at: new Date(Date.now() + ttlHours * 3_600_000) })
    .execute();
  return token;
}

export async function resolveAdminSession(db: DB, token: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select(['admins.id', 'admins.username', 'admins.role', 'admin_sessions.id_hash'])
    .where('admin_sessions.id_hash', '=', hashToken(token))
    .where('admin_sessions.expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function deleteAdminSession(db: DB, hash: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id_hash', '=', hash).execute();
}

/** Expired rows are swept now and then rather than on every request. */
export async function deleteExpiredSessions(db: DB): Promise<void> {
  const now = new Date();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', now).execute();
}

/** The sessions as the request context reads them (trpc/ declares the interface, this implements it). */
export function sessionResolver(db: DB, ttlDays: number): SessionResolver {
  return {
    userCookie: SESSION_COOKIE,
    adminCookie: ADMIN_SESSION_COOKIE,
    resolveUser: (token) => resolveUserSession(db, token, ttlDays),
    resolveAdmin: async (token) => {
      const row = await resolveAdminSession(db, token);
      return row ? { id: row.id, username: row.username, role: row.role, sessionHash: row.id_hash } : null;
    },
  };
}
