import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatMoney } from '@wallcraft/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { milestonesPath } from '../../components/PaymentsButton';
import { StatusBadge } from '../../components/StatusBadge';
import type { RouterOutputs } from '../../lib/trpc';

export type Deal = RouterOutputs['deals']['get'];

/** A step's day as the reader's locale writes it ("Nov 28, 2026"). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

export function DealCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder p="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="md" style={{ letterSpacing: '0.06em' }}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The deal's steps, each with its date once it happened; the first one still to come is highlighted. */
export function DealSteps({ steps }: { steps: Deal['steps'] }) {
  const reached = steps.filter((step) => step.at).length;
  return (
    <DealCard title="STEPS">
      <Timeline active={reached - 1} bulletSize={18} lineWidth={2} color="dark">
        {steps.map((step) => (
          <Timeline.Item key={step.key} title={step.label}>
            <Text size="xs" c="dimmed">
              {step.at ? formatDate(step.at) : 'Not yet'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DealCard>
  );
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={800} c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fw={800}>{formatMoney(value, '—')}</Text>
    </Stack>
  );
}

/** The money of the deal, every figure a sum of the ledger (the server's). */
export function DealMoney({ deal }: { deal: Deal }) {
  return (
    <DealCard
      title="MONEY"
      action={
        <Link to={`/billing?projectId=${deal.project.id}`} style={{ fontWeight: 800, fontSize: 13 }}>
          VIEW BILLING
        </Link>
      }
    >
      <TestModeBanner compact />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure label="AGREED" value={deal.agreedAmount} />
        <Figure label="IN ESCROW" value={deal.money.escrowed} />
        <Figure label="RELEASED" value={deal.money.released} />
        <Figure label="REFUNDED" value={deal.money.refunded} />
        <Figure label="FEE" value={deal.money.fee} />
        <Figure label="ARTIST'S NET" value={deal.money.artistNet} />
      </SimpleGrid>
    </DealCard>
  );
}

/**
 * The deal's milestones with their state. The milestones page is where the owner plans them (PLAN MILESTONES, before
 * funding the rest as one amount) and where both sides see each delivery in full.
 */
export function DealMilestones({ deal }: { deal: Deal }) {
  const { milestones } = deal;
  const planning = deal.viewerRole === 'owner' && deal.project.status !== 'completed';
  return (
    <DealCard
      title="MILESTONES"
      action={
        <Link to={milestonesPath(deal.project.projectType, deal.project.id)} style={{ fontWeight: 800, fontSize: 13 }}>
          {planning ? 'PLAN MILESTONES' : 'VIEW MILESTONES'}
        </Link>
      }
    >
      {milestones.length === 0 ? (
        <Text size="sm" c="dimmed">
          {planning
            ? 'No milestones: the deal is paid as one amount. Split it into milestones to pay as the work is delivered.'
            : 'No milestones: the deal is paid as one amount.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {milestones.map((milestone) => (
            <Group key={milestone.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={700} lineClamp={1}>
                {milestone.title}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{formatMoney(milestone.amount)}</Text>
                <StatusBadge status={milestone.status} size="sm" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </DealCard>
  );
}

/** The final photos and the note the artist sent with COMPLETE, once there are some. */
export function DealCompletion({ completion }: { completion: Deal['completion'] }) {
  if (completion.photos.length === 0 && !completion.note) return null;
  return (
    <DealCard
      title="COMPLETION"
      action={
        completion.confirmedAt ? <Badge color="dark">CONFIRMED {formatDate(completion.confirmedAt)}</Badge> : null
      }
    >
      {completion.note ? (
        <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {completion.note}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {completion.photos.map((photo) => (
          <Image key={photo} src={photo} alt="Completion photo" radius="sm" h={120} fit="cover" />
        ))}
      </SimpleGrid>
    </DealCard>
  );
}

export function DealReviews({ deal }: { deal: Deal }) {
  if (deal.reviews.length === 0) return null;
  const nameOf = (id: string) => (id === deal.owner.id ? deal.owner.displayName : deal.artist.displayName);
  return (
    <DealCard title="REVIEWS">
      <Stack gap="sm">
        {deal.reviews.map((review) => (
          <Stack key={review.id} gap={2}>
            <Text size="sm" fw={800}>
              {nameOf(review.reviewerId)}: {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </Text>
            {review.comment ? <Text size="sm">{review.comment}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </DealCard>
  );
}
