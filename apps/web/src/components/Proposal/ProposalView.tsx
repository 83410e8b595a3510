import { Anchor, Box, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { MockupView } from './Mockup';

export type Proposal = NonNullable<RouterOutputs['applications']['get']['proposal']>;
type Mockup = Proposal['mockup'];

export const durationLabel = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" fw={900} c="dimmed" style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}

/** Concept images as thumbnails, each opening the full image. */
export function ConceptImages({
  urls,
  cols = { base: 3, sm: 5 },
}: {
  urls: string[];
  cols?: number | Record<string, number>;
}) {
  if (urls.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No concept images.
      </Text>
    );
  return (
    <SimpleGrid cols={cols} spacing="xs">
      {urls.map((url, index) => (
        <Anchor key={url} href={url} target="_blank" rel="noreferrer" aria-label={`Concept image ${index + 1}`}>
          <Image src={url} alt={`Concept image ${index + 1}`} h={72} fit="cover" radius={0} />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/** The mock-up read-only, or a line saying why there is none. */
export function MockupOrNote({ mockup, wallPhotoUrl }: { mockup: Mockup; wallPhotoUrl: string | null }) {
  if (!mockup)
    return (
      <Text size="sm" c="dimmed">
        No mock-up.
      </Text>
    );
  if (!wallPhotoUrl)
    return (
      <Text size="sm" c="dimmed">
        The wall photo is no longer available.
      </Text>
    );
  return <MockupView wallPhotoUrl={wallPhotoUrl} imageUrl={mockup.imageUrl} corners={mockup.corners} />;
}

/**
 * An artist's proposal: quote, duration, concept images and the mock-up drawn on the wall photo. Without
 * `figures`, only the images (where the quote and duration are shown already).
 */
export function ProposalView({
  proposal,
  agreedAmount,
  figures = true,
}: {
  proposal: Proposal;
  agreedAmount?: string | null;
  figures?: boolean;
}) {
  return (
    <Stack gap="sm" data-testid="proposal">
      <Group gap="xl" display={figures ? undefined : 'none'}>
        <Box>
          <Label>QUOTE</Label>
          <Text fw={800}>{formatMoney(proposal.quote)}</Text>
        </Box>
        <Box>
          <Label>DURATION</Label>
          <Text fw={800}>{durationLabel(proposal.durationDays)}</Text>
        </Box>
        {agreedAmount ? (
          <Box>
            <Label>AGREED</Label>
            <Text fw={800}>{formatMoney(agreedAmount)}</Text>
          </Box>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Label>CONCEPT IMAGES</Label>
        <ConceptImages urls={proposal.conceptImages} />
      </Stack>
      <Stack gap={4}>
        <Label>MOCK-UP</Label>
        <MockupOrNote mockup={proposal.mockup} wallPhotoUrl={proposal.wallPhotoUrl} />
      </Stack>
    </Stack>
  );
}
