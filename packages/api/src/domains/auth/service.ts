import { hashPassword, verifyPassword } from '@wallcraft/db';
import type { Context, SignInWait } from '../../trpc/context';
import { AppError, accountGone, accountSuspended } from '../../trpc/errors';
import { suspendedSession } from '../../trpc/procedures';
import { toAccounts } from '../accounts/service';
import { toArtistProfile } from '../artists/service';
import { toBrandProfile } from '../brands/service';
import { createCode, recordSignupAtRegistration } from '../referrals/service';
import { queueConfirmationMail, sweepMailNow } from '../email/service';
import { getOwnUser, toOwnUser } from '../users/service';
import { findCredentialsByEmail, findSessionUser, insertUser } from './queries';
import type { TCurrentUser, TLoginRequest, TRegisterRequest } from './schemas';
import { SESSION_COOKIE, createUserSession, deleteUserSession } from './sessions';

/** A real hash to compare against when the email is unknown, so both failures take the same time. */
const dummyHash = hashPassword('not-a-real-password');

function duration(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const WAIT_MESSAGES: Record<SignInWait['reason'], string> = {
  pair: 'Too many failed sign-ins for this account from your network',
  account: 'Too many failed sign-ins for this account in the last hour',
  address: 'Too many failed sign-ins from your network in the last hour',
};

/**
 * A password check under the sign-in throttle: refused with 429 (saying how long to wait) before the password is
 * checked, so the wait cannot be skipped by guessing; a failure counts, a success takes its count back and clears
 * the (account, address) pair. `account` is the email, or a prefixed name for the console's operators.
 */
export async function throttledSignIn<T>(
  ctx: Context,
  account: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const wait = await ctx.limiters.signIn.begin(account, ctx.ip);
  if (wait) {
    throw new AppError('RATE_LIMITED', `${WAIT_MESSAGES[wait.reason]}; try again in ${duration(wait.seconds)}`, {
      retryAfterSeconds: wait.seconds,
    });
  }
  let result: T | null = null;
  try {
    result = await check();
  } finally {
    await ctx.limiters.signIn.settle(account, ctx.ip, result !== null);
  }
  return result;
}

async function startSession(ctx: Context, userId: string): Promise<void> {
  // A new id at every sign-in: a session id planted before sign-in is never promoted.
  if (ctx.user) await deleteUserSession(ctx.db, ctx.user.sessionHash);
  const token = await createUserSession(ctx.db, userId, ctx.env.SESSION_TTL_DAYS, ctx.userAgent);
  ctx.cookies.set(SESSION_COOKIE, token, { maxAgeSeconds: ctx.env.SESSION_TTL_DAYS * 86_400 });
}

export async function register(ctx: Context, input: TRegisterRequest) {
  if (!(await ctx.limiters.signUpsPerIp.take(ctx.ip)))
    throw new AppError('RATE_LIMITED', 'Too many sign-ups from your network; wait a few minutes and try again');
  const passwordHash = await hashPassword(input.password);
  // The user, their referral code and the referral they came with (?ref=) commit together.
  const created = await ctx.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { ...input, passwordHash });
    if (!user) return undefined;
    await createCode(trx, user.id);
    await recordSignupAtRegistration(trx, user.id, input.referralCode);
    await queueConfirmationMail(trx, user.id);
    return user;
  });
  if (!created) throw new AppError('CONFLICT', 'An account with this email already exists; sign in instead');
  await sweepMailNow(ctx.jobs);
  await startSession(ctx, created.id);
  return { user: await getOwnUser(ctx.db, created.id) };
}

export { suspendedMessage } from '../../trpc/errors';

/** Who is signed in, or null; a tab holding a session that a suspension ended hears why (401) instead. */
export async function signedInUser(ctx: Context): Promise<TCurrentUser | null> {
  if (ctx.user) return currentUser(ctx, ctx.user.id);
  const suspended = await suspendedSession(ctx);
  if (suspended) throw suspended;
  return null;
}

export async function login(ctx: Context, input: TLoginRequest) {
  const credentials = await throttledSignIn(ctx, input.email, async () => {
    const found = await findCredentialsByEmail(ctx.db, input.email);
    const valid = await verifyPassword(input.password, found?.password_hash ?? (await dummyHash));
    return found && valid ? found : null;
  });
  if (!credentials) throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  // Said only after the right password, so the state of an account is never told to someone guessing.
  if (credentials.suspended_at) throw accountSuspended(credentials.suspended_reason, 'FORBIDDEN');
  await startSession(ctx, credentials.id);
  return { user: await getOwnUser(ctx.db, credentials.id) };
}

export async function logout(ctx: Context): Promise<void> {
  if (ctx.user) await deleteUserSession(ctx.db, ctx.user.sessionHash);
  ctx.cookies.clear(SESSION_COOKIE);
}

/** What a profile shows people first; a user who skipped setup is asked for these on the dashboard. */
const PROFILE_BASICS = ['firstName', 'lastName', 'location'] as const;

export async function currentUser(ctx: Context, userId: string): Promise<TCurrentUser> {
  const row = await findSessionUser(ctx.db, userId);
  if (!row) throw accountGone();
  const user = toOwnUser(row);
  const accounts = toAccounts(row.accounts, row);
  const activeAccount = accounts.find((account) => account.userType === user.userType) ?? null;
  // The active profile's own details come with the session, so screens need not ask for them again.
  const { artist_profile: artist, brand_profile: brand } = row;
  const artistProfile = artist ? toArtistProfile(artist, artist.unavailable_dates) : null;
  const brandProfile = brand ? toBrandProfile(brand) : null;
  return {
    user,
    activeAccount,
    accounts,
    // A profile type is what the app needs to work; names and a location can follow (SKIP FOR NOW).
    requiresOnboarding: !user.userType,
    profileToFinish: PROFILE_BASICS.filter((field) => !user[field]?.trim()),
    artistProfile,
    brandProfile,
  };
}
