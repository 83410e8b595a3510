import type { DB, Message } from '@wallcraft/db';
import { page } from '../../lib/paging';
import { sql } from 'kysely';

const COLUMNS = ['id', 'sender_id', 'receiver_id', 'content', 'kind', 'status', 'created_at'] as const;

export type MessageRow = Pick<Message, (typeof COLUMNS)[number]>;

export function insert(
  db: DB,
  values: { senderId: string; receiverId: string; content: string; kind?: 'text' | 'system' },
): Promise<MessageRow> {
  return db
    .insertInto('messages')
    .values({
      sender_id: values.senderId,
      receiver_id: values.receiverId,
      content: values.content,
      kind: values.kind ?? 'text',
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The user's messages (or only those exchanged with `otherId`), newest first, one page. Both directions
 * of a conversation have their index (sender, receiver, created_at) and (receiver, sender, created_at).
 * A message an operator hid is gone for its receiver; its sender still sees what they sent.
 */
export function list(db: DB, userId: string, filter: { otherId?: string; cursor?: string | null; limit: number }) {
  const { otherId } = filter;
  const query = db
    .selectFrom('messages')
    .select(COLUMNS)
    .where((eb) =>
      otherId
        ? eb.or([
            eb.and([eb('sender_id', '=', userId), eb('receiver_id', '=', otherId)]),
            eb.and([eb('sender_id', '=', otherId), eb('receiver_id', '=', userId), eb('hidden_at', 'is', null)]),
          ])
        : eb.or([eb('sender_id', '=', userId), eb.and([eb('receiver_id', '=', userId), eb('hidden_at', 'is', null)])]),
    );
  return page(query, {
    sort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    cursor: filter.cursor,
    limit: filter.limit,
  });
}

export type ConversationRow = MessageRow & { other_id: string; unread_count: number; attachment_count: number };

/**
 * One row per person the user exchanged messages with: the latest message and how many are unread, leaving
 * out the received messages an operator hid.
 */
export async function listConversations(
  db: DB,
  userId: string,
  filter: { afterMessageId: string | null; limit: number },
): Promise<ConversationRow[]> {
  const after = filter.afterMessageId
    ? sql`WHERE (c.created_at, c.id) < (SELECT created_at, id FROM messages WHERE id = ${filter.afterMessageId})`
    : sql``;
  const result = await sql<ConversationRow>`
    WITH latest AS (
      SELECT DISTINCT ON (other_id) *
      FROM (
        SELECT id, sender_id, receiver_id, content, kind, status, created_at,
               CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END AS other_id
        FROM messages
        WHERE sender_id = ${userId} OR (receiver_id = ${userId} AND hidden_at IS NULL)
      ) mine
      ORDER BY other_id, created_at DESC, id DESC
    )
    SELECT c.*,
           (SELECT count(*) FROM message_attachments a WHERE a.message_id = c.id) AS attachment_count,
           (SELECT count(*) FROM messages u WHERE u.receiver_id = ${userId} AND u.sender_id = c.other_id AND u.status = 'unread'
             AND u.hidden_at IS NULL) AS unread_count
    FROM latest c
    ${after}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${filter.limit + 1}`.execute(db);
  return result.rows;
}

export async function markSeen(db: DB, receiverId: string, senderId: string): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'seen' })
    .where('receiver_id', '=', receiverId)
    .where('sender_id', '=', senderId)
    .where('status', '=', 'unread')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Links a new message to its uploads, in the order given. */
export async function insertAttachments(db: DB, messageId: string, uploadIds: string[]): Promise<void> {
  if (!uploadIds.length) return;
  await db
    .insertInto('message_attachments')
    .values(uploadIds.map((uploadId, position) => ({ message_id: messageId, upload_id: uploadId, position })))
    .execute();
}

/** Which of these uploads are already on a message (an upload is attached once). */
export async function attachedUploadIds(db: DB, uploadIds: string[]): Promise<string[]> {
  if (!uploadIds.length) return [];
  const rows = await db
    .selectFrom('message_attachments')
    .select('upload_id')
    .where('upload_id', 'in', uploadIds)
    .execute();
  return rows.map((row) => row.upload_id);
}

const ATTACHMENT_COLUMNS = [
  'message_attachments.id',
  'message_attachments.message_id',
  'uploads.file_name',
  'uploads.content_type',
  'uploads.size_bytes',
  'uploads.object_key',
] as const;

/** The attachments of these messages, each message's in order. */
export function attachmentsOf(db: DB, messageIds: string[]) {
  if (!messageIds.length) return Promise.resolve([]);
  return db
    .selectFrom('message_attachments')
    .innerJoin('uploads', 'uploads.id', 'message_attachments.upload_id')
    .select(ATTACHMENT_COLUMNS)
    .where('message_attachments.message_id', 'in', messageIds)
    .orderBy('message_attachments.message_id')
    .orderBy('message_attachments.position')
    .execute();
}
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number];

/** One attachment with the two people of its message (who may fetch it) and whether an operator hid the message. */
export function findAttachment(db: DB, id: string) {
  return db
    .selectFrom('message_attachments')
    .innerJoin('uploads', 'uploads.id', 'message_attachments.upload_id')
    .innerJoin('messages', 'messages.id', 'message_attachments.message_id')
    .select([...ATTACHMENT_COLUMNS, 'messages.sender_id', 'messages.receiver_id', 'messages.hidden_at'])
    .where('message_attachments.id', '=', id)
    .executeTakeFirst();
}

/** How many messages to the user they have not seen, from everyone (the header's badge). */
export async function countUnread(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('receiver_id', '=', userId)
    .where('status', '=', 'unread')
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
