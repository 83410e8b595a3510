import { Alert, Button, Card, Container, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useErrorToast } from '../../lib/toast';
import { cartFigures, useCart } from '../../lib/cart';
import { CartLineRow, lineProblem } from './CartLineRow';
import { EmptyCart, EXTRAS_NOTE, OrderSummary, ShopHeader } from './parts';

/** /shop/cart: the lines with their steppers, the figures of the shared cartTotals, and CHECKOUT. */
export function CartPage() {
  const cart = useCart();
  useErrorToast(cart.error);
  const blocked = cart.lines.some((line) => lineProblem(line) !== null);

  return (
    <Container size="lg" py="xl">
      <ShopHeader title="YOUR CART" />
      {cart.loading ? (
        <Stack aria-label="Loading your cart">
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {cart.lines.map((line) => (
                <CartLineRow key={line.product.id} line={line} editable />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card p="lg">
              <Stack>
                <OrderSummary totals={cartFigures(cart.lines)} />
                <Text size="xs" c="dimmed">
                  {EXTRAS_NOTE}
                </Text>
                {blocked ? (
                  <Alert color="red" variant="light">
                    Some items cannot be ordered as they are; see the notes beside them.
                  </Alert>
                ) : null}
                <Button component={Link} to="/shop/checkout" size="md" disabled={blocked} fullWidth>
                  CHECKOUT
                </Button>
                {!cart.signedIn ? (
                  <Text size="xs" c="dimmed">
                    You will sign in (or sign up) to check out; your cart comes with you.
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
