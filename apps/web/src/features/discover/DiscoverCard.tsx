import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { SaveButton } from '../../components/SaveButton';
import { TYPE_COLORS, locationText, pastProjectsText, ratingText, typeLabel, viewsText } from './discover-format';
import { Photo } from '../../components/Photo/Photo';
import { CARD_GRID_SIZES } from '../../components/Photo/photo-sources';

export type DiscoverItem = RouterOutputs['discover']['search']['items'][number];

/** One result: type label, heart, location, the type's figure, subtitle and VIEW. */
export function DiscoverCard({ item }: { item: DiscoverItem }) {
  return (
    <Card padding="md" data-testid="discover-card" data-type={item.type}>
      <Card.Section pos="relative">
        {item.image ? (
          <Photo src={item.image} alt="" h={180} sizes={CARD_GRID_SIZES} />
        ) : (
          <Box h={180} bg="gray.2" aria-hidden />
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
        <Text size="sm" c="dimmed" lineClamp={1}>
          {locationText(item.location)}
          {item.distanceMiles !== null ? ` · ${item.distanceMiles.toFixed(1)} MI` : ''}
        </Text>
        {item.subtitle ? (
          <Text size="sm" lineClamp={1}>
            {item.subtitle}
          </Text>
        ) : null}
        <Group gap="xs">
          {item.type === 'artist' ? (
            <Text size="sm" fw={700}>
              ★ {ratingText(item.rating)}
            </Text>
          ) : null}
          {item.type === 'wall' && item.viewCount !== null ? (
            <Text size="sm" fw={700}>
              {viewsText(item.viewCount)}
            </Text>
          ) : null}
          {item.type === 'brand' && item.pastProjects !== null ? (
            <Text size="sm" fw={700}>
              {pastProjectsText(item.pastProjects)}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Button component={Link} to={item.href} fullWidth mt="md" aria-label={`VIEW ${item.title}`}>
        VIEW
      </Button>
    </Card>
  );
}
