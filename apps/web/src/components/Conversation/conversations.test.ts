import { describe, expect, it } from 'vitest';
import {
  counterpartOf,
  hasUnseen,
  isNewConversation,
  threadOrder,
  type Conversation,
  type Message,
} from './conversations';

const me = 'me';
const person = (id: string) => ({
  id,
  firstName: id,
  lastName: 'X',
  displayName: `${id} X`,
  profileImageUrl: null,
  heroImageUrl: null,
  companyLogo: null,
  avatarUrl: null,
  location: null,
  userType: null,
});

let n = 0;
function message(from: string, to: string, at: string, status: 'unread' | 'seen' = 'unread'): Message {
  n += 1;
  return {
    id: `m${n}`,
    senderId: from,
    receiverId: to,
    content: `hello ${n}`,
    kind: 'text',
    attachments: [],
    status,
    createdAt: at,
    sender: person(from),
    receiver: person(to),
  };
}

function conversation(last: Message, unreadCount = 0): Conversation {
  const { sender: _sender, receiver: _receiver, attachments, ...rest } = last;
  const lastMessage = { ...rest, attachmentCount: attachments.length };
  return { user: last.senderId === me ? last.receiver : last.sender, lastMessage, unreadCount };
}

describe('isNewConversation', () => {
  it('is NEW only when the latest message was received by me and is unread', () => {
    expect(isNewConversation(conversation(message('ann', me, '2025-06-01T10:00:00Z'), 1), me)).toBe(true);
    expect(isNewConversation(conversation(message('ann', me, '2025-06-01T10:00:00Z', 'seen')), me)).toBe(false);
    // My own reply is the latest: not new to me, even if the other person has not read it.
    expect(isNewConversation(conversation(message(me, 'ann', '2025-06-01T10:00:00Z'), 1), me)).toBe(false);
  });
});

describe('threadOrder', () => {
  it('puts the oldest message first', () => {
    const later = message('ann', me, '2025-06-01T10:00:00Z');
    const earlier = message(me, 'ann', '2025-06-01T09:00:00Z');
    expect(threadOrder([later, earlier]).map((m) => m.id)).toEqual([earlier.id, later.id]);
  });
});

describe('counterpartOf and hasUnseen', () => {
  it('finds the other person whichever way the message went', () => {
    expect(counterpartOf([message(me, 'ann', '2025-06-01T10:00:00Z')], me)?.id).toBe('ann');
    expect(counterpartOf([message('bob', me, '2025-06-01T10:00:00Z')], me)?.id).toBe('bob');
    expect(counterpartOf([], me)).toBeNull();
  });

  it('counts only unread messages sent to me as unseen', () => {
    expect(hasUnseen([message(me, 'ann', '2025-06-01T10:00:00Z')], me)).toBe(false);
    expect(hasUnseen([message('ann', me, '2025-06-01T10:00:00Z', 'seen')], me)).toBe(false);
    expect(hasUnseen([message('ann', me, '2025-06-01T10:00:00Z')], me)).toBe(true);
  });
});
