import { Badge } from '@mantine/core';
import type { TRACKING_STATUSES } from '@wallcraft/shared';

type TTrackingStatus = (typeof TRACKING_STATUSES)[number];

const LOOK: Record<TTrackingStatus, { color: string; variant: 'filled' | 'light' }> = {
  active: { color: 'artist', variant: 'filled' },
  paused: { color: 'gray', variant: 'light' },
  completed: { color: 'dark', variant: 'filled' },
};

/** A tracking session's status: ACTIVE stands out, PAUSED is muted, COMPLETED is done. */
export function TrackingBadge({ status }: { status: TTrackingStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant={look.variant} size="lg" data-testid="tracking-status">
      {status.toUpperCase()}
    </Badge>
  );
}
