import { Badge, Box, Card, Stack, Text, type MantineColor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { Photo } from '../Photo/Photo';
import { CARD_GRID_SIZES } from '../Photo/photo-sources';

export type ItemCardData = RouterOutputs['recentlyViewed']['list'][number]['item'];

/**
 * A small linked card for an artist, brand, wall owner, wall or project: image, type badge, name, location
 * (fallback 'Location TBD') and subtitle. Used by Recently Viewed and the dashboard's matches.
 */
export function ItemCard({ item, badge, color }: { item: ItemCardData; badge: string; color: MantineColor }) {
  return (
    <Card component={Link} to={item.href} p={0} data-testid="item-card" aria-label={`${badge}: ${item.name}`}>
      <Box pos="relative" h={140} bg="gray.2">
        {item.image ? <Photo src={item.image} alt="" h={140} sizes={CARD_GRID_SIZES} /> : null}
        <Badge color={color} variant="filled" pos="absolute" top={8} left={8}>
          {badge}
        </Badge>
      </Box>
      <Stack gap={2} p="sm">
        <Text fw={800} lineClamp={1}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.location || 'Location TBD'}
        </Text>
        {item.subtitle ? (
          <Text size="xs" fw={600} lineClamp={1}>
            {item.subtitle}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
