import { AspectRatio, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { SaveButton } from '../../components/SaveButton';
import { StatusBadge } from '../../components/StatusBadge';
import { formatWallSize } from '@wallcraft/shared';
import { useLengthUnit } from '../../lib/units';
import { Photo } from '../../components/Photo/Photo';
import { CARD_GRID_SIZES } from '../../components/Photo/photo-sources';

export type WallItem = RouterOutputs['walls']['list']['items'][number];

/** A wall in a list: first image (or the wall's initial), status, title, location, size, views and owner. */
export function WallCard({ wall }: { wall: WallItem }) {
  const name = wall.title || `Wall ${wall.id.slice(0, 8)}`;
  const size = formatWallSize(wall.width, wall.height, useLengthUnit(), '');
  return (
    <Card padding="md" data-testid="wall-card">
      <Card.Section component={Link} to={`/walls/${wall.id}`} aria-label={name} c="gray.6" td="none">
        <AspectRatio ratio={16 / 10}>
          {wall.images[0] ? (
            <Photo src={wall.images[0]} alt={name} sizes={CARD_GRID_SIZES} />
          ) : (
            <Center bg="gray.1">
              <Text fz={56} fw={900} ff="heading" c="inherit" aria-hidden="true">
                {name.charAt(0).toUpperCase()}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <StatusBadge status={wall.status} />
          <SaveButton itemType="wall" itemId={wall.id} compact />
        </Group>
        <Text
          component={Link}
          to={`/walls/${wall.id}`}
          c="dark"
          td="none"
          fw={900}
          ff="heading"
          fz="lg"
          tt="uppercase"
          lineClamp={1}
        >
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {wall.location || 'Location TBD'}
        </Text>
        <Group gap="md">
          {size ? (
            <Text size="sm" fw={700} data-testid="wall-size">
              {size}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {wall.viewCount} VIEWS
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Listed by {wall.owner?.displayName ?? 'Wall Owner'}
        </Text>
      </Stack>
    </Card>
  );
}

export function WallCardSkeletons({ count = 6 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} h={320} />);
}
