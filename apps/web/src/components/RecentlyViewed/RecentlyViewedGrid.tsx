import { Card, SimpleGrid, Skeleton, Text, type MantineColor } from '@mantine/core';
import { RECENTLY_VIEWED_LIMIT } from '@wallcraft/shared';
import { useEffect } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { ItemCard } from './ItemCard';
import type { RecentlyViewedType } from './useRecordView';

/** The type badges (plus WALL for walls); colours: artist cyan, wall magenta, brand yellow, project black. */
export const RECENTLY_VIEWED_BADGES: Record<RecentlyViewedType, { label: string; color: MantineColor }> = {
  artist: { label: 'ARTIST', color: 'artist' },
  brand: { label: 'BRAND', color: 'brand' },
  wall_owner: { label: 'WALL OWNER', color: 'wall' },
  wall: { label: 'WALL', color: 'wall' },
  project: { label: 'BRAND PROJECT', color: 'project' },
  wall_project: { label: 'WALL PROJECT', color: 'project' },
};

/** The signed-in user's recently viewed items, newest first; asked only once the session is known to be one. */
export function useRecentlyViewed(limit = RECENTLY_VIEWED_LIMIT) {
  const { state } = useSession();
  return trpc.recentlyViewed.list.useQuery({ limit }, { enabled: state === 'signed-in' });
}

/** The signed-in user's recently viewed items, newest first (dashboard and insights). */
export function RecentlyViewedGrid({
  limit = RECENTLY_VIEWED_LIMIT,
  emptyText = 'NO RECENTLY VIEWED ITEMS',
}: {
  limit?: number;
  emptyText?: string;
}) {
  const { state } = useSession();
  const query = useRecentlyViewed(limit);

  useEffect(() => {
    if (query.error) toast({ title: 'Error', message: errorText(query.error), variant: 'destructive' });
  }, [query.error]);

  if (query.isPending && state === 'signed-in') {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} aria-label="Loading recently viewed">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={200} />
        ))}
      </SimpleGrid>
    );
  }

  const entries = query.data ?? [];
  if (entries.length === 0) {
    return (
      <Card p="xl" ta="center">
        <Text fw={800} c="dimmed">
          {emptyText}
        </Text>
      </Card>
    );
  }

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="recently-viewed">
      {entries.map((entry) => {
        const badge = RECENTLY_VIEWED_BADGES[entry.itemType];
        return <ItemCard key={entry.id} item={entry.item} badge={badge.label} color={badge.color} />;
      })}
    </SimpleGrid>
  );
}
