import { hashPassword, type DB } from '@wallcraft/db';
import {
  conversationPath,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  FALLBACK_NAME,
  fullName,
  type TEmailCategory,
} from '@wallcraft/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { SpanKind, withSpan } from '../../telemetry/tracing';
import type { Context, JobSender, SessionResolver } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { paymentMode } from '../billing/service';
import { advanceReferral } from '../referrals/service';
import type { Mail, Mailer } from './mailer';
import * as queries from './queries';
import { receiptFigures } from './receipts';
import { readUnsubscribeToken, unsubscribeToken } from './signing';
import type { Footer, Rendered } from './templates';

export const RESET_TTL_MINUTES = 60;
export const CONFIRM_TTL_HOURS = 48;
/** A second reset or confirmation mail within this many seconds is not sent (the first is on its way). */
const ACCOUNT_MAIL_COOLDOWN_SECONDS = 60;

/** Where links in mails point: the web app (WEB_ORIGIN), else the API's own port, which serves the built app. */
export function siteUrl(env: Env, path: string): string {
  const origin = env.WEB_ORIGIN ?? `http://localhost:${env.PORT}`;
  return new URL(path, origin).toString();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Hands every due mail to its own email.send job (pg-boss retries a failed send). Answers how many. */
export async function queueDueMail(db: DB, jobs: JobSender, env: Env): Promise<number> {
  const ids = await queries.claimDue(db, env.EMAIL_MESSAGE_DELAY_SECONDS);
  for (const id of ids) await jobs.send('email.send', { id });
  return ids.length;
}

function footerFor(env: Env, userId: string, category: TEmailCategory | 'account'): Footer {
  const settingsUrl = siteUrl(env, '/settings');
  if (category === 'account') return { settingsUrl };
  const token = unsubscribeToken(env, userId, category);
  return {
    settingsUrl,
    categoryLabel: EMAIL_CATEGORY_LABELS[category].label.toLowerCase(),
    unsubscribeUrl: siteUrl(env, `/unsubscribe?token=${encodeURIComponent(token)}`),
  };
}

/** RFC 8058: the header names a URL that a mail provider POSTs `List-Unsubscribe=One-Click` to, with no page. */
function unsubscribeHeaders(env: Env, userId: string, category: TEmailCategory): Record<string, string> {
  const token = unsubscribeToken(env, userId, category);
  const oneClick = siteUrl(env, `/api/email/one-click?token=${encodeURIComponent(token)}`);
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function newLinkToken(db: DB, userId: string, purpose: 'confirm' | 'reset', ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await queries.insertToken(db, { tokenHash: sha256(token), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

type OutboxRow = NonNullable<Awaited<ReturnType<typeof queries.findOutbox>>>;

/**
 * The templates load with the first mail to render, not with the API: react-email's components and React hold
 * about 12 MB of heap and 25-45 MB resident (bench/README.md, memory), for a job that may never run.
 */
const templates = () => import('./templates');

/** What to send for one outbox row, or why nothing is sent. Account links are made now, so the outbox never holds one. */
async function compose(db: DB, env: Env, row: OutboxRow): Promise<Rendered | { skip: string }> {
  const { confirmMail, messagesMail, notificationMail, receiptMail, resetMail } = await templates();
  const footer = footerFor(env, row.user_id, row.category);
  const data = row.data as Record<string, string>;
  switch (row.template) {
    case 'confirm': {
      const token = await newLinkToken(db, row.user_id, 'confirm', CONFIRM_TTL_HOURS * 3_600_000);
      return confirmMail({ url: siteUrl(env, `/confirm-email?token=${token}`), hours: CONFIRM_TTL_HOURS }, footer);
    }
    case 'reset': {
      const token = await newLinkToken(db, row.user_id, 'reset', RESET_TTL_MINUTES * 60_000);
      return resetMail({ url: siteUrl(env, `/reset-password?token=${token}`), minutes: RESET_TTL_MINUTES }, footer);
    }
    case 'messages': {
      const senderId = data.senderId ?? '';
      // Away means the conversation still has unread messages from this sender when the mail is due.
      const unread = await queries.countUnreadFrom(db, row.user_id, senderId);
      if (unread === 0) return { skip: 'read before the mail was due' };
      const sender = await queries.displayName(db, senderId);
      const senderName = fullName(sender?.first_name, sender?.last_name) || FALLBACK_NAME;
      return messagesMail({ senderName, unread, url: siteUrl(env, conversationPath(senderId)) }, footer);
    }
    case 'receipt': {
      const figures = await receiptFigures(db, row.user_id, data);
      if (!figures) return { skip: 'what the receipt is about is gone' };
      return receiptMail(
        {
          heading: figures.heading,
          message: data.message ?? null,
          lines: figures.lines,
          testMode: paymentMode(env).testMode,
          url: siteUrl(env, data.path ?? '/billing'),
        },
        footer,
      );
    }
    default:
      return notificationMail(
        {
          title: data.title ?? 'News on WallCraft',
          message: data.message ?? '',
          url: siteUrl(env, data.path ?? '/notifications'),
        },
        footer,
      );
  }
}

/**
 * The email.send job: renders one outbox mail and sends it. A category turned off since (or a suspended account)
 * skips it; a failure to send throws, and pg-boss retries the job. A mail already sent is not sent again.
 */
export async function sendOutboxMail(db: DB, env: Env, mailer: Mailer, id: string): Promise<'sent' | 'skipped'> {
  const row = await queries.findOutbox(db, id);
  if (!row || row.sent_at || row.skipped_reason) return 'skipped';
  const skip = async (reason: string) => {
    await queries.markSkipped(db, id, reason);
    return 'skipped' as const;
  };
  if (row.suspended_at) return skip('account suspended');
  if (row.category !== 'account' && (await queries.isOptedOut(db, row.user_id, row.category)))
    return skip('category turned off');
  const rendered = await compose(db, env, row);
  if ('skip' in rendered) return skip(rendered.skip);
  const mail: Mail = {
    to: row.email,
    ...rendered,
    headers: row.category === 'account' ? {} : unsubscribeHeaders(env, row.user_id, row.category),
  };
  await withSpan(
    'mail send',
    { kind: SpanKind.CLIENT, attributes: { 'mail.outbox_id': id, 'mail.category': row.category } },
    () => mailer.send(mail),
  );
  await queries.markSent(db, id);
  return 'sent';
}

export async function getPreferences(db: DB, userId: string) {
  const [off, user] = await Promise.all([queries.optedOut(db, userId), queries.findUser(db, userId)]);
  return {
    emailConfirmed: Boolean(user?.email_confirmed_at),
    categories: EMAIL_CATEGORIES.map((category) => ({ category, enabled: !off.includes(category) })),
  };
}

export async function setPreference(db: DB, userId: string, category: TEmailCategory, enabled: boolean) {
  await queries.setOptOut(db, userId, category, !enabled);
  return getPreferences(db, userId);
}

/** A signed unsubscribe link turns its category off for its user; an altered or forged one is refused. */
export async function unsubscribe(db: DB, env: Env, token: string) {
  const claim = readUnsubscribeToken(env, token);
  if (!claim)
    throw new AppError(
      'INVALID_INPUT',
      'This unsubscribe link is not valid (it may have been cut or changed). Turn emails off in Settings instead.',
    );
  if (!(await queries.findUser(db, claim.userId)))
    throw new AppError('INVALID_INPUT', 'This unsubscribe link is for an account that no longer exists.');
  await queries.setOptOut(db, claim.userId, claim.category, true);
  return { category: claim.category, label: EMAIL_CATEGORY_LABELS[claim.category].label };
}

/** Queues an account mail and hands it to a job at once, so the person waits seconds, not a sweep. */
async function sendAccountMail(db: DB, jobs: JobSender, env: Env, userId: string, template: 'confirm' | 'reset') {
  if (await queries.recentlyQueued(db, userId, template, ACCOUNT_MAIL_COOLDOWN_SECONDS)) return;
  await queries.insertOutbox(db, { userId, category: 'account', template, data: {} });
  await queueDueMail(db, jobs, env);
}

/**
 * An account mail that says what a notification says (not a choice, so no unsubscribe), linking to `path`: a data
 * export ready to download (domains/account-data). Queued in the caller's transaction.
 */
export async function queueAccountNotice(
  trx: DB,
  userId: string,
  notice: { title: string; message: string; path: string },
): Promise<void> {
  await queries.insertOutbox(trx, { userId, category: 'account', template: 'notification', data: notice });
}

/** Called in the sign-up transaction; the caller hands it over with `sweepMailNow` once the transaction commits. */
export async function queueConfirmationMail(trx: DB, userId: string): Promise<void> {
  await queries.insertOutbox(trx, { userId, category: 'account', template: 'confirm', data: {} });
}

/**
 * Asks for a sweep now rather than at the next minute, after a commit that queued a mail someone is waiting for (the
 * confirmation after sign-up). One job, so the request does not wait for the claim; the queue keeps one at a time.
 */
export async function sweepMailNow(jobs: JobSender): Promise<void> {
  await jobs.send('email.sweep', {});
}

export async function resendConfirmation(db: DB, jobs: JobSender, env: Env, userId: string) {
  const user = await queries.findUser(db, userId);
  if (user?.email_confirmed_at) throw new AppError('CONFLICT', 'Your email is already confirmed.');
  await sendAccountMail(db, jobs, env, userId, 'confirm');
  return { sent: true };
}

/**
 * The same answer whether or not the address has an account (no enumeration), limited per network like sign-up.
 * A suspended account gets no mail: a new password would not let it in.
 */
export async function requestPasswordReset(ctx: Context, email: string) {
  // Its own count under the sign-up budget per network (AUTH_RATE_LIMIT_PER_IP per window).
  if (!(await ctx.limiters.signUpsPerIp.take(`reset:${ctx.ip}`)))
    throw new AppError('RATE_LIMITED', 'Too many reset requests from your network; wait a few minutes and try again');
  const user = await queries.findUserByEmail(ctx.db, email);
  if (user && !user.suspended_at) await sendAccountMail(ctx.db, ctx.jobs, ctx.env, user.id, 'reset');
  return {
    message: 'If an account uses this address, we sent it a link to choose a new password. It works for one hour.',
  };
}

async function refusal(db: DB, tokenHash: string, purpose: 'confirm' | 'reset'): Promise<AppError> {
  const found = await queries.findToken(db, tokenHash, purpose);
  const again =
    purpose === 'reset'
      ? 'Ask for a new link from "Forgot password?" on the sign-in page.'
      : 'Send a new link from Settings.';
  if (found?.used_at) return new AppError('INVALID_INPUT', `This link was already used. ${again}`);
  if (found) return new AppError('INVALID_INPUT', `This link has expired. ${again}`);
  return new AppError('INVALID_INPUT', `This link is not valid. ${again}`);
}

/** Confirms the address once; the link dies with its use. */
export async function confirmEmailAddress(db: DB, token: string) {
  const tokenHash = sha256(token);
  const confirmed = await db.transaction().execute(async (trx) => {
    const used = await queries.consumeToken(trx, tokenHash, 'confirm');
    if (!used) return null;
    await queries.confirmEmail(trx, used.user_id);
    await queries.retireTokens(trx, used.user_id, 'confirm');
    // A confirmed address is one of the two steps a referral bonus waits for.
    await advanceReferral(trx, used.user_id, 'email_confirmed');
    return used.user_id;
  });
  if (!confirmed) throw await refusal(db, tokenHash, 'confirm');
  return { confirmed: true };
}

/**
 * Sets the new password once per link; every other reset link of the user dies, and so does every session
 * (announced, so open sockets close). Following the link proves the address, so it is confirmed too. Sessions are
 * auth's, which imports email: they are ended through the context's session resolver, not by importing auth.
 */
export async function resetPassword(
  db: DB,
  sessions: Pick<SessionResolver, 'endUserSessions'>,
  token: string,
  password: string,
) {
  const tokenHash = sha256(token);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const used = await queries.consumeToken(trx, tokenHash, 'reset');
    if (!used) return null;
    await queries.setPasswordHash(trx, used.user_id, passwordHash);
    await queries.retireTokens(trx, used.user_id, 'reset');
    await queries.confirmEmail(trx, used.user_id);
    await advanceReferral(trx, used.user_id, 'email_confirmed');
    await sessions.endUserSessions(trx, used.user_id);
    return used.user_id;
  });
  if (!userId) throw await refusal(db, tokenHash, 'reset');
  return { message: 'Your password is changed and every session is signed out. Sign in with the new password.' };
}
