import type { DB } from '@wallcraft/db';
import { fullName } from '@wallcraft/shared';
import type { TSendContactRequest, TSendFeedbackRequest } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import type { RateLimit } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import * as queries from './queries';
import type {
  TAdminSupportCountsRequest,
  TAdminSupportListRequest,
  TAdminSupportReplyRequest,
  TAdminSupportRequest,
  TAdminSupportStatusRequest,
  TAdminSupportSummary,
  TSupportRequest,
} from './schemas';

/**
 * Feedback and contact requests: anyone sends them, the sender reads their own with our answers, and operators
 * read, answer and move them from open to resolved in the console, which audits each change (see ChangeRecorder).
 */

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

type RequestRow = Awaited<ReturnType<typeof queries.listUserRequests>>['items'][number];
type OperatorSummaryRow = Awaited<ReturnType<typeof queries.listForOperators>>['items'][number];
type OperatorRequestRow = NonNullable<Awaited<ReturnType<typeof queries.findById>>>;
type SenderRow = Pick<OperatorRequestRow, 'user_id' | 'first_name' | 'last_name' | 'sender_email'>;

/** A request as its sender sees it; the console's view adds who sent it. */
const toRequest = (row: RequestRow): TSupportRequest => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  status: row.status,
  reply: row.reply,
  repliedAt: row.replied_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

const sender = (row: SenderRow) => ({
  userId: row.user_id,
  name: row.user_id ? fullName(row.first_name, row.last_name) : null,
  email: row.sender_email,
});

const toOperatorSummary = (row: OperatorSummaryRow): TAdminSupportSummary => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  preview: row.preview,
  status: row.status,
  repliedAt: row.replied_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  sender: sender(row),
});

const toOperatorRequest = (row: OperatorRequestRow): TAdminSupportRequest => ({
  ...toRequest(row),
  sender: sender(row),
});

export async function listMine(db: DB, userId: string, options: { cursor?: string | null; limit: number }) {
  return mapPage(await queries.listUserRequests(db, userId, options), toRequest);
}

/**
 * A change an operator made, handed to the caller in the change's own transaction (the console audits it there):
 * the fields as they were and as they are now.
 */
export type SupportRequestChange = {
  kind: 'status' | 'reply' | 'reply_edit';
  id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};
export type SupportRequestChangeRecorder = (trx: DB, change: SupportRequestChange) => Promise<void>;

/** The console's inbox: open first, then in progress, then resolved; oldest first in each. */
export async function listForOperators(db: DB, input: TAdminSupportListRequest) {
  const result = await queries.listForOperators(db, input);
  return { ...result, items: result.items.map(toOperatorSummary) };
}

export function countByStatus(db: DB, filters: TAdminSupportCountsRequest) {
  return queries.countByStatus(db, filters);
}

async function found(db: DB, id: string, options?: { lock: boolean }): Promise<OperatorRequestRow> {
  const row = await queries.findById(db, id, options);
  if (!row) throw new AppError('NOT_FOUND', 'Support request not found; it may have been deleted with its sender');
  return row;
}

export async function getForOperators(db: DB, id: string): Promise<TAdminSupportRequest> {
  return toOperatorRequest(await found(db, id));
}

/** Moves a request between open, in progress and resolved; the same status again changes (and records) nothing. */
export async function setStatus(
  db: DB,
  input: TAdminSupportStatusRequest,
  record: SupportRequestChangeRecorder,
): Promise<TAdminSupportRequest> {
  return db.transaction().execute(async (trx) => {
    const before = await found(trx, input.id, { lock: true });
    if (before.status === input.status) return toOperatorRequest(before);
    await queries.setStatus(trx, input.id, input.status);
    await record(trx, {
      kind: 'status',
      id: input.id,
      before: { status: before.status },
      after: { status: input.status },
    });
    return toOperatorRequest(await found(trx, input.id));
  });
}

const NOTIFICATION_EXCERPT = 140;

/** "About “Invoice”: We sent it again…": what the request was and the start of the answer. */
function replyMessage(row: OperatorRequestRow, reply: string): string {
  const about = row.subject ? `About “${row.subject}”` : 'About your feedback';
  const excerpt = reply.length > NOTIFICATION_EXCERPT ? `${reply.slice(0, NOTIFICATION_EXCERPT - 1)}…` : reply;
  return `${about}: ${excerpt} Read it under your messages to us on the contact page.`;
}

/**
 * Answers a request (again, to edit the answer): the reply, its time and the status (resolved when asked,
 * otherwise in progress) change together; a signed-in sender is notified in the same transaction. A signed-out
 * sender's answer is kept for the operator to send to their email.
 */
export async function reply(
  db: DB,
  input: TAdminSupportReplyRequest,
  record: SupportRequestChangeRecorder,
): Promise<TAdminSupportRequest> {
  return db.transaction().execute(async (trx) => {
    const before = await found(trx, input.id, { lock: true });
    const status = input.resolve ? 'resolved' : 'in_progress';
    await queries.setReply(trx, input.id, { reply: input.reply, status });
    if (before.user_id)
      await createNotification(trx, {
        userId: before.user_id,
        type: 'support_reply',
        title: before.reply ? 'Our answer was updated' : 'We answered your message',
        message: replyMessage(before, input.reply),
      });
    const result = toOperatorRequest(await found(trx, input.id));
    await record(trx, {
      kind: before.reply ? 'reply_edit' : 'reply',
      id: input.id,
      before: { status: before.status, reply: before.reply },
      after: { status, reply: input.reply },
    });
    return result;
  });
}
