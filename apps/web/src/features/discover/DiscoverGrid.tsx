import { Button, Card, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@wallcraft/shared';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { HydrateApart, releaseWaitingParts } from '../../components/HydrateApart';
import { SavedMarksProvider } from '../../components/SaveButton';
import { errorText } from '../../lib/errors';
import { REFRESHING_OPACITY, narrowedPaging } from '../../lib/paging';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DiscoverCard, DiscoverCardSkeleton, type DiscoverItem } from './DiscoverCard';
import { ResultsEnd } from './ResultsEnd';
import type { DiscoverInput } from './search-input';

const COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 };

/**
 * A card of the grid, hydrated when it nears the screen. Memo'd on its item (the query keeps an unchanged item's
 * object), so the grid's own updates (a refetch settling) do not reach a card still waiting to be seen.
 */
const ResultCard = memo(function ResultCard({ item, priority }: { item: DiscoverItem; priority: boolean }) {
  return (
    <HydrateApart seenAs={`card:${item.type}:${item.id}`}>
      <DiscoverCard item={item} priority={priority} />
    </HydrateApart>
  );
});

/**
 * The grid view: pages of results, the next one loaded when the end of the grid scrolls into view. `onClear`, when
 * the search, a tab or a filter narrows the results, is offered as the way out of an empty grid.
 */
export function DiscoverGrid({ input, onClear }: { input: DiscoverInput; onClear?: () => void }) {
  // A new position or filter keeps the old cards on screen until the new ones arrive.
  const query = trpc.discover.search.useInfiniteQuery(input, narrowedPaging);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  // The input whose results are on screen. Another input's results are a new list, drawn in place of the old one
  // in one commit, not the old cards moved about: sorted by distance once the device gives its position, a card kept
  // and moved up would jump into view. The server's cards still waiting to be seen are released first, or the new
  // cards of the same items would wait on them.
  const inputKey = JSON.stringify(input);
  const [shownFor, setShownFor] = useState(inputKey);
  if (query.data && !query.isPlaceholderData && shownFor !== inputKey) {
    releaseWaitingParts();
    setShownFor(inputKey);
  }
  const sentinel = useRef<HTMLDivElement>(null);
  const pageIds = useMemo(
    () => query.data?.pages.map((page) => page.items.map((item) => item.id)) ?? [],
    [query.data?.pages],
  );

  useEffect(() => {
    if (query.error) toast({ title: 'Error', message: errorText(query.error), variant: 'destructive' });
  }, [query.error]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  if (query.isPending) {
    return (
      <SimpleGrid cols={COLUMNS} aria-label="Loading results">
        {Array.from({ length: 8 }, (_, i) => (
          <DiscoverCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (!items.length) {
    return (
      <Card p="xl" ta="center">
        <Text fw={900} ff="heading" fz="xl">
          NO RESULTS
        </Text>
        <Text c="dimmed">Try adjusting your filters</Text>
        {onClear ? (
          <Center mt="md">
            <Button variant="outline" onClick={onClear}>
              SHOW ALL RESULTS
            </Button>
          </Center>
        ) : null}
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid
        key={shownFor}
        cols={COLUMNS}
        aria-label="Results"
        style={{ opacity: query.isPlaceholderData ? REFRESHING_OPACITY : 1 }}
      >
        <SavedMarksProvider pages={pageIds}>
          {items.map((item, i) => (
            <ResultCard key={`${item.type}:${item.id}`} item={item} priority={i === 0} />
          ))}
        </SavedMarksProvider>
      </SimpleGrid>
      <div ref={sentinel} />
      {isFetchingNextPage ? (
        <Center mt="lg">
          <Loader aria-label="Loading more" />
        </Center>
      ) : null}
      {!hasNextPage && !query.isPlaceholderData ? (
        <ResultsEnd items={items} nearestFirst={input.lat !== undefined} pages={pageIds.length} onClear={onClear} />
      ) : null}
    </>
  );
}

export const GRID_PAGE_SIZE = DEFAULT_PAGE_SIZE;
