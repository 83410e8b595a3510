import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_POLL_MS, notificationLink } from '@wallcraft/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { BellIcon } from '../../components/icons';
import type { DecisionTarget } from '../../components/ReviewDialog/useDecision';
import { badgeCount, formatRelativeTime } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DecisionActions } from '../../components/ReviewDialog/DecisionActions';
import { decisionTarget } from './notification-kinds';

// Loaded when a review is opened: the dialog (with a proposal's images and mock-up) stays out of the header's first load.
const ReviewDialog = lazy(async () => ({
  default: (await import('../../components/ReviewDialog/ReviewDialog')).ReviewDialog,
}));

type Notification = RouterOutputs['notifications']['unread'][number];

/** The menu's list is at most 400px tall and scrolls beyond that. */
const NOTIFICATION_MENU_HEIGHT = 400;

function NotificationText({ notification }: { notification: Notification }) {
  return (
    <Box>
      <Text fw={800} size="sm" tt="uppercase" lh={1.2}>
        {notification.title}
      </Text>
      <Text size="sm" lineClamp={3}>
        {notification.message}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {formatRelativeTime(notification.createdAt)}
      </Text>
    </Box>
  );
}

function NotificationRow({
  notification,
  onReview,
  onLeave,
}: {
  notification: Notification;
  onReview: (target: DecisionTarget) => void;
  onLeave: () => void;
}) {
  const markRead = trpc.notifications.markRead.useMutation();
  const link = notificationLink(notification);

  // Reviewing is not a click-to-read: the notification stays unread until the application or invitation is
  // decided, from here or from the review dialog.
  const target = decisionTarget(notification);
  if (target) {
    return (
      <Box px="sm" py="xs">
        <NotificationText notification={notification} />
        <Box mt="xs">
          <DecisionActions target={target} onReview={onReview} />
        </Box>
      </Box>
    );
  }

  // A notification that leads somewhere (a receipt, a project's live tracking) is read by following it.
  if (link) {
    return (
      <Box px="sm" py="xs">
        <NotificationText notification={notification} />
        <Anchor
          component={Link}
          to={link.to}
          size="xs"
          fw={800}
          c="dark"
          onClick={() => {
            markRead.mutate({ id: notification.id, isRead: true });
            onLeave();
          }}
        >
          {link.label}
        </Anchor>
      </Box>
    );
  }

  return (
    <UnstyledButton
      px="sm"
      py="xs"
      w="100%"
      disabled={markRead.isPending}
      onClick={() => markRead.mutate({ id: notification.id, isRead: true })}
      aria-label={`${notification.title}: mark as read`}
    >
      <NotificationText notification={notification} />
    </UnstyledButton>
  );
}

function MenuList({
  items,
  onReview,
  onLeave,
}: {
  items: Notification[];
  onReview: (target: DecisionTarget) => void;
  onLeave: () => void;
}) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" fw={700} size="sm" py="lg">
        NO NEW NOTIFICATIONS
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={NOTIFICATION_MENU_HEIGHT} type="auto">
      <Stack gap={0} role="list" aria-label="Unread notifications">
        {items.map((notification, index) => (
          <Box key={notification.id} role="listitem">
            {index > 0 ? <Divider /> : null}
            <NotificationRow notification={notification} onReview={onReview} onLeave={onLeave} />
          </Box>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** The unread count (polled every 30 s and refreshed by realtime events) and the latest unread items. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  // The dialog lives outside the popover so it stays open when the menu closes behind it.
  const [reviewing, setReviewing] = useState<DecisionTarget | null>(null);
  const unread = trpc.notifications.unread.useQuery(undefined, { refetchInterval: NOTIFICATION_POLL_MS });
  const markAllRead = trpc.notifications.markAllRead.useMutation();

  const items = unread.data ?? [];
  const count = items.length;
  const review = (target: DecisionTarget) => {
    setOpened(false);
    setReviewing(target);
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" radius="xs">
        {/* The target is the button itself: aria-expanded belongs on it, not on the badge around it. */}
        <Indicator
          label={badgeCount(count, NOTIFICATION_BADGE_MAX)}
          disabled={count === 0}
          size={18}
          offset={4}
          color="wall"
          fw={800}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="white"
              size="lg"
              aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
              onClick={() => setOpened((value) => !value)}
            >
              <BellIcon />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0} style={{ border: '2px solid var(--wc-ink)', maxWidth: 'calc(100vw - 16px)' }}>
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={900} ff="heading" fz="lg">
              NOTIFICATIONS
            </Text>
            {count > 0 ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="dark"
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                MARK ALL READ
              </Button>
            ) : null}
          </Group>
          <Divider />
          <MenuList items={items} onReview={review} onLeave={() => setOpened(false)} />
          <Divider />
          <Anchor
            component={Link}
            to="/notifications"
            onClick={() => setOpened(false)}
            display="block"
            ta="center"
            py="xs"
            fw={800}
            size="sm"
            c="dark"
          >
            VIEW ALL NOTIFICATIONS
          </Anchor>
        </Popover.Dropdown>
      </Popover>
      {reviewing ? (
        <Suspense fallback={null}>
          <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
