import { Button, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatRelativeTime } from '../../lib/format';
import { infinitePaging } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { orderNumber, ShopHeader } from './parts';
import { LoadMore } from '../../components/BrowseList/LoadMore';

/** /shop/orders: "My orders", newest first, each with its status and total, opening its confirmation. */
export function OrdersPage() {
  const query = trpc.shop.listOrders.useInfiniteQuery({ limit: 20 }, infinitePaging);
  const list = usePagedList(query);
  return (
    <Container size="md" py="xl">
      <ShopHeader title="MY ORDERS" />
      {list.firstLoad ? (
        <Stack aria-label="Loading your orders">
          <Skeleton h={88} />
          <Skeleton h={88} />
        </Stack>
      ) : list.items.length === 0 ? (
        <Stack align="flex-start" py="xl">
          <Text fw={800}>NO ORDERS YET</Text>
          <Text c="dimmed">What you buy in the shop shows up here with its status.</Text>
          <Button component={Link} to="/shop">
            SHOP SUPPLIES
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          {list.items.map((order) => {
            const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <Card
                key={order.id}
                p="md"
                component={Link}
                to={`/shop/orders/${order.id}`}
                data-testid="order-row"
                style={{ color: 'inherit', textDecoration: 'none' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={900}>ORDER {orderNumber(order.id)}</Text>
                    <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                      {count} item{count === 1 ? '' : 's'} · {order.items[0]?.title ?? ''}
                      {order.items.length > 1 ? ` and ${order.items.length - 1} more` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatRelativeTime(order.createdAt)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <StatusBadge status={order.status} />
                    <Text fw={900}>{formatMoney(order.total)}</Text>
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <LoadMore list={list} mt="lg" />
    </Container>
  );
}
