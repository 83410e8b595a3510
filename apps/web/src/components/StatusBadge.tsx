import { Badge, type BadgeProps } from '@mantine/core';
import { statusLabel, statusTone, type TStatusTone } from '@wallcraft/shared';

/** The shared tones in this app's colours: waiting and done are emphasised (filled), stopped is muted. */
const LOOK: Record<TStatusTone, { color: string; variant: BadgeProps['variant'] }> = {
  waiting: { color: 'brand', variant: 'filled' },
  moving: { color: 'artist', variant: 'filled' },
  held: { color: 'wall', variant: 'filled' },
  done: { color: 'dark', variant: 'filled' },
  stopped: { color: 'gray', variant: 'light' },
};

/** A project's, wall's, application's or invitation's status, as one badge everywhere. */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const look = LOOK[statusTone(status)];
  return (
    <Badge
      color={look.color}
      variant={look.variant}
      data-emphasis={look.variant === 'filled' ? 'strong' : 'muted'}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
