import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useErrorToast } from '../../lib/toast';
import { formatRelativeTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Delivery = RouterOutputs['webhooks']['deliveries']['items'][number];

const STATUS_COLORS: Record<Delivery['status'], string> = { pending: 'yellow', succeeded: 'green', failed: 'red' };

/** One endpoint's delivery log, newest first: event, time, answer, attempts, and REDELIVER. */
export function WebhookDeliveries({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const deliveries = trpc.webhooks.deliveries.useInfiniteQuery(
    { id: endpointId, limit: 10 },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  useErrorToast(deliveries.error);
  const redeliver = trpc.webhooks.redeliver.useMutation({
    onSuccess: () => {
      toast({ title: 'QUEUED AGAIN', message: 'The event is sent again within a few seconds.' });
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to redeliver.' } },
  });

  if (deliveries.isPending)
    return (
      <Stack gap="xs" aria-label="Loading deliveries">
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  if (deliveries.isError)
    return <Text c="dimmed">The delivery log could not be loaded. Reload the page to try again.</Text>;
  const items = deliveries.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet: events you subscribed to show here as they happen.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deliveries">
        {items.map((delivery) => (
          <Card component="li" key={delivery.id} withBorder shadow="none" p="xs" aria-label={delivery.eventType}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={700} ff="monospace">
                    {delivery.eventType}
                  </Text>
                  <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
                    {delivery.status.toUpperCase()}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatRelativeTime(delivery.createdAt)} · {delivery.attempts}{' '}
                  {delivery.attempts === 1 ? 'attempt' : 'attempts'} ·{' '}
                  {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : 'no answer yet'}
                  {delivery.lastError && delivery.status !== 'succeeded' ? ` · ${delivery.lastError}` : ''}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                disabled={!enabled}
                title={enabled ? undefined : 'Enable the endpoint to redeliver'}
                loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                onClick={() => redeliver.mutate({ id: endpointId, deliveryId: delivery.id })}
                aria-label={`REDELIVER ${delivery.eventType}`}
              >
                REDELIVER
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {deliveries.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          LOAD MORE
        </Button>
      ) : null}
    </Stack>
  );
}
