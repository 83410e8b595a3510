import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { formatUsd } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { Photo } from '../../components/Photo/Photo';
import { priceCents, type CartLine } from '../../lib/cart';
import { QuantityStepper, StockNote } from './parts';

/** Why a line cannot be ordered as it stands, or null. */
export function lineProblem(line: CartLine): string | null {
  if (!line.product.active) return 'No longer sold: remove it to check out';
  if (line.product.stock === 0) return 'Out of stock: remove it to check out';
  if (line.quantity > line.product.stock) return `Only ${line.product.stock} left: lower the quantity to check out`;
  return null;
}

export function CartLineRow({ line, editable }: { line: CartLine; editable: boolean }) {
  const image = line.product.images[0];
  const problem = lineProblem(line);
  return (
    <Card p="sm" data-testid="cart-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box w={72} h={72} style={{ flexShrink: 0 }}>
          {image ? <Photo src={image} alt="" sizes="72px" h={72} w={72} /> : null}
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            component={Link}
            to={`/shop/${line.product.slug}`}
            fw={800}
            style={{ color: 'inherit', overflowWrap: 'anywhere' }}
          >
            {line.product.title}
          </Text>
          <Text size="sm" c="dimmed">
            {formatUsd(priceCents(line.product))} each
          </Text>
          <StockNote product={line.product} />
          {problem ? (
            <Text size="sm" c="red" fw={700}>
              {problem}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="wrap" gap="xs">
            {editable ? <QuantityStepper line={line} /> : <Text size="sm">Quantity {line.quantity}</Text>}
            <Text fw={900}>{formatUsd(priceCents(line.product) * line.quantity)}</Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
