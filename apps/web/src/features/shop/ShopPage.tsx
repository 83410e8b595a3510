import {
  AspectRatio,
  Box,
  Button,
  Card,
  Chip,
  Container,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAddressQuery, useAddressSearch, withParam } from '../../lib/address';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { SearchIcon } from '../../components/icons';
import { Photo } from '../../components/Photo/Photo';
import type { ShopProduct } from '../../lib/cart';
import { REFRESHING_OPACITY, narrowedPaging } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { AddToCartButton, PriceTag, ShopHeader, StockNote } from './parts';
import { LoadMore } from '../../components/BrowseList/LoadMore';

const PAGE_SIZE = 24;

function ProductCard({ product }: { product: ShopProduct }) {
  const image = product.images[0];
  return (
    <Card p={0} data-testid="product-card">
      <Box component={Link} to={`/shop/${product.slug}`} style={{ color: 'inherit', textDecoration: 'none' }}>
        <AspectRatio ratio={4 / 3}>
          {image ? (
            <Photo src={image} alt={product.title} sizes="(max-width: 48em) 100vw, 25vw" />
          ) : (
            <Box bg="gray.2" />
          )}
        </AspectRatio>
      </Box>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text
          component={Link}
          to={`/shop/${product.slug}`}
          fw={800}
          lineClamp={2}
          style={{ color: 'inherit', overflowWrap: 'anywhere' }}
        >
          {product.title}
        </Text>
        <PriceTag product={product} size="md" />
        <Box mih={22}>
          <StockNote product={product} />
        </Box>
        <Box mt="auto">
          <AddToCartButton product={product} fullWidth />
        </Box>
      </Stack>
    </Card>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-label="Loading products">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h={340} />
      ))}
    </SimpleGrid>
  );
}

/** /shop: the supplies grid, searched and filtered by one tag; both live in the address (?search=, ?tag=). */
export function ShopPage() {
  const [params, changeParams] = useAddressQuery();
  const tag = params.get('tag') ?? '';
  const { typed, setTyped, search } = useAddressSearch('search', 300);

  const tags = trpc.shop.tags.useQuery();
  // The chosen tag in view, ALL included: on a phone the row may be scrolled to a tag a link has since cleared.
  const chipRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = chipRow.current;
    const chosen = row?.querySelector('input:checked')?.closest('.mantine-Chip-root');
    if (!row || !chosen) return;
    const [rowBox, chipBox] = [row.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (chipBox.left < rowBox.left) row.scrollLeft -= rowBox.left - chipBox.left;
    else if (chipBox.right > rowBox.right) row.scrollLeft += chipBox.right - rowBox.right;
  }, [tag, tags.data]);
  const query = trpc.shop.listProducts.useInfiniteQuery(
    { limit: PAGE_SIZE, ...(search ? { search } : {}), ...(tag ? { tag } : {}) },
    narrowedPaging,
  );
  const list = usePagedList(query);
  const chooseTag = (value: string) => changeParams((latest) => withParam(latest, 'tag', value), {});

  return (
    <Container size="xl" py="xl">
      <ShopHeader title="SHOP" subtitle="Spray paint, caps, primer and the gear to put up a mural." />
      <Stack gap="md" mb="lg">
        <TextInput
          aria-label="Search supplies"
          placeholder="Search supplies..."
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          maw={480}
        />
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} viewportRef={chipRow}>
          <Chip.Group multiple={false} value={tag} onChange={chooseTag}>
            <Group gap={6} wrap="nowrap" pb={4}>
              <Chip value="" variant="outline" color="dark">
                ALL
              </Chip>
              {(tags.data?.items ?? []).map((item) => (
                <Chip key={item.tag} value={item.tag} variant="outline" color="dark">
                  {item.tag.toUpperCase()}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      </Stack>

      {list.firstLoad ? (
        <GridSkeleton />
      ) : list.items.length === 0 ? (
        <Stack align="flex-start" py="xl">
          <Text fw={800}>NO PRODUCTS FOUND</Text>
          <Text c="dimmed">Try another search or tag.</Text>
          <Button variant="outline" color="dark" onClick={() => changeParams(() => new URLSearchParams())}>
            SHOW EVERYTHING
          </Button>
        </Stack>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          aria-label="Products"
          aria-busy={list.refreshing}
          style={{ opacity: list.refreshing ? REFRESHING_OPACITY : 1 }}
        >
          {list.items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore list={list} mt="xl" />
    </Container>
  );
}
