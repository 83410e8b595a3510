import { ActionIcon, Indicator } from '@mantine/core';
import { NOTIFICATION_BADGE_MAX } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { MessageIcon } from '../../components/icons';
import { badgeCount } from '../../lib/format';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** How many messages the signed-in user has not seen (0 while signed out or loading). */
export function useUnreadMessages(signedIn: boolean): number {
  const unread = trpc.messages.unreadCount.useQuery(undefined, { ...NO_ERROR_TOAST, enabled: signedIn });
  return unread.data?.count ?? 0;
}

/** The unread count as the header's badges draw it ("9+" past nine). */
export const unreadBadge = (count: number) => badgeCount(count, NOTIFICATION_BADGE_MAX);

/**
 * The header's messages icon with the number of messages not seen yet (GET /messages/unread-count). It stays live
 * without polling: every realtime event invalidates the messages reads, and opening a thread (a messages write)
 * refreshes them. From md up; below md the header has no room for it (a 360 px phone holds the logo, the menu, the
 * bell, the widest profile badge and the avatar), so the compact menu's button wears the count and its MESSAGES
 * item says it.
 */
export function MessagesIconButton() {
  const count = useUnreadMessages(true);
  return (
    <Indicator
      label={unreadBadge(count)}
      disabled={count === 0}
      size={18}
      offset={4}
      color="wall"
      fw={800}
      visibleFrom="md"
      data-testid="messages-badge"
    >
      <ActionIcon
        component={Link}
        to="/messages"
        variant="subtle"
        color="white"
        size="lg"
        aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
      >
        <MessageIcon />
      </ActionIcon>
    </Indicator>
  );
}
