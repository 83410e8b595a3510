import { Badge, Box, Container, Grid, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MAX_CART_QUANTITY } from '@wallcraft/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackButton, DetailSkeleton, Gallery, NotFoundState } from '../../components/Detail/detail-parts';
import { useErrorToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AddToCartButton, CartLinks, EXTRAS_NOTE, PriceTag, StockNote } from './parts';

/** /shop/{slug} (or an id): photos, price, stock, tags and ADD TO CART with a quantity. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const query = trpc.shop.getProduct.useQuery({ idOrSlug: slug });
  const product = query.data;
  const [quantity, setQuantity] = useState(1);
  useErrorToast(query.error);
  useDocumentTitle(`${product?.title ?? 'Shop'} | WallCraft`);

  if (query.isPending) return <DetailSkeleton />;
  if (!product) return <NotFoundState title="PRODUCT NOT FOUND" action={{ to: '/shop', label: 'SHOP' }} />;

  const most = Math.max(1, Math.min(product.stock, MAX_CART_QUANTITY));
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start">
        <BackButton to="/shop" label="SHOP" />
        <CartLinks />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Gallery images={product.images} title={product.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 28, sm: 36 }} style={{ overflowWrap: 'anywhere' }}>
              {product.title}
            </Title>
            <PriceTag product={product} size="xl" />
            <Box>
              <StockNote product={product} />
            </Box>
            {product.description ? <Text>{product.description}</Text> : null}
            {product.tags.length ? (
              <Group gap={6}>
                {product.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="dark">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Group align="flex-end" wrap="nowrap">
              <NumberInput
                label="Quantity"
                value={quantity}
                onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
                min={1}
                max={most}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                w={110}
                disabled={!product.active || product.stock === 0}
              />
              <Box style={{ flex: 1 }}>
                <AddToCartButton product={product} quantity={Math.min(Math.max(1, quantity), most)} fullWidth />
              </Box>
            </Group>
            <Text size="sm" c="dimmed">
              {EXTRAS_NOTE}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
