import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

/**
 * How far the artist is from the site, in plain words: "about 12 min away (4.8 mi)", "arriving". The server
 * computes both numbers (docs/product.md, Live tracking); they are null while the owner may not see the position.
 */
export function siteDistanceText(distanceMiles: number | null, etaMinutes: number | null): string {
  if (distanceMiles === null || etaMinutes === null) return 'Distance shows once the artist is on the way';
  if (etaMinutes === 0) return 'Arriving';
  const time = etaMinutes < 60 ? `${etaMinutes} min` : `${Math.floor(etaMinutes / 60)} h ${etaMinutes % 60} min`;
  return `About ${time} away (${distanceMiles.toFixed(1)} mi)`;
}

export function SiteDistance({
  distanceMiles,
  etaMinutes,
}: {
  distanceMiles: number | null;
  etaMinutes: number | null;
}) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="site-distance">
      <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fw={800} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {siteDistanceText(distanceMiles, etaMinutes)}
      </Text>
    </Group>
  );
}
