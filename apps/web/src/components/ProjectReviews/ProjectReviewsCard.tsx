import { Alert, Button, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorCode } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { DisputeDialog } from './DisputeDialog';
import { ProjectReviewDialog, type ReviewTarget } from './ProjectReviewDialog';

type Pair = RouterOutputs['reviews']['forProject']['pairs'][number];

export const WAITING_LINE = "Waiting for the other party's review; reviews are shown once both are in or after 14 days";

function Stars({ value }: { value: number }) {
  return <Rating value={value} readOnly size="sm" aria-label={`${value} of 5 stars`} />;
}

function PairLine({ pair, onReview }: { pair: Pair; onReview: () => void }) {
  const name = pair.counterpart.displayName;
  return (
    <Stack gap={4}>
      <Text fw={700}>{name}</Text>
      {pair.mine ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">Your review:</Text>
          <Stars value={pair.mine.rating} />
        </Group>
      ) : (
        <Button size="compact-sm" color="dark" onClick={onReview} w="fit-content">
          REVIEW {name.toUpperCase()}
        </Button>
      )}
      {pair.theirs ? (
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Their review:</Text>
            <Stars value={pair.theirs.rating} />
          </Group>
          {pair.theirs.comment ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {pair.theirs.comment}
            </Text>
          ) : null}
        </Stack>
      ) : pair.mine && !pair.published ? (
        <Text size="sm" c="dimmed">
          {WAITING_LINE}
        </Text>
      ) : pair.theyReviewed ? (
        <Text size="sm" c="dimmed">
          {name} has reviewed you: leave your review to see theirs (shown once both are in or after 14 days).
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Reviews and payout of a completed project, for its owner and its artists (anyone else sees nothing): the
 * review buttons, the double-blind status, and the owner's DISPUTE while money is in escrow.
 */
export function ProjectReviewsCard({
  projectType,
  projectId,
  projectTitle,
}: {
  projectType: 'brand_project' | 'wall_project';
  projectId: string;
  projectTitle: string;
}) {
  const query = trpc.reviews.forProject.useQuery({ projectType, projectId });
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [disputing, setDisputing] = useState(false);
  const data = query.data;
  // Not a party (403) or not signed in: the card is not for this viewer.
  if (query.error && ['FORBIDDEN', 'UNAUTHORIZED', 'NOT_FOUND'].includes(errorCode(query.error) ?? '')) return null;
  if (!data) return null;

  return (
    <Card p="lg">
      <Title order={3} fz="lg" mb="sm">
        REVIEWS
      </Title>
      <Stack gap="md">
        {data.pairs.length === 0 ? <Text size="sm">No artist was accepted on this project.</Text> : null}
        {data.pairs.map((pair) => (
          <PairLine
            key={pair.counterpart.id}
            pair={pair}
            onReview={() => setTarget({ projectType, projectId, projectTitle, counterpart: pair.counterpart })}
          />
        ))}
        {data.revealsAt && data.pairs.some((pair) => !pair.published) ? (
          <Text size="xs" c="dimmed">
            Hidden reviews are shown by {dayjs(data.revealsAt).format('MMM D, YYYY')} at the latest.
          </Text>
        ) : null}
        {data.dispute ? (
          <Alert color={data.dispute.status === 'open' ? 'red' : 'gray'} title="PAYOUT DISPUTED">
            {data.dispute.status === 'open'
              ? `The payment stays in escrow until an operator decides. Reason: ${data.dispute.reason}`
              : `Resolved: the escrow was ${data.dispute.outcome === 'release' ? 'released to the artist' : 'refunded to the owner'}.`}
          </Alert>
        ) : null}
        {data.canDispute ? (
          <Stack gap={4}>
            <Text size="sm">
              {formatMoney(data.inEscrow)} in escrow is released when both reviews are in, or 14 days after completion.
            </Text>
            <Button variant="outline" color="red" onClick={() => setDisputing(true)} w="fit-content">
              DISPUTE
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <ProjectReviewDialog target={target} onClose={() => setTarget(null)} />
      <DisputeDialog
        opened={disputing}
        onClose={() => setDisputing(false)}
        projectType={projectType}
        projectId={projectId}
        inEscrow={data.inEscrow}
      />
    </Card>
  );
}
