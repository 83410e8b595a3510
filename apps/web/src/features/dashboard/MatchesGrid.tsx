import { Card, SimpleGrid, Skeleton, Stack, Text, type MantineColor } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PostActions } from '../../components/PostActions';
import { ItemCard } from '../../components/RecentlyViewed/ItemCard';

type MatchType = RouterOutputs['dashboard']['matches']['items'][number]['type'];

const BADGES: Record<MatchType, { label: string; color: MantineColor }> = {
  artist: { label: 'ARTIST', color: 'artist' },
  wall: { label: 'WALL', color: 'wall' },
  brand: { label: 'BRAND', color: 'brand' },
};

/**
 * The server-ranked matches (GET /dashboard/matches): at most 8 cards, or NO MATCHES YET. They depend on
 * the active profile, so switching profiles asks again.
 */
export function MatchesGrid({
  activeAccountId,
  userType,
}: {
  activeAccountId: string | null;
  userType: TUserType | null;
}) {
  const utils = trpc.useUtils();
  const query = trpc.dashboard.matches.useQuery();
  const seenAccount = useRef(activeAccountId);

  useEffect(() => {
    if (seenAccount.current === activeAccountId) return;
    seenAccount.current = activeAccountId;
    void utils.dashboard.matches.invalidate();
  }, [activeAccountId, utils]);

  useEffect(() => {
    if (query.error) toast({ title: 'Error', message: errorText(query.error), variant: 'destructive' });
  }, [query.error]);

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} aria-label="Loading matches">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={200} />
        ))}
      </SimpleGrid>
    );
  }

  const items = query.data?.items ?? [];
  if (items.length === 0) {
    return (
      <Card p="xl" ta="center">
        <Stack gap="md" align="center">
          <Text fw={800} c="dimmed">
            NO MATCHES YET
          </Text>
          <PostActions userType={userType} />
        </Stack>
      </Card>
    );
  }

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="matches">
      {items.map((item) => (
        <ItemCard
          key={`${item.type}:${item.id}`}
          item={item}
          badge={BADGES[item.type].label}
          color={BADGES[item.type].color}
        />
      ))}
    </SimpleGrid>
  );
}
