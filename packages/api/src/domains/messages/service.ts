import { formatMoney } from '@wallcraft/shared';
import type { DB } from '@wallcraft/db';
import { publishEvent } from '../../realtime/bus';
import type { TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { idCursor, idFromCursor } from '../../lib/paging';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification, markMessageNotificationsRead } from '../notifications/service';
import * as queries from './queries';
import type { Env } from '../../env';
import { attachableUploads, openStored } from '../uploads/service';
import type { TConversation, TListMessagesRequest, TMessage, TMessageAttachment, TSendMessageRequest } from './schemas';
import { sql } from 'kysely';
import { setHiddenAt } from '../../lib/visibility';

type Embeds = Awaited<ReturnType<typeof collab.loadEmbeds>>;

function toFields(row: queries.MessageRow) {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Attachments are fetched through the API (GET /api/messages/attachments/{id}), never at their object URL. */
function toAttachment(row: queries.AttachmentRow): TMessageAttachment {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type as TMessageAttachment['contentType'],
    size: row.size_bytes ?? 0,
    url: `/api/messages/attachments/${row.id}`,
  };
}

function toMessage(row: queries.MessageRow, embeds: Embeds, attachments: queries.AttachmentRow[]): TMessage {
  return Object.assign(toFields(row), {
    attachments: attachments.filter((attachment) => attachment.message_id === row.id).map(toAttachment),
    sender: collab.toParty(embeds.party(row.sender_id)),
    receiver: collab.toParty(embeds.party(row.receiver_id)),
  });
}

async function present(db: DB, rows: queries.MessageRow[]): Promise<TMessage[]> {
  const [embeds, attachments] = await Promise.all([
    collab.loadEmbeds(
      db,
      rows.flatMap((row) => [row.sender_id, row.receiver_id]),
      [],
    ),
    queries.attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toMessage(row, embeds, attachments));
}

/** Only conversations the user is part of: the query is always scoped to the user's own messages. */
export async function listMessages(db: DB, userId: string, input: TListMessagesRequest) {
  const page = await queries.list(db, userId, { otherId: input.userId, cursor: input.cursor, limit: input.limit });
  return { items: await present(db, page.items), nextCursor: page.nextCursor };
}

/**
 * Conversations come from one DISTINCT ON query, not a plain keyset: its cursor (opaque like the others)
 * holds the id of the last conversation's latest message.
 */
export async function listConversations(db: DB, userId: string, input: TPageRequest): Promise<TPage<TConversation>> {
  const rows = await queries.listConversations(db, userId, {
    afterMessageId: input.cursor ? idFromCursor(input.cursor) : null,
    limit: input.limit,
  });
  const page = collab.pageOf(rows, input.limit, (row) => row);
  const embeds = await collab.loadEmbeds(
    db,
    page.items.map((row) => row.other_id),
    [],
  );
  return {
    items: page.items.map((row) => ({
      user: collab.toParty(embeds.party(row.other_id)),
      lastMessage: Object.assign(toFields(row), { attachmentCount: Number(row.attachment_count) }),
      unreadCount: Number(row.unread_count),
    })),
    nextCursor: page.nextCursor ? idCursor(page.nextCursor) : null,
  };
}

/**
 * Stores the message and, in the same transaction, pushes it to the receiver's tabs and the sender's
 * other tabs and notifies the receiver: all of it commits together, or none.
 */
export async function sendMessage(
  db: DB,
  limit: collab.SendingLimit,
  senderId: string,
  input: TSendMessageRequest,
): Promise<TMessage> {
  if (input.receiverId === senderId) throw new AppError('INVALID_INPUT', 'receiverId: You cannot message yourself');
  await collab.requireFullName(db, senderId, 'message');
  await collab.takeSendingSlot('message', limit, senderId);
  if (!(await collab.userExists(db, input.receiverId))) throw new AppError('NOT_FOUND', 'Recipient not found');
  const uploads = await attachableUploads(db, senderId, input.attachments);
  const uploadIds = uploads.map((upload) => upload.id);
  if ((await queries.attachedUploadIds(db, uploadIds)).length)
    throw new AppError('INVALID_INPUT', 'attachments: a file is already on another message; upload it again');

  return db.transaction().execute(async (trx) => {
    const row = await queries.insert(trx, { senderId, receiverId: input.receiverId, content: input.content });
    await queries.insertAttachments(trx, row.id, uploadIds);
    const [message] = (await present(trx, [row])) as [TMessage];
    // The message event goes first: it is what an open conversation waits for.
    await publishEvent(trx, input.receiverId, 'message', { message });
    await publishEvent(trx, senderId, 'message', { message });
    await createNotification(trx, {
      userId: input.receiverId,
      type: 'message_received',
      title: 'New message',
      message: `${message.sender.displayName} sent you a message.`,
      messageId: message.id,
    });
    return message;
  });
}

/**
 * A line the product writes into a conversation (kind system, e.g. "Brenda hired Ava for …" at hire), inside the
 * caller's transaction and pushed to both people's open tabs; the caller's own notification announces it.
 */
export async function writeSystemLine(
  trx: DB,
  line: { senderId: string; receiverId: string; content: string },
): Promise<void> {
  const row = await queries.insert(trx, { ...line, kind: 'system' });
  const [message] = (await present(trx, [row])) as [TMessage];
  await publishEvent(trx, line.receiverId, 'message', { message });
  await publishEvent(trx, line.senderId, 'message', { message });
}

/** The conversation's first line at hire: "Brenda hired Ava for Fizzy Pop Summer Launch at $5,000". */
export function hireLine(ownerName: string, artistName: string, title: string, agreedAmount: string | null): string {
  const amount = agreedAmount === null ? '' : ` at ${formatMoney(agreedAmount)}`;
  return `${ownerName} hired ${artistName} for ${title}${amount}`;
}

/** The header's badge: every unseen message sent to the user, one count query. */
export async function unreadCount(db: DB, userId: string) {
  return { count: await queries.countUnread(db, userId) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An attachment's file for GET /api/messages/attachments/{id}: only the sender and the receiver of its message get
 * it (the receiver not once an operator hid the message); anyone else, like a wrong id, gets 404.
 */
export async function openAttachment(db: DB, env: Env, userId: string, id: string) {
  const row = UUID.test(id) ? await queries.findAttachment(db, id) : undefined;
  const allowed = row && (row.sender_id === userId || (row.receiver_id === userId && row.hidden_at === null));
  const file = allowed ? await openStored(env, row.object_key) : null;
  if (!row || !file) throw new AppError('NOT_FOUND', 'No such attachment');
  return { ...toAttachment(row), body: file.body, size: file.size };
}

/**
 * Opening a conversation: the messages the other person sent you become seen, and so do the
 * notifications that announced them, in one transaction.
 */
export async function markConversationSeen(db: DB, userId: string, otherId: string) {
  return db.transaction().execute(async (trx) => {
    const updated = await queries.markSeen(trx, userId, otherId);
    await markMessageNotificationsRead(trx, userId, otherId);
    return { updated };
  });
}

/** An operator hides or shows a message again (moderation); undefined when there is no such message. */
export function setMessageHidden(trx: DB, id: string, hidden: boolean) {
  return setHiddenAt(trx, 'messages', sql<boolean>`item.id = ${id}`, hidden);
}
