import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatUsd, LOW_STOCK_AT, SALES_TAX_BPS, SHIPPING_FLAT_CENTS } from '@wallcraft/shared';
import { EMPTY_CART_MESSAGE } from '@wallcraft/shared/schemas';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CartIcon, MinusIcon, PlusIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { useCart, type CartLine, type ShopProduct } from '../../lib/cart';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** The order's number as the buyer reads it: the first 8 characters of its id. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The way to the cart, with how many items it holds, and (signed in) to the orders. */
export function CartLinks() {
  const cart = useCart();
  return (
    <Group gap="xs" mb="md">
      {cart.signedIn ? (
        <Button component={Link} to="/shop/orders" variant="outline" color="dark">
          MY ORDERS
        </Button>
      ) : null}
      <Button component={Link} to="/shop/cart" color="dark" leftSection={<CartIcon size={18} />}>
        CART ({cart.count})
      </Button>
    </Group>
  );
}

/** The page title with the cart's links beside it. */
export function ShopHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <PageTitle title={title} subtitle={subtitle} />
      <CartLinks />
    </Group>
  );
}

/** What checkout adds, from the shared constants. */
export const EXTRAS_NOTE = `Tax ${SALES_TAX_BPS / 100}% and flat ${formatUsd(SHIPPING_FLAT_CENTS)} shipping are added at checkout.`;

/** The price, and the usual price struck through when the product is on sale. */
export function PriceTag({ product, size = 'lg' }: { product: ShopProduct; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Text fw={900} size={size}>
        {formatMoney(product.price)}
      </Text>
      {product.compareAtPrice ? (
        <Text c="dimmed" td="line-through" size="sm" aria-label={`was ${formatMoney(product.compareAtPrice)}`}>
          {formatMoney(product.compareAtPrice)}
        </Text>
      ) : null}
    </Group>
  );
}

/** OUT OF STOCK, ONLY N LEFT, or NO LONGER SOLD; nothing while there is plenty. */
export function StockNote({ product }: { product: ShopProduct }) {
  if (!product.active)
    return (
      <Badge color="gray" variant="light">
        NO LONGER SOLD
      </Badge>
    );
  if (product.stock === 0)
    return (
      <Badge color="red" variant="filled">
        OUT OF STOCK
      </Badge>
    );
  if (product.stock <= LOW_STOCK_AT)
    return (
      <Badge color="brand" variant="filled">
        ONLY {product.stock} LEFT
      </Badge>
    );
  return null;
}

/** ADD TO CART for one product: disabled when it cannot be bought; the reason is toasted when adding fails. */
export function AddToCartButton({
  product,
  quantity = 1,
  fullWidth,
}: {
  product: ShopProduct;
  quantity?: number;
  fullWidth?: boolean;
}) {
  const cart = useCart();
  const [adding, setAdding] = useState(false);
  const unavailable = !product.active || product.stock === 0;
  const add = async () => {
    setAdding(true);
    try {
      await cart.add([{ product, quantity }]);
      // The next step, in the toast itself: on a laptop the toast covers the page's own CART link.
      toast({
        title: 'ADDED TO CART',
        message: `${quantity} × ${product.title}`,
        action: { label: 'VIEW CART', to: '/shop/cart' },
      });
    } catch (error) {
      toast({ title: 'ERROR', message: errorText(error), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Button onClick={() => void add()} loading={adding} disabled={unavailable} fullWidth={fullWidth}>
      {unavailable ? (product.active ? 'OUT OF STOCK' : 'NO LONGER SOLD') : 'ADD TO CART'}
    </Button>
  );
}

/** − quantity +: lowering below 1 removes the line (spec 2.17). */
export function QuantityStepper({ line }: { line: CartLine }) {
  const cart = useCart();
  const [pending, setPending] = useState(false);
  const change = async (quantity: number) => {
    setPending(true);
    try {
      await cart.setQuantity(line.product, quantity);
    } catch (error) {
      toast({ title: 'ERROR', message: errorText(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const title = line.product.title;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="outline"
        color="dark"
        size="lg"
        aria-label={line.quantity === 1 ? `Remove ${title}` : `One fewer ${title}`}
        onClick={() => void change(line.quantity - 1)}
        disabled={pending}
      >
        <MinusIcon size={16} />
      </ActionIcon>
      <Text fw={800} w={32} ta="center" aria-label={`Quantity of ${title}`}>
        {line.quantity}
      </Text>
      <ActionIcon
        variant="outline"
        color="dark"
        size="lg"
        aria-label={`One more ${title}`}
        onClick={() => void change(line.quantity + 1)}
        disabled={pending || line.quantity >= line.product.stock}
      >
        <PlusIcon size={16} />
      </ActionIcon>
    </Group>
  );
}

/** A row of the summary: label and amount, the total emphasised. */
function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 900 : 600} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 900 : 700} size={strong ? 'lg' : 'sm'} data-testid={`summary-${label.toLowerCase()}`}>
        {formatUsd(cents)}
      </Text>
    </Group>
  );
}

/** Subtotal, tax (8%), shipping and total: figures from the shared cartTotals (or the server's, on an order). */
export function OrderSummary({
  totals,
}: {
  totals: { subtotalCents: number; taxCents: number; shippingCents: number; totalCents: number };
}) {
  return (
    <Stack gap={6}>
      <Figure label="Subtotal" cents={totals.subtotalCents} />
      <Figure label="Tax" cents={totals.taxCents} />
      <Figure label="Shipping" cents={totals.shippingCents} />
      <Figure label="Total" cents={totals.totalCents} strong />
    </Stack>
  );
}

/** CART EMPTY / 'Add items to cart before checking out' (spec 5), with the way back to the shop. */
export function EmptyCart() {
  return (
    <Stack align="flex-start" py="xl">
      <Title order={2}>CART EMPTY</Title>
      <Text c="dimmed">{EMPTY_CART_MESSAGE}</Text>
      <Button component={Link} to="/shop">
        SHOP SUPPLIES
      </Button>
    </Stack>
  );
}
