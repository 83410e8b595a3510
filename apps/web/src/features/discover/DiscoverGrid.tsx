import { Button, Card, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@wallcraft/shared';
import { memo, useEffect, useMemo, useRef } from 'react';
import { HydrateApart, releaseWaitingParts } from '../../components/HydrateApart';
import { SavedMarksProvider } from '../../components/SaveButton';
import { errorText } from '../../lib/errors';
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
  const query = trpc.discover.search.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new position or filter keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  // The server drew the grid for the input it knew. Another one (the device's position, which only the browser
  // knows) brings cards with new props: the server's cards that still wait to be seen hydrate first, so that React
  // updates them in place rather than redrawing them (collapsed for a frame in between).
  const inputKey = JSON.stringify(input);
  const drawnFor = useRef(inputKey);
  useEffect(() => {
    if (inputKey !== drawnFor.current) releaseWaitingParts();
  }, [inputKey]);
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
      <SimpleGrid cols={COLUMNS} aria-label="Results" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
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
