import { ActionIcon, AspectRatio, Badge, Card, Center, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HeartIcon } from '../../components/icons';
import type { RouterOutputs } from '../../lib/trpc';
import { BADGE_OF, savedItemHref } from './saved-tabs';
import { Photo } from '../../components/Photo/Photo';
import { CARD_GRID_SIZES } from '../../components/Photo/photo-sources';
import { Hint } from '../../components/Hint/Hint';

export type SavedEntry = RouterOutputs['saved']['list']['items'][number];

/** One saved item: badge, image or first letter, location, name in capitals, subtitle, and the unsave button. */
export function SavedCard({ entry, onUnsave, busy }: { entry: SavedEntry; onUnsave: () => void; busy: boolean }) {
  const badge = BADGE_OF[entry.itemType];
  const { name, image, location, subtitle } = entry.item;
  return (
    <Card padding="sm" data-testid="saved-card">
      <Card.Section pos="relative">
        <Link
          to={savedItemHref(entry.itemType, entry.itemId)}
          aria-label={name}
          style={{ color: 'var(--mantine-color-gray-6)', textDecoration: 'none' }}
        >
          <AspectRatio ratio={4 / 3}>
            {image ? (
              <Photo src={image} alt={name} sizes={CARD_GRID_SIZES} />
            ) : (
              <Center bg="gray.1">
                <Text fz={56} fw={900} ff="heading" c="inherit" aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </Text>
              </Center>
            )}
          </AspectRatio>
        </Link>
        <Badge color={badge.color} pos="absolute" top={8} left={8}>
          {badge.label}
        </Badge>
      </Card.Section>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="sm">
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" truncate>
            {location || 'Location TBD'}
          </Text>
          <Text
            component={Link}
            to={savedItemHref(entry.itemType, entry.itemId)}
            c="dark"
            td="none"
            fw={900}
            ff="heading"
            tt="uppercase"
            truncate
          >
            {name}
          </Text>
          {subtitle ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Hint label="Remove from saved">
          <ActionIcon variant="filled" color="wall" aria-label={`Unsave ${name}`} loading={busy} onClick={onUnsave}>
            <HeartIcon fill="currentColor" size={18} />
          </ActionIcon>
        </Hint>
      </Group>
    </Card>
  );
}
