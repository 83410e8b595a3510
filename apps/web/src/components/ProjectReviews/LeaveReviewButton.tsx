import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ProjectReviewDialog, type ReviewTarget } from './ProjectReviewDialog';

/** The completed projects still waiting for the viewer's review, each with its REVIEW button. */
function PendingReviews({ onPick }: { onPick: (target: ReviewTarget) => void }) {
  const query = trpc.reviews.pending.useQuery();
  if (query.isPending) return <Loader size="sm" aria-label="Loading projects to review" />;
  if (query.error) return <Text c="red">{errorText(query.error)}</Text>;
  if (!query.data.items.length) return <Text>Nothing left to review: thank you!</Text>;
  return (
    <Stack gap="sm">
      {query.data.items.map(({ project, counterpart }) => (
        <Group key={`${project.id}:${counterpart.id}`} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {project.title}
            </Text>
            <Text size="sm" c="dimmed">
              {counterpart.displayName}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            color="dark"
            onClick={() =>
              onPick({
                projectType: project.projectType,
                projectId: project.id,
                projectTitle: project.title,
                counterpart,
              })
            }
          >
            REVIEW
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * REVIEW on a review_requested (or review_received) notification: notifications carry no project, so the
 * dialog lists the completed projects waiting for the viewer's review and opens the review form for one.
 */
export function LeaveReviewButton({ size = 'compact-sm' }: { size?: string }) {
  const [listing, setListing] = useState(false);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  return (
    <>
      <Button size={size} variant="outline" color="dark" onClick={() => setListing(true)}>
        REVIEW
      </Button>
      <Modal opened={listing} onClose={() => setListing(false)} centered title={<Text fw={900}>LEAVE A REVIEW</Text>}>
        {listing ? (
          <PendingReviews
            onPick={(picked) => {
              setListing(false);
              setTarget(picked);
            }}
          />
        ) : null}
      </Modal>
      <ProjectReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
