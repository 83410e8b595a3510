import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { PAGE_DESCRIPTION, ZPageRequest } from '../collaboration/schemas';
import {
  ZConversationPage,
  ZListMessagesRequest,
  ZMarkSeenRequest,
  ZMarkSeenResponse,
  ZMessage,
  ZMessagePage,
  ZSendMessageRequest,
  ZUnreadCount,
} from './schemas';
import * as service from './service';

const tags = ['messages'];

export const messagesRouter = router({
  list: authedProcedure
    .meta({
      scopes: ['messages:read'],
      openapi: {
        method: 'GET',
        path: '/messages',
        tags,
        summary: 'Your messages, or your conversation with one person',
        description: `Only messages you sent or received, with sender and receiver embedded. With userId, only the conversation with that person. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZListMessagesRequest)
    .output(ZMessagePage)
    .query(({ ctx, input }) => service.listMessages(ctx.db, ctx.user.id, input)),
  conversations: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/messages/conversations',
        tags,
        summary: 'Your conversations: one per person, latest first',
        description: `Each with the other person, the latest message and how many of their messages you have not seen. ${PAGE_DESCRIPTION}`,
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZConversationPage)
    .query(({ ctx, input }) => service.listConversations(ctx.db, ctx.user.id, input)),
  send: authedProcedure
    .meta({
      scopes: ['messages:write'],
      openapi: {
        method: 'POST',
        path: '/messages',
        tags,
        summary: 'Send a message',
        description: `content is trimmed, at most 5000 characters, and may be empty only when attachments carries files: up to 5 objectURLs of confirmed uploads made with purpose attachment (photos or PDFs; POST /objects/upload), each fetched by the two people only at the url the message lists. Not to yourself (400); the receiver must exist (404). The message is pushed over the websocket (realtime.events, kind message) to the receiver's tabs and your other tabs, and the receiver gets a message_received notification. At most 30 messages a minute by default (MESSAGE_RATE_LIMIT_PER_MINUTE), then 429.`,
        errorResponses: [400, 401, 404, 429],
      },
      successStatus: 201,
    })
    .input(ZSendMessageRequest)
    .output(ZMessage)
    .mutation(({ ctx, input }) =>
      service.sendMessage(
        ctx.db,
        { limiter: ctx.limiters.messagesPerUser, perMinute: ctx.env.MESSAGE_RATE_LIMIT_PER_MINUTE },
        ctx.user.id,
        input,
      ),
    ),
  unreadCount: authedProcedure
    .meta({
      scopes: ['messages:read'],
      openapi: {
        method: 'GET',
        path: '/messages/unread-count',
        tags,
        summary: 'How many messages you have not seen (the badge on the messages icon)',
        description:
          "The sum of every conversation's unreadCount in one query. It drops when you open a conversation (POST /messages/seen); a new message arrives over the websocket (kind message).",
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZUnreadCount)
    .query(({ ctx }) => service.unreadCount(ctx.db, ctx.user.id)),
  markConversationSeen: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/messages/seen',
        tags,
        summary: 'Mark a conversation seen (call when opening it)',
        description:
          'Every unread message that userId sent you becomes seen (the NEW badge goes away), and the message_received notifications announcing them become read. Messages you sent are untouched. Answers how many messages changed.',
        errorResponses: [400, 401],
      },
    })
    .input(ZMarkSeenRequest)
    .output(ZMarkSeenResponse)
    .mutation(({ ctx, input }) => service.markConversationSeen(ctx.db, ctx.user.id, input.userId)),
});
