import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { useEffect, useMemo } from 'react';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { counterpartOf, hasUnseen, threadOrder } from './conversations';
import type { ThreadPerson } from './ThreadPane';

const paging = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined };

/** Opening a conversation marks what I received in it (and its notifications) as seen, once per batch. */
function useMarkSeen(personId: string | null, unseen: boolean) {
  const { mutate, isPending } = trpc.messages.markConversationSeen.useMutation({
    // Marking seen happens by itself on opening a conversation: a failure leaves the badge, and no toast.
    // The server also marks the NEW MESSAGE notifications of this conversation read: the bell follows through
    // the freshness table (messages -> notifications), and the header's messages badge with the messages reads.
    ...NO_ERROR_TOAST,
  });
  useEffect(() => {
    if (personId && unseen && !isPending) mutate({ userId: personId });
  }, [personId, unseen, isPending, mutate]);
}

/** The conversation list, pages of it as the person scrolls. */
export function useConversations() {
  const conversations = trpc.messages.conversations.useInfiniteQuery({ limit: DEFAULT_PAGE_SIZE }, paging);
  const rows = useMemo(() => conversations.data?.pages.flatMap((page) => page.items) ?? [], [conversations.data]);
  return { conversations, rows };
}

/**
 * One thread with one person, as /messages and the deal room show it: its messages oldest first (realtime events
 * invalidate the messages reads, so new ones appear), who it is with (from the conversation row, the messages, or
 * their public profile while there are none), and seen once opened.
 */
export function useThread(personId: string | null, meId: string, known?: ThreadPerson | null) {
  const thread = trpc.messages.list.useInfiniteQuery(
    { userId: personId ?? undefined, limit: MAX_PAGE_SIZE },
    { ...paging, enabled: Boolean(personId) },
  );
  const messages = useMemo(() => threadOrder(thread.data?.pages.flatMap((page) => page.items) ?? []), [thread.data]);
  const fromThread = counterpartOf(messages, meId);
  // No messages with this person yet: their public profile gives the header.
  const needsProfile = Boolean(personId) && !known && thread.isSuccess && messages.length === 0;
  const profile = trpc.users.get.useQuery({ id: personId ?? '' }, { enabled: needsProfile });
  const person: ThreadPerson | null = known ?? fromThread ?? (needsProfile ? (profile.data ?? null) : null);

  useMarkSeen(personId, hasUnseen(messages, meId));

  return { thread, messages, person, error: thread.error ?? profile.error };
}
