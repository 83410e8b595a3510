import { Alert, Box, Button, Card, Container, Group, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_CATEGORIES,
  notificationLink,
  type TNotificationCategory,
} from '@wallcraft/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { LeaveReviewButton } from '../../components/ProjectReviews/LeaveReviewButton';
import { ReviewDialog } from '../../components/ReviewDialog/ReviewDialog';
import type { DecisionTarget } from '../../components/ReviewDialog/useDecision';
import { errorText } from '../../lib/errors';
import { formatRelativeTime } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DecisionActions } from '../../components/ReviewDialog/DecisionActions';
import { decisionTarget } from './notification-kinds';

type Notification = RouterOutputs['notifications']['list']['items'][number];

function unreadLine(count: number): string {
  if (count === 0) return 'All caught up!';
  return `${count} unread notification${count === 1 ? '' : 's'}`;
}

function NotificationCard({
  notification,
  onReview,
}: {
  notification: Notification;
  onReview: (target: DecisionTarget) => void;
}) {
  const markRead = trpc.notifications.markRead.useMutation();
  const target = decisionTarget(notification);
  const link = notificationLink(notification);

  return (
    <Card
      p="md"
      shadow={notification.isRead ? 'xs' : 'sm'}
      bg={notification.isRead ? 'gray.0' : 'white'}
      role="listitem"
      data-read={notification.isRead}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Group gap={8} wrap="nowrap">
            {notification.isRead ? null : (
              <Box
                w={10}
                h={10}
                bg="wall"
                style={{ flexShrink: 0, border: '2px solid var(--wc-ink)' }}
                aria-label="Unread"
              />
            )}
            <Text fw={900} tt="uppercase" lh={1.2}>
              {notification.title}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </Box>
      </Group>
      <Group mt="sm" gap="xs">
        {/* A decided notification is read: it keeps REVIEW (to see the outcome) but not the decision buttons;
            a wall request has no review dialog. */}
        {target && !notification.isRead ? (
          <DecisionActions target={target} onReview={onReview} size="compact-sm" />
        ) : null}
        {target && notification.isRead && target.kind !== 'wallRequest' ? (
          <Button size="compact-sm" variant="outline" color="dark" onClick={() => onReview(target)}>
            REVIEW
          </Button>
        ) : null}
        {notification.type === 'review_requested' || notification.type === 'review_received' ? (
          <LeaveReviewButton />
        ) : null}
        {link ? (
          <Button
            component={Link}
            to={link.to}
            size="compact-sm"
            variant="outline"
            color="dark"
            onClick={() => {
              if (!notification.isRead) markRead.mutate({ id: notification.id, isRead: true });
            }}
          >
            {link.label}
          </Button>
        ) : null}
        {!target && !notification.isRead ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="dark"
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ id: notification.id, isRead: true })}
          >
            MARK AS READ
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} h={96} />
      ))}
    </Stack>
  );
}

/**
 * The notifications page. Each tab is a category the server filters and counts, so a tab shows every matching
 * notification however far down the list it sits; LOAD MORE fetches the tab's next page.
 */
export function NotificationsPage() {
  const [category, setCategory] = useState<TNotificationCategory>('all');
  const [reviewing, setReviewing] = useState<DecisionTarget | null>(null);
  const list = trpc.notifications.list.useInfiniteQuery(
    { limit: DEFAULT_PAGE_SIZE, category },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const counts = trpc.notifications.counts.useQuery();
  const markAllRead = trpc.notifications.markAllRead.useMutation();

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = counts.data?.unread ?? 0;

  return (
    <Container size="md" py="xl">
      <PageTitle
        title="NOTIFICATIONS"
        subtitle={counts.isPending ? undefined : unreadLine(unreadCount)}
        subtitlePending={counts.isPending}
      />
      <Group justify="flex-end" mt={-12} mb="md">
        <Button
          color="dark"
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          MARK ALL AS READ
        </Button>
      </Group>

      <Tabs
        value={category}
        onChange={(value) => setCategory((value as TNotificationCategory | null) ?? 'all')}
        color="dark"
        mb="md"
      >
        <ScrollArea type="never">
          {/* Shown with their counts: drawn before them, each tab widened as its count came and pushed the next along. */}
          <Tabs.List style={{ flexWrap: 'nowrap', visibility: counts.isLoading ? 'hidden' : undefined }}>
            {NOTIFICATION_CATEGORIES.map((name) => (
              <Tabs.Tab key={name} value={name} fw={800}>
                {name.toUpperCase()}
                {counts.data ? ` (${counts.data[name].toLocaleString('en-US')})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>

      {list.isPending ? <ListSkeleton /> : null}
      {list.error ? <Alert color="red">{errorText(list.error)}</Alert> : null}
      {list.isSuccess && items.length === 0 ? (
        <Text ta="center" c="dimmed" fw={800} py="xl">
          NO NOTIFICATIONS
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-label="Notifications">
        {items.map((notification) => (
          <NotificationCard key={notification.id} notification={notification} onReview={setReviewing} />
        ))}
      </Stack>
      {list.hasNextPage ? (
        <Group justify="center" mt="lg">
          <Button
            variant="outline"
            color="dark"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            LOAD MORE
          </Button>
        </Group>
      ) : null}
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Container>
  );
}
