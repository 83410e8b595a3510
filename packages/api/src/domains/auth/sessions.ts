import { isDiskFullError, type DB } from '@wallcraft/db';
import { createHash, randomBytes } from 'node:crypto';
import { announceSessionsEnded } from '../../realtime/bus';
import { resolveToken } from '../api-tokens/service';
import type { SessionKind, SessionResolver } from '../../trpc/context';
import { forgetSessions, type SessionCache } from './session-cache';

export const SESSION_COOKIE = 'wc_session';

/**
 * The console's session cookie. Its path is the console's (/admin: its pages, and its API, which the console's
 * server serves under /admin/api and /admin/trpc), so a page of the web app, which shares the host, never sends it
 * to the API's own paths; over HTTPS its name carries the __Secure- prefix, so no plain-HTTP page can set or
 * overwrite it. (__Host- would need Path=/, which would send it everywhere on the host.) The API reads it only on
 * requests that came through the console's server (lib/console-proof.ts).
 */
export const ADMIN_COOKIE_PATH = '/admin';
export const ADMIN_SESSION_COOKIE = 'wc_admin_session';
export const SECURE_ADMIN_SESSION_COOKIE = `__Secure-${ADMIN_SESSION_COOKIE}`;

export function adminSessionCookie(secure: boolean): { name: string; path: string } {
  return { name: secure ? SECURE_ADMIN_SESSION_COOKIE : ADMIN_SESSION_COOKIE, path: ADMIN_COOKIE_PATH };
}

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
): Promise<{ userId: string; hash: string; renewed: boolean; expiresAt: Date } | null> {
  const hash = hashToken(token);
  // A suspended user's sessions are deleted when they are suspended; the join refuses any that slipped through.
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', hash)
    .where('sessions.expires_at', '>', new Date())
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!session) return null;
  const fullExpiry = Date.now() + ttlDays * DAY_MS;
  const renewed = fullExpiry - new Date(session.expires_at).getTime() > DAY_MS;
  const current = { userId: session.user_id, hash, renewed: false, expiresAt: new Date(session.expires_at) };
  if (!renewed) return current;
  try {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(fullExpiry) })
      .where('id_hash', '=', hash)
      .execute();
  } catch (error) {
    // A database that cannot write (a full disk) still serves reads: the session stays as it was, and the
    // request's own write, if any, reports the failure.
    if (isDiskFullError(error)) return current;
    throw error;
  }
  return { userId: session.user_id, hash, renewed, expiresAt: new Date(fullExpiry) };
}

/*
 * Every way a session ends goes through the functions below, which announce it on the bus: the websockets
 * opened with it, on every API process, close within moments (realtime/socket-sessions.ts).
 */
async function announceEnded(db: DB, deleted: { id_hash: string }[]): Promise<void> {
  const hashes = deleted.map((row) => row.id_hash);
  forgetSessions(db, hashes);
  await announceSessionsEnded(db, hashes);
}

/** Signs one session out. */
export async function deleteUserSession(db: DB, hash: string): Promise<void> {
  const ended = await db.deleteFrom('sessions').where('id_hash', '=', hash).returning('id_hash').execute();
  await announceEnded(db, ended);
}

/** Signs a user out everywhere: every session and every open socket (for an operator suspending the user). */
export async function endSessionsOfUser(db: DB, userId: string): Promise<void> {
  const ended = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id_hash').execute();
  await announceEnded(db, ended);
}

/**
 * Signs a suspended user out everywhere, as endSessionsOfUser does, and remembers each session ended (the hash of its
 * token, until it would have expired), so a tab still holding one hears why (suspensionBehind) rather than nothing.
 */
export async function endSessionsOfSuspendedUser(db: DB, userId: string): Promise<void> {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .returning(['id_hash', 'user_id', 'expires_at'])
    .execute();
  if (ended.length)
    await db
      .insertInto('suspended_sessions')
      .values(ended)
      .onConflict((oc) => oc.column('id_hash').doNothing())
      .execute();
  await announceEnded(db, ended);
}

/** A reinstated user's old sessions stay ended, without the suspension's word: they simply sign in again. */
export async function forgetSuspendedSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('suspended_sessions').where('user_id', '=', userId).execute();
}

/** The reason a session token was ended by a suspension still in force, or null for any other token. */
export async function suspensionBehind(db: DB, token: string): Promise<{ reason: string | null } | null> {
  const row = await db
    .selectFrom('suspended_sessions')
    .innerJoin('users', 'users.id', 'suspended_sessions.user_id')
    .select('users.suspended_reason')
    .where('suspended_sessions.id_hash', '=', hashToken(token))
    .where('suspended_sessions.expires_at', '>', new Date())
    .where('users.suspended_at', 'is not', null)
    .executeTakeFirst();
  return row ? { reason: row.suspended_reason } : null;
}

/** How long an admin session that passed the password but not yet the second factor may finish it. */
export const ADMIN_PENDING_MINUTES = 10;

/**
 * An admin session. `mfa: false` after the password alone: it opens nothing but the second-factor step and
 * expires within ADMIN_PENDING_MINUTES; a full one lasts ttlHours but ends after idle minutes without use.
 */
export async function createAdminSession(
  db: DB,
  adminId: string,
  options: { mfa: boolean; ttlHours: number; ip: string },
): Promise<string> {
  const { token, hash } = newSessionToken();
  const lifetimeMs = options.mfa ? options.ttlHours * 3_600_000 : ADMIN_PENDING_MINUTES * 60_000;
  await db
    .insertInto('admin_sessions')
    .values({
      id_hash: hash,
      admin_id: adminId,
      expires_at: new Date(Date.now() + lifetimeMs),
      mfa_at: options.mfa ? new Date() : null,
      ip: options.ip,
    })
    .execute();
  return token;
}

/** Last use is written at most once a minute per session: enough for an idle limit counted in minutes. */
const TOUCH_EVERY_MS = 60_000;

export async function resolveAdminSession(db: DB, token: string, idleMinutes: number) {
  const now = Date.now();
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select([
      'admins.id',
      'admins.username',
      'admins.role',
      'admin_sessions.id_hash',
      'admin_sessions.expires_at',
      'admin_sessions.mfa_at',
      'admin_sessions.last_seen_at',
    ])
    .where('admin_sessions.id_hash', '=', hashToken(token))
    .where('admin_sessions.expires_at', '>', new Date(now))
    .where('admin_sessions.last_seen_at', '>', new Date(now - idleMinutes * 60_000))
    .where('admins.disabled_at', 'is', null)
    .executeTakeFirst();
  if (row && now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS)
    await db
      .updateTable('admin_sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id_hash', '=', row.id_hash)
      .execute();
  return row;
}

/** Signs an operator out everywhere (disabled by a superadmin): every session and every open socket. */
export async function endSessionsOfAdmin(db: DB, adminId: string): Promise<void> {
  const ended = await db.deleteFrom('admin_sessions').where('admin_id', '=', adminId).returning('id_hash').execute();
  await announceEnded(db, ended);
}

export async function deleteAdminSession(db: DB, hash: string): Promise<void> {
  const ended = await db.deleteFrom('admin_sessions').where('id_hash', '=', hash).returning('id_hash').execute();
  await announceEnded(db, ended);
}

/** Expired rows are swept now and then rather than on every request. */
export async function deleteExpiredSessions(db: DB): Promise<void> {
  const now = new Date();
  const users = await db.deleteFrom('sessions').where('expires_at', '<=', now).returning('id_hash').execute();
  const admins = await db.deleteFrom('admin_sessions').where('expires_at', '<=', now).returning('id_hash').execute();
  await announceEnded(db, [...users, ...admins]);
}

/** A session's expiry as it stands now, or null once it has ended or expired (a socket re-reads it). */
async function sessionExpiry(db: DB, kind: SessionKind, hash: string): Promise<Date | null> {
  const table = kind === 'user' ? 'sessions' : 'admin_sessions';
  const row = await db
    .selectFrom(table)
    .select('expires_at')
    .where('id_hash', '=', hash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? new Date(row.expires_at) : null;
}

/**
 * The sessions as the request context reads them (trpc/ declares the interface, this implements it). User
 * sessions go through the cache: a session it keeps is not renewed (renewal happens once a day at most, on a read).
 */
export function sessionResolver(
  db: DB,
  ttlDays: number,
  cache: SessionCache,
  adminIdleMinutes: number,
): SessionResolver {
  return {
    userCookie: SESSION_COOKIE,
    adminCookie: adminSessionCookie,
    resolveUser: async (token) => {
      const session = await cache.resolve(hashToken(token), () => resolveUserSession(db, token, ttlDays));
      return session && { renewed: false, ...session };
    },
    resolveAdmin: async (token) => {
      const row = await resolveAdminSession(db, token, adminIdleMinutes);
      if (!row) return null;
      const { id, username, role } = row;
      const expiresAt = new Date(row.expires_at);
      return { id, username, role, mfa: row.mfa_at !== null, sessionHash: row.id_hash, expiresAt };
    },
    resolveApiToken: (secret) => resolveToken(db, secret),
    suspensionOf: (token) => suspensionBehind(db, token),
    expiryOf: (kind, hash) => sessionExpiry(db, kind, hash),
    endUserSessions: endSessionsOfUser,
  };
}
