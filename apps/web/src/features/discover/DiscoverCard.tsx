import { Badge, Box, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { statusLabel } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { SaveButton } from '../../components/SaveButton';
import {
  TYPE_COLORS,
  budgetText,
  distanceText,
  locationText,
  pastProjectsText,
  ratingText,
  typeLabel,
  viewsText,
} from './discover-format';
import { Photo } from '../../components/Photo/Photo';
import { CARD_GRID_SIZES } from '../../components/Photo/photo-sources';

export type DiscoverItem = RouterOutputs['discover']['search']['items'][number];

const IMAGE_HEIGHT = 180;
/** Every card is this tall (image, four lines, VIEW), whatever its type shows. */
const CARD_HEIGHT = 376;

/**
 * The type's figure under the subtitle: an artist's rating, a wall's availability and views, a brand's past
 * projects, a budget.
 */
function figureText(item: DiscoverItem): string | null {
  if (item.type === 'brand_project' || item.type === 'wall_project') return budgetText(item.budget);
  if (item.type === 'artist') return `★ ${ratingText(item.rating)}`;
  if (item.type === 'wall') {
    const figures = [item.availability && statusLabel(item.availability)];
    if (item.viewCount !== null) figures.push(viewsText(item.viewCount));
    return figures.filter(Boolean).join(' · ') || null;
  }
  if (item.type === 'brand' && item.pastProjects !== null) return pastProjectsText(item.pastProjects);
  return null;
}

/** An empty line keeps its height, so every card (and its skeleton) is as tall as the others. */
const BLANK = '\u00a0';

/**
 * One result: type label, heart, location, the type's figure, subtitle and VIEW. `priority` is for the first
 * card, whose image is usually the largest paint of the page: fetched at once rather than lazily.
 */
export function DiscoverCard({ item, priority = false }: { item: DiscoverItem; priority?: boolean }) {
  return (
    <Card padding="md" h={CARD_HEIGHT} data-testid="discover-card" data-type={item.type}>
      <Card.Section pos="relative">
        {item.image ? (
          <Photo
            src={item.image}
            alt=""
            h={IMAGE_HEIGHT}
            sizes={CARD_GRID_SIZES}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <Box h={IMAGE_HEIGHT} bg="gray.2" aria-hidden />
        )}
        <Badge color={TYPE_COLORS[item.type]} pos="absolute" top={10} left={10}>
          {typeLabel(item.type)}
        </Badge>
        <Box pos="absolute" top={8} right={8}>
          <SaveButton itemType={item.type} itemId={item.id} compact />
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fw={800} tt="uppercase" lineClamp={1} title={item.title}>
          {item.title}
        </Text>
        {/* The distance stays whole on a narrow card: the place name is what gives way. */}
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate miw={0}>
            {locationText(item.location)}
          </Text>
          {item.distanceMiles !== null ? (
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} data-testid="discover-card-distance">
              · {distanceText(item.type, item.distanceMiles)}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={1}>
          {item.subtitle || BLANK}
        </Text>
        <Text size="sm" fw={700} lineClamp={1} data-testid="discover-card-figure">
          {figureText(item) ?? BLANK}
        </Text>
      </Stack>
      <Button component={Link} to={item.href} fullWidth mt="md" aria-label={`VIEW ${item.title}`}>
        VIEW
      </Button>
    </Card>
  );
}

/** A placeholder of a card's exact size, so the grid does not move when the results replace it. */
export function DiscoverCardSkeleton() {
  return <Skeleton h={CARD_HEIGHT} radius="md" />;
}
