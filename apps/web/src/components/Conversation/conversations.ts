import type { RouterOutputs } from '../../lib/trpc';

export type Message = RouterOutputs['messages']['list']['items'][number];
export type Conversation = RouterOutputs['messages']['conversations']['items'][number];
export type Person = Conversation['user'];

/** NEW when the latest message of the conversation was received by me and is still unread. */
export function isNewConversation(conversation: Conversation, meId: string): boolean {
  const { lastMessage } = conversation;
  return lastMessage.receiverId === meId && lastMessage.status === 'unread';
}

/** Pages arrive newest first; a thread reads oldest first. */
export function threadOrder(messages: Message[]): Message[] {
  return [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The other person of a thread, read from its messages (for a conversation not among the loaded rows). */
export function counterpartOf(messages: Message[], meId: string): Person | null {
  const message = messages[0];
  if (!message) return null;
  return message.senderId === meId ? message.receiver : message.sender;
}

/** Whether opening the thread has anything to mark seen: a message from them I have not seen. */
export function hasUnseen(messages: Message[], meId: string): boolean {
  return messages.some((message) => message.receiverId === meId && message.status === 'unread');
}
