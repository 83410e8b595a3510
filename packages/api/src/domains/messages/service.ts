import type { DB } from '@wallcraft/db';
import { publishEvent } from '../../realtime/bus';
import type { TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { idCursor, idFromCursor } from '../../lib/paging';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification, markMessageNotificationsRead } from '../notifications/service';
import * as queries from './queries';
import type { TConversation, TListMessagesRequest, TMessage, TSendMessageRequest } from './schemas';
import { sql } from 'kysely';
import { setHiddenAt } from '../../lib/visibility';

type Embeds = Awaited<ReturnType<typeof collab.loadEmbeds>>;

function toFields(row: queries.MessageRow) {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

function toMessage(row: queries.MessageRow, embeds: Embeds): TMessage {
  return {
    ...toFields(row),
    sender: collab.toParty(embeds.party(row.sender_id)),
    receiver: collab.toParty(embeds.party(row.receiver_id)),
  };
}

async function present(db: DB, rows: queries.MessageRow[]): Promise<TMessage[]> {
  const embeds = await collab.loadEmbeds(
    db,
    rows.flatMap((row) => [row.sender_id, row.receiver_id]),
    [],
  );
  return rows.map((row) => toMessage(row, embeds));
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
      lastMessage: toFields(row),
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

  return db.transaction().execute(async (trx) => {
    const row = await queries.insert(trx, { senderId, receiverId: input.receiverId, content: input.content });
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
