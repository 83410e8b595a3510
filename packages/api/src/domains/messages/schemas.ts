import { UPLOAD_ATTACHMENT_TYPES, ZMessageStatus } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';

const messageFields = {
  id: z.string().uuid(),
  senderId: z.string().uuid(),
  receiverId: z.string().uuid(),
  content: z.string(),
  kind: z
    .enum(['text', 'system'])
    .describe('system: a line the product wrote into the conversation (e.g. at hire), shown apart from typed ones'),
  status: ZMessageStatus.describe('unread until the receiver opens the conversation (POST /messages/seen)'),
  createdAt: z.string().describe('ISO 8601'),
};

export const ZMessageAttachment = z
  .object({
    id: z.string().uuid(),
    fileName: z.string().nullable().describe('The name the file had when it was uploaded'),
    contentType: z.enum(UPLOAD_ATTACHMENT_TYPES),
    size: z.number().int().describe('Bytes'),
    url: z.string().describe('GET it with your session: only the two people of the message may (others get 404)'),
  })
  .meta({ id: 'MessageAttachment' });
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZMessage = z
  .object({
    ...messageFields,
    attachments: z.array(ZMessageAttachment).describe('Photos and PDFs, in the order sent (at most 5)'),
    sender: ZParty,
    receiver: ZParty,
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

export const ZListMessagesRequest = ZPageRequest.extend({
  userId: z.string().uuid('userId must be a user id').optional().describe('Only the conversation with this user'),
});
export type TListMessagesRequest = z.infer<typeof ZListMessagesRequest>;
export const ZMessagePage = ZPage(ZMessage);

export const ZConversation = z
  .object({
    user: ZParty.describe('The other person'),
    lastMessage: z.object({
      ...messageFields,
      attachmentCount: z.number().int().describe('How many files it carries (its content may be empty then)'),
    }),
    unreadCount: z.number().int().describe('Messages from this person you have not seen yet'),
  })
  .meta({ id: 'Conversation' });
export type TConversation = z.infer<typeof ZConversation>;
export const ZConversationPage = ZPage(ZConversation);

export { ZSendMessageRequest, type TSendMessageRequest } from '@wallcraft/shared/schemas';

export const ZMarkSeenRequest = z.object({
  userId: z.string().uuid('userId must be a user id').describe('The other person of the conversation'),
});
export const ZMarkSeenResponse = z.object({ updated: z.number().int().describe('How many messages became seen') });

export const ZUnreadCount = z.object({
  count: z.number().int().describe('Messages sent to you that you have not seen yet, from everyone'),
});
