import { Avatar, Group, Rating, Stack, Text } from '@mantine/core';
import { initials } from '../../lib/format';

import { Section } from './ProfileParts';
import type { PublicProfile } from './ProfilePage';

const PROJECT_TYPE_LABELS = { brand_project: 'Brand project', wall_project: 'Wall project' } as const;

/** Each review with a 5-star rating, its project type and comment. */
export function ProfileReviews({ reviews }: { reviews: PublicProfile['receivedReviews'] }) {
  return (
    <Section title="Reviews">
      {reviews.length === 0 ? (
        <Text c="dimmed">No reviews yet. Be the first to review!</Text>
      ) : (
        <Stack gap="md">
          {reviews.map((review) => (
            <Stack
              key={review.id}
              gap={4}
              data-testid="review"
              pb="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between">
                <Rating
                  value={review.rating}
                  count={5}
                  readOnly
                  aria-label={`${review.rating} out of 5 stars`}
                  color="dark"
                />
                <Text size="xs" c="dimmed" fw={700}>
                  {review.projectType ? PROJECT_TYPE_LABELS[review.projectType] : 'Project'}
                </Text>
              </Group>
              {review.comment ? <Text>{review.comment}</Text> : null}
              <Group gap="xs" wrap="nowrap">
                <Avatar src={review.reviewer.avatarUrl} alt="" size={24} radius="xs" color="dark">
                  {initials(review.reviewer.firstName, review.reviewer.lastName)}
                </Avatar>
                <Text size="xs" c="dimmed" truncate>
                  {review.reviewer.displayName}
                </Text>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
