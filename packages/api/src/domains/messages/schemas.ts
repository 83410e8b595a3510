import { ZMessageStatus } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPage, ZPageRequest, ZParty } from '../collaboration/schemas';

const messageFields = {
  id: z.string().uuid(),
  senderId: z.string().uuid(),
  receiverId: z.string().uuid(),
  content: z.string(),
  status: ZMessageStatus.describe('unread until the receiver opens the conversation (POST /messages/seen)'),
  createdAt: z.string().describe('ISO 8601'),
};

export const ZMessage = z.object({ ...messageFields, sender: ZParty, receiver: ZParty }).meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

export const ZListMessagesRequest = ZPageRequest.extend({
  userId: z.string().uuid('userId must be a user id').optional().describe('Only the conversation with this user'),
});
export type TListMessagesRequest = z.infer<typeof ZListMessagesRequest>;
export const ZMessagePage = ZPage(ZMessage);

export const ZConversation = z
  .object({
    user: ZParty.describe('The other person'),
    lastMessage: z.object(messageFields),
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
