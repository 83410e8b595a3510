import { Alert, Button, Card, Container, Grid, Group, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { centsToDecimalString } from '@wallcraft/shared';
import { EMPTY_CART_MESSAGE, US_STATES, ZPlaceOrderRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { cartFigures, useCart } from '../../lib/cart';
import { errorCode } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CartLineRow, lineProblem } from './CartLineRow';
import { EmptyCart, OrderSummary } from './parts';

/** The address part of the order request: the form checks it with the very schema the server parses the order with. */
const ZCheckoutForm = ZPlaceOrderRequest.pick({ shippingAddress: true });

/** One key per visit to checkout: a double click or a retried request answers the first order (Idempotency-Key). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * /shop/checkout (signed in): where it goes, and what it costs as the shared cartTotals computes it, the same
 * function the server prices the order with. A figure the server no longer agrees with (a price changed meanwhile)
 * comes back as 409 with its figures: the cart is read again and the buyer sees the new total before retrying.
 */
export function CheckoutPage() {
  const cart = useCart();
  const { user } = useSession();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [key] = useState(newKey);
  const form = useRequestForm({
    schema: ZCheckoutForm,
    initialValues: {
      shippingAddress: {
        name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        email: user?.email ?? '',
        line1: '',
        line2: '',
        city: '',
        state: '',
        zip: '',
        phone: '',
      },
    },
    toRequest: (values) => values,
  });
  const place = trpc.shop.placeOrder.useMutation({
    onSuccess: (order) => {
      if (order.checkoutUrl) {
        window.location.assign(order.checkoutUrl);
        return;
      }
      toast({ title: 'ORDER PLACED', message: 'Thank you! Your supplies are on their way.' });
      navigate(`/shop/orders/${order.id}`);
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to place order.' } },
    onError: (error) => {
      // A failed write refreshes nothing by itself: a conflict means the stock or prices moved, so read the cart again.
      if (errorCode(error) === 'CONFLICT') void utils.shop.cart.invalidate();
    },
  });

  const totals = cartFigures(cart.lines);
  const blocked = cart.lines.some((line) => lineProblem(line) !== null);
  const submit = form.onSubmit(({ shippingAddress }) => {
    if (cart.lines.length === 0) {
      toast({ title: 'CART EMPTY', message: EMPTY_CART_MESSAGE, variant: 'destructive' });
      return;
    }
    place.mutate({
      items: cart.lines.map((line) => ({
        productId: line.product.id,
        title: line.product.title,
        quantity: line.quantity,
        price: line.product.price,
      })),
      subtotal: centsToDecimalString(totals.subtotalCents),
      tax: centsToDecimalString(totals.taxCents),
      shipping: centsToDecimalString(totals.shippingCents),
      total: centsToDecimalString(totals.totalCents),
      shippingAddress,
      idempotencyKey: key,
    });
  });

  if (cart.loading)
    return (
      <Container size="lg" py="xl" aria-label="Loading checkout">
        <Skeleton h={44} w={240} mb="xl" />
        <Skeleton h={320} />
      </Container>
    );

  return (
    <Container size="lg" py="xl">
      <PageTitle title="CHECKOUT" subtitle="We ship to US addresses." />
      <TestModeBanner />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <form onSubmit={submit} noValidate>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card p="lg">
                <Stack>
                  <Title order={2} fz={22}>
                    SHIPPING ADDRESS
                  </Title>
                  <TextInput label="Full name" autoComplete="name" {...form.getInputProps('shippingAddress.name')} />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('shippingAddress.email')}
                  />
                  <TextInput
                    label="Address"
                    autoComplete="address-line1"
                    {...form.getInputProps('shippingAddress.line1')}
                  />
                  <TextInput
                    label="Apartment, suite or unit (optional)"
                    autoComplete="address-line2"
                    {...form.getInputProps('shippingAddress.line2')}
                  />
                  <TextInput
                    label="City"
                    autoComplete="address-level2"
                    {...form.getInputProps('shippingAddress.city')}
                  />
                  <Group grow align="flex-start" wrap="nowrap" gap="sm">
                    <Select
                      label="State"
                      data={[...US_STATES]}
                      searchable
                      autoComplete="address-level1"
                      {...form.getInputProps('shippingAddress.state')}
                    />
                    <TextInput
                      label="ZIP"
                      autoComplete="postal-code"
                      inputMode="numeric"
                      {...form.getInputProps('shippingAddress.zip')}
                    />
                  </Group>
                  <TextInput
                    label="Phone (optional)"
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('shippingAddress.phone')}
                  />
                </Stack>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card p="lg">
                <Stack>
                  <Title order={2} fz={22}>
                    YOUR ORDER
                  </Title>
                  {cart.lines.map((line) => (
                    <CartLineRow key={line.product.id} line={line} editable={false} />
                  ))}
                  <OrderSummary totals={totals} />
                  {blocked ? (
                    <Alert color="red" variant="light">
                      Some items cannot be ordered as they are: fix them in your cart first.
                    </Alert>
                  ) : null}
                  <Button type="submit" size="md" loading={place.isPending} disabled={blocked} fullWidth>
                    PLACE ORDER
                  </Button>
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        </form>
      )}
    </Container>
  );
}
