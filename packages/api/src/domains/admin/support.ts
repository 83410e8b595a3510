import type { DB } from '@wallcraft/db';
import { fullName } from '@wallcraft/shared';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import { actorOf, audited, recordAudit } from './audit';
import * as queries from './support-queries';
import type {
  TAdminSupportCountsRequest,
  TAdminSupportListRequest,
  TAdminSupportReplyRequest,
  TAdminSupportRequest,
  TAdminSupportStatusRequest,
} from './support-schemas';

/**
 * The support inbox: operators read feedback and contact requests, answer them and move them from open to
 * resolved. Every change is audited in its own transaction; a signed-in sender is notified of a reply.
 */

type AdminCtx = Context & { admin: NonNullable<Context['admin']> };

type SenderRow = {
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  sender_email: string | null;
};

const sender = (row: SenderRow) => ({
  userId: row.user_id,
  name: row.user_id ? fullName(row.first_name, row.last_name) : null,
  email: row.sender_email,
});

export async function listInbox(db: DB, input: TAdminSupportListRequest) {
  const result = await queries.listInbox(db, input);
  return {
    ...result,
    items: result.items.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      preview: row.preview,
      status: row.status,
      repliedAt: row.replied_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      sender: sender(row),
    })),
  };
}

export function countByStatus(db: DB, filters: TAdminSupportCountsRequest) {
  return queries.countByStatus(db, filters);
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof queries.findRequest>>>;

function toRequest(row: RequestRow): TAdminSupportRequest {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    sender: sender(row),
  };
}

async function found(db: DB, id: string, options?: { lock: boolean }): Promise<RequestRow> {
  const row = await queries.findRequest(db, id, options);
  if (!row) throw new AppError('NOT_FOUND', 'Support request not found; it may have been deleted with its sender');
  return row;
}

export async function getRequest(db: DB, id: string): Promise<TAdminSupportRequest> {
  return toRequest(await found(db, id));
}

/** Moves a request between open, in progress and resolved; the same status again changes (and records) nothing. */
export async function setStatus(ctx: AdminCtx, input: TAdminSupportStatusRequest): Promise<TAdminSupportRequest> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await found(trx, input.id, { lock: true });
    if (before.status === input.status) return toRequest(before);
    await queries.setStatus(trx, input.id, input.status);
    await recordAudit(trx, actorOf(ctx), {
      action: 'support.status',
      targetType: 'support_request',
      targetId: input.id,
      before: { status: before.status },
      after: { status: input.status },
    });
    return toRequest(await found(trx, input.id));
  });
}

const NOTIFICATION_EXCERPT = 140;

/** "About “Invoice”: We sent it again…": what the request was and the start of the answer. */
function replyMessage(row: RequestRow, reply: string): string {
  const about = row.subject ? `About “${row.subject}”` : 'About your feedback';
  const excerpt = reply.length > NOTIFICATION_EXCERPT ? `${reply.slice(0, NOTIFICATION_EXCERPT - 1)}…` : reply;
  return `${about}: ${excerpt} Read it under your messages to us on the contact page.`;
}

/**
 * Answers a request (again, to edit the answer): the reply, its time and the status (resolved when asked,
 * otherwise in progress) change together; a signed-in sender is notified in the same transaction. A signed-out
 * sender's answer is kept for the operator to send to their email.
 */
export async function reply(ctx: AdminCtx, input: TAdminSupportReplyRequest): Promise<TAdminSupportRequest> {
  return audited(ctx.db, actorOf(ctx), async (trx) => {
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
    return {
      result: toRequest(await found(trx, input.id)),
      audit: {
        action: before.reply ? 'support.reply_edit' : 'support.reply',
        targetType: 'support_request',
        targetId: input.id,
        before: { status: before.status, reply: before.reply },
        after: { status, reply: input.reply },
      },
    };
  });
}
