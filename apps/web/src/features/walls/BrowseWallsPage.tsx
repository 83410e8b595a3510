import { Box, Button, Card, Center, Container, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';
import { PageTitle } from '../../components/PageTitle';
import { SavedMarksProvider } from '../../components/SaveButton';
import { foundLine } from '../../lib/format';
import { REFRESHING_OPACITY, narrowedPaging } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { WALL_STATUS_OPTIONS, type WallStatus as Status } from './wall-options';
import { WallCard, WallCardSkeletons } from './WallCard';

/**
 * /browse/walls: every listed wall, newest first, searchable and narrowed by availability (GET /walls?status=), a page
 * at a time (where wall forms return to).
 */
export function BrowseWallsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [query] = useDebouncedValue(search.trim(), 300);
  const pages = trpc.walls.list.useInfiniteQuery(
    { search: query || undefined, status: status ?? undefined, limit: BROWSE_PAGE_SIZE },
    narrowedPaging,
  );
  const list = usePagedList(pages);
  const { items: walls, loading, hasMore, total, refreshing } = list;
  const pageIds = useMemo(
    () => pages.data?.pages.map((page) => page.items.map((wall) => wall.id)) ?? [],
    [pages.data?.pages],
  );

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start">
        {/* On a phone the title takes the whole row, so the button sits below it whatever the count's width. */}
        <Box w={{ base: '100%', xs: 'auto' }}>
          <PageTitle title="WALLS" subtitle={total ? foundLine(total, 'WALL') : undefined} subtitlePending={!total} />
        </Box>
        <Button component={Link} to="/walls/create">
          LIST A WALL
        </Button>
      </Group>
      <Group mb="lg" gap="sm" align="flex-end">
        <TextInput
          w={420}
          maw="100%"
          placeholder="Search walls by title, location or description"
          aria-label="Search walls"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          w={200}
          maw="100%"
          aria-label="Availability"
          placeholder="Any availability"
          data={WALL_STATUS_OPTIONS}
          clearable
          value={status}
          onChange={(value) => setStatus(value as Status | null)}
        />
      </Group>
      {loading && walls.length === 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <WallCardSkeletons />
        </SimpleGrid>
      ) : walls.length === 0 ? (
        <Card p="xl" ta="center">
          <Text fw={900} ff="heading" fz="xl">
            NO WALLS FOUND
          </Text>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          aria-label="Walls"
          aria-busy={refreshing}
          style={{ opacity: refreshing ? REFRESHING_OPACITY : 1 }}
        >
          <SavedMarksProvider pages={pageIds}>
            {walls.map((wall) => (
              <WallCard key={wall.id} wall={wall} />
            ))}
          </SavedMarksProvider>
        </SimpleGrid>
      )}
      {hasMore ? (
        <Center mt="xl">
          <Button variant="outline" loading={loading} onClick={list.more}>
            LOAD MORE
          </Button>
        </Center>
      ) : null}
    </Container>
  );
}
