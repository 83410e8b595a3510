import { Box, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { BackButton, DetailSkeleton, NotFoundState } from '../../components/Detail/detail-parts';
import { useErrorToast } from '../../lib/toast';
import { Photo } from '../../components/Photo/Photo';
import { StatusBadge } from '../../components/StatusBadge';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney, moneyToCents } from '@wallcraft/shared';
import { orderNumber, OrderSummary } from './parts';

type Order = RouterOutputs['shop']['getOrder'];

const cents = (amount: string) => moneyToCents(amount) ?? 0;

const HEADLINE: Record<Order['status'], string> = {
  placed: 'Waiting for your payment to go through.',
  paid: 'Thank you! Your order is paid and being packed.',
  shipped: 'Your order is on its way.',
  cancelled: 'This order was cancelled; nothing was charged.',
};

/** /shop/orders/{id}: the confirmation, with the server's figures (what was charged), for the buyer only. */
export function OrderPage() {
  const { id = '' } = useParams();
  const query = trpc.shop.getOrder.useQuery({ id });
  const order = query.data;
  useErrorToast(query.error);
  useDocumentTitle(order ? `Order ${orderNumber(order.id)} | WallCraft` : 'Order | WallCraft');

  if (query.isPending) return <DetailSkeleton />;
  if (!order) return <NotFoundState title="ORDER NOT FOUND" action={{ to: '/shop/orders', label: 'MY ORDERS' }} />;

  const address = order.shippingAddress;
  return (
    <Container size="lg" py="xl">
      <BackButton to="/shop/orders" label="MY ORDERS" />
      <Stack gap={6} mb="xl">
        <Group gap="sm">
          <Title order={1} fz={{ base: 28, sm: 40 }}>
            ORDER {orderNumber(order.id)}
          </Title>
          <StatusBadge status={order.status} size="lg" />
        </Group>
        <Text fw={600} c="dimmed">
          {HEADLINE[order.status]} Placed {new Date(order.createdAt).toLocaleString()}.
        </Text>
      </Stack>
      <TestModeBanner />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {order.items.map((item) => (
              <Card key={item.productId} p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Box w={64} h={64} style={{ flexShrink: 0 }}>
                    {item.image ? <Photo src={item.image} alt="" sizes="64px" h={64} w={64} /> : null}
                  </Box>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text
                      component={Link}
                      to={`/shop/${item.slug}`}
                      fw={800}
                      style={{ color: 'inherit', overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {item.quantity} × {formatMoney(item.price)}
                    </Text>
                  </Stack>
                  <Text fw={900}>{formatMoney(item.lineTotal)}</Text>
                </Group>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Card p="lg">
              <OrderSummary
                totals={{
                  subtotalCents: cents(order.subtotal),
                  taxCents: cents(order.tax),
                  shippingCents: cents(order.shipping),
                  totalCents: cents(order.total),
                }}
              />
            </Card>
            {address ? (
              <Card p="lg">
                <Text fw={900} mb={4}>
                  SHIPS TO
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }}>{address.name}</Text>
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {address.line1}
                  {address.line2 ? `, ${address.line2}` : ''}
                </Text>
                <Text>
                  {address.city}, {address.state} {address.zip}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {address.email}
                  {address.phone ? ` · ${address.phone}` : ''}
                </Text>
              </Card>
            ) : null}
            <Button component={Link} to="/shop" variant="outline" color="dark">
              KEEP SHOPPING
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
