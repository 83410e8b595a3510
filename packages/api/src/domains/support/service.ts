import type { DB } from '@wallcraft/db';
import type { TSendContactRequest, TSendFeedbackRequest } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import type { RateLimit } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TSupportRequest } from './schemas';

/** Who is writing: a signed-in user, or a visitor known by their address. */
type Sender = { userId: string | null; ip: string; limiter: RateLimit; perHour: number };

async function takeTurn(sender: Sender) {
  const key = sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`;
  if (!(await sender.limiter.take(key)))
    throw new AppError(
      'RATE_LIMITED',
      `You have sent ${sender.perHour} messages in the last hour; wait a while before sending another`,
    );
}

const receipt = (row: { id: string; created_at: Date }) => ({ id: row.id, createdAt: row.created_at.toISOString() });

export async function sendFeedback(db: DB, sender: Sender, input: TSendFeedbackRequest) {
  await takeTurn(sender);
  return receipt(
    await queries.insertSupportRequest(db, { kind: 'feedback', user_id: sender.userId, body: input.feedback }),
  );
}

/** Signed in, the answer goes to the account (the email sent is ignored); signed out, an email is needed. */
export async function sendContact(db: DB, sender: Sender, input: TSendContactRequest) {
  if (!sender.userId && !input.email)
    throw new AppError('INVALID_INPUT', 'email: Enter your email address so we can answer you');
  await takeTurn(sender);
  return receipt(
    await queries.insertSupportRequest(db, {
      kind: 'contact',
      user_id: sender.userId,
      email: sender.userId ? null : input.email,
      subject: input.subject,
      body: input.comments,
    }),
  );
}

export async function listMine(db: DB, userId: string, options: { cursor?: string | null; limit: number }) {
  return mapPage(await queries.listUserRequests(db, userId, options), (row): TSupportRequest => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }));
}
