import { hashPassword, type DB } from '@wallcraft/db';
import type { TAdminRole } from '@wallcraft/shared';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { ADMIN_SESSION_COOKIE, createAdminSession } from '../src/domains/auth/sessions';
import { call, cookieFrom } from './helpers';

/** The first admin createTestApp makes from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const ROOT = { username: 'root', password: 'root-password-for-tests' } as const;

const STEP_SECONDS = 30;

/**
 * A code the server accepts now for this secret: the current step, or the next one (within the allowed drift)
 * when the current one was used already, since a code is never accepted twice. Waits for a fresh step if both
 * are taken.
 */
export async function freshCode(db: DB, username: string, secret: string): Promise<string> {
  for (;;) {
    const { totp_last_step: last } = await db
      .selectFrom('admins')
      .select('totp_last_step')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const step = Math.floor(now / STEP_SECONDS);
    for (const candidate of [step, step + 1])
      if (last === null || candidate > last) return generate({ secret, epoch: candidate * STEP_SECONDS });
    await new Promise((resolve) => setTimeout(resolve, (STEP_SECONDS - (now % STEP_SECONDS)) * 1000));
  }
}

/**
 * Signs an operator in with both factors and returns the session cookie; enrols the second factor on the
 * first sign-in (the recovery codes come back then).
 */
export async function signInAdmin(
  app: FastifyInstance,
  db: DB,
  credentials: { username: string; password: string } = ROOT,
): Promise<{ cookie: string; recoveryCodes: string[] | null; secret: string }> {
  const login = await call(app, undefined, { method: 'POST', url: '/api/admin/login', payload: credentials });
  expect(login.statusCode, login.body).toBe(200);
  const body = login.json<{ status: string; secret?: string }>();
  const secret =
    body.secret ??
    (
      await db
        .selectFrom('admins')
        .select('totp_secret')
        .where('username', '=', credentials.username)
        .executeTakeFirstOrThrow()
    ).totp_secret!;
  const verify = await call(app, cookieFrom(login), {
    method: 'POST',
    url: '/api/admin/login/verify',
    payload: { code: await freshCode(db, credentials.username, secret) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { cookie: cookieFrom(verify), recoveryCodes: verify.json().recoveryCodes, secret };
}

/**
 * A full admin session made directly, for tests about what operators do rather than how they sign in (a real
 * sign-in takes a fresh TOTP step, and steps are 30 s apart).
 */
export async function adminSessionCookie(db: DB, username: string = ROOT.username): Promise<string> {
  const { id } = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const token = await createAdminSession(db, id, { mfa: true, ttlHours: 1, ip: '127.0.0.1' });
  return `${ADMIN_SESSION_COOKIE}=${token}`;
}

/** A signed-in operator of the given role (made on first use under a name of its own), for tests of who may do what. */
export async function roleSessionCookie(db: DB, role: TAdminRole): Promise<string> {
  const username = `test-${role}`;
  await db
    .insertInto('admins')
    .values({ username, password_hash: await hashPassword('not-used-here'), role })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return adminSessionCookie(db, username);
}
