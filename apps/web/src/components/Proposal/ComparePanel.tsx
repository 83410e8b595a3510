import { Alert, Avatar, Badge, Box, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ReviewDialog } from '../ReviewDialog/ReviewDialog';
import type { DecisionTarget } from '../ReviewDialog/useDecision';
import { StatusBadge } from '../StatusBadge';
import { ConceptImages, MockupOrNote, durationLabel } from './ProposalView';
import { errorText } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';

type Comparison = RouterOutputs['proposals']['compare'];
type Compared = Comparison['proposals'][number];

const ratingText = (rating: number | null) => (rating === null ? 'No rating yet' : `★ ${rating.toFixed(1)}`);
const distanceText = (miles: number | null) => (miles === null ? 'Distance unknown' : `${miles} mi away`);

function Verified({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="dark" size="sm" miw="max-content">
      VERIFIED
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      Not verified
    </Text>
  );
}

function ArtistCell({ item }: { item: Compared }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={item.artist.profileImageUrl} alt={item.artist.displayName} radius="xl" size="sm" color="dark" />
      <Text fw={800} size="sm">
        {item.artist.displayName}
      </Text>
    </Group>
  );
}

/** REVIEW opens the review dialog (proposal, ACCEPT / DECLINE) for applications; invitations are already accepted. */
function ReviewButton({ item, onReview }: { item: Compared; onReview: (target: DecisionTarget) => void }) {
  return (
    <Button size="xs" color="dark" variant="outline" onClick={() => onReview({ kind: item.kind, id: item.id })}>
      REVIEW
    </Button>
  );
}

function CompareTable({ data, onReview }: { data: Comparison; onReview: (target: DecisionTarget) => void }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" data-testid="compare-table">
        <Table.Thead>
          <Table.Tr>
            {['ARTIST', 'QUOTE', 'DURATION', 'RATING', 'DISTANCE', 'VERIFIED', 'CONCEPTS', 'MOCK-UP', 'STATUS', ''].map(
              (head) => (
                <Table.Th key={head}>{head}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.proposals.map((item) => (
            <Table.Tr key={item.id} data-testid="compared-proposal">
              <Table.Td>
                <ArtistCell item={item} />
              </Table.Td>
              <Table.Td fw={800}>{formatMoney(item.quote)}</Table.Td>
              <Table.Td>{durationLabel(item.durationDays)}</Table.Td>
              <Table.Td>{ratingText(item.rating)}</Table.Td>
              <Table.Td>{distanceText(item.distanceMiles)}</Table.Td>
              <Table.Td>
                <Verified verified={item.verified} />
              </Table.Td>
              <Table.Td w={160}>
                <ConceptImages urls={item.conceptImages} cols={3} />
              </Table.Td>
              <Table.Td w={180}>
                <MockupOrNote mockup={item.mockup} wallPhotoUrl={data.wallPhotoUrl} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} miw="max-content" />
              </Table.Td>
              <Table.Td>
                <ReviewButton item={item} onReview={onReview} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CompareCards({ data, onReview }: { data: Comparison; onReview: (target: DecisionTarget) => void }) {
  return (
    <Stack gap="sm">
      {data.proposals.map((item) => (
        <Card key={item.id} withBorder p="sm" data-testid="compared-proposal">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <ArtistCell item={item} />
              <StatusBadge status={item.status} />
            </Group>
            <Group gap="md">
              <Text fw={900}>{formatMoney(item.quote)}</Text>
              <Text size="sm">{durationLabel(item.durationDays)}</Text>
              <Text size="sm">{ratingText(item.rating)}</Text>
              <Text size="sm">{distanceText(item.distanceMiles)}</Text>
              <Verified verified={item.verified} />
            </Group>
            <ConceptImages urls={item.conceptImages} />
            <MockupOrNote mockup={item.mockup} wallPhotoUrl={data.wallPhotoUrl} />
            <Group justify="flex-end">
              <ReviewButton item={item} onReview={onReview} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * COMPARE PROPOSALS, for the project's owner: the proposals of its pending and accepted applications side by side
 * (a table on a wide screen, stacked cards on a phone); REVIEW opens the review dialog to accept one.
 */
export function ComparePanel({
  projectType,
  projectId,
}: {
  projectType: 'brand_project' | 'wall_project';
  projectId: string;
}) {
  const query = trpc.proposals.compare.useQuery({ projectType, projectId });
  const wide = useMediaQuery('(min-width: 62em)');
  const [target, setTarget] = useState<DecisionTarget | null>(null);

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-busy="true" />;
  else if (query.error) body = <Alert color="red">{errorText(query.error)}</Alert>;
  else if (query.data.proposals.length === 0)
    body = (
      <Box>
        <Text fw={900}>NO PROPOSALS YET</Text>
        <Text size="sm" c="dimmed">
          When artists apply with a quote, a duration or a mock-up, their proposals show here side by side.
        </Text>
      </Box>
    );
  else if (wide) body = <CompareTable data={query.data} onReview={setTarget} />;
  else body = <CompareCards data={query.data} onReview={setTarget} />;

  return (
    <Card p="lg" mt="xl" data-testid="compare-proposals">
      <Title order={3} fz="lg" mb="sm">
        COMPARE PROPOSALS
      </Title>
      {body}
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
