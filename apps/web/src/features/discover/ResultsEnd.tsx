import { Button, Group, Stack, Text } from '@mantine/core';
import type { DiscoverItem } from './DiscoverCard';

/**
 * Below the last card: how many results there were, why the ones without a distance come last (nearest first), and
 * where to go from here (every result again when the search narrowed them, the top of a long list).
 */
export function ResultsEnd({
  items,
  nearestFirst,
  pages,
  onClear,
}: {
  items: DiscoverItem[];
  nearestFirst: boolean;
  pages: number;
  onClear?: () => void;
}) {
  const unmapped = nearestFirst && items.some((item) => item.distanceMiles === null);
  return (
    <Stack align="center" gap={6} mt="xl" ta="center" data-testid="discover-end">
      <Text fw={900} ff="heading" fz="lg">
        {`THAT'S ALL ${items.length} ${items.length === 1 ? 'RESULT' : 'RESULTS'}`}
      </Text>
      {unmapped ? (
        <Text size="sm" c="dimmed">
          Listings without a map location come last.
        </Text>
      ) : null}
      {onClear || pages > 1 ? (
        <Group justify="center" gap="sm" mt={4}>
          {onClear ? (
            <Button variant="outline" onClick={onClear}>
              SHOW ALL RESULTS
            </Button>
          ) : null}
          {pages > 1 ? (
            <Button variant="subtle" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              BACK TO TOP
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
