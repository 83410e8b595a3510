import { hashPassword, verifyPassword } from '@wallcraft/db';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { listAccounts } from '../accounts/service';
import { getOwnUser } from '../users/service';
import { findCredentialsByEmail, insertUser } from './queries';
import type { TCurrentUser, TLoginRequest, TRegisterRequest } from './schemas';
import { SESSION_COOKIE, createUserSession, deleteUserSession } from './sessions';

/** A real hash to compare against when the email is unknown, so both failures take the same time. */
const dummyHash = hashPassword('not-a-real-password');

async function limitAttempts(ctx: Context, email: string): Promise<void> {
  const [ipOk, emailOk] = await Promise.all([
    ctx.limiters.authPerIp.take(ctx.ip),
    ctx.limiters.authPerEmail.take(email),
  ]);
  if (!ipOk || !emailOk) throw new AppError('RATE_LIMITED', 'Too many attempts; wait a few minutes and try again');
}

async function startSession(ctx: Context, userId: string): Promise<void> {
  // A new id at every sign-in: a session id planted before sign-in is never promoted.
  if (ctx.user) await deleteUserSession(ctx.db, ctx.user.sessionHash);
  const token = await createUserSession(ctx.db, userId, ctx.env.SESSION_TTL_DAYS, ctx.userAgent);
  ctx.cookies.set(SESSION_COOKIE, token, { maxAgeSeconds: ctx.env.SESSION_TTL_DAYS * 86_400 });
}

export async function register(ctx: Context, input: TRegisterRequest) {
  await limitAttempts(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await insertUser(ctx.db, { ...input, passwordHash });
  if (!created) throw new AppError('CONFLICT', 'An account with this email already exists; sign in instead');
  await startSession(ctx, created.id);
  return { user: await getOwnUser(ctx.db, created.id) };
}

export async function login(ctx: Context, input: TLoginRequest) {
  await limitAttempts(ctx, input.email);
  const credentials = await findCredentialsByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, credentials?.password_hash ?? (await dummyHash));
  if (!credentials || !valid) throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  await startSession(ctx, credentials.id);
  return { user: await getOwnUser(ctx.db, credentials.id) };
}

export async function logout(ctx: Context): Promise<void> {
  if (ctx.user) await deleteUserSession(ctx.db, ctx.user.sessionHash);
  ctx.cookies.clear(SESSION_COOKIE);
}

export async function currentUser(ctx: Context, userId: string): Promise<TCurrentUser> {
  const [user, accounts] = await Promise.all([getOwnUser(ctx.db, userId), listAccounts(ctx.db, userId)]);
  const activeAccount = accounts.find((account) => account.userType === user.userType) ?? null;
  return {
    user,
    activeAccount,
    accounts,
    requiresOnboarding: !user.userType || !user.firstName || !user.lastName,
  };
}
