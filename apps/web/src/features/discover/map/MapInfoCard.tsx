import { CloseButton, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { MAP_INFO_CARD_WIDTH } from '@wallcraft/shared';
import { useNavigate } from 'react-router-dom';
import type { DiscoverItem } from '../DiscoverCard';
import { ratingText } from '../discover-format';

/** The marker's info card: 180 px wide, image, title, rating for artists or 'N/A', description; a click opens the item. */
export function MapInfoCard({ item, onClose }: { item: DiscoverItem; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Paper
      withBorder
      shadow="md"
      w={MAP_INFO_CARD_WIDTH}
      pos="absolute"
      top={12}
      left={12}
      style={{ zIndex: 1000 }}
      data-testid="map-info-card"
    >
      <CloseButton
        size="sm"
        pos="absolute"
        top={4}
        right={4}
        style={{ zIndex: 1 }}
        aria-label="Close"
        onClick={onClose}
      />
      <UnstyledButton onClick={() => navigate(item.href)} w="100%" aria-label={`Open ${item.title}`}>
        {item.image ? <Image src={item.image} alt="" h={100} fit="cover" /> : null}
        <Stack gap={2} p="xs">
          <Text fw={800} size="sm" tt="uppercase" lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" fw={700}>
            {item.type === 'artist' ? `★ ${ratingText(item.rating)}` : 'N/A'}
          </Text>
          {item.description ? (
            <Text size="xs" c="dimmed" lineClamp={3}>
              {item.description}
            </Text>
          ) : null}
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
