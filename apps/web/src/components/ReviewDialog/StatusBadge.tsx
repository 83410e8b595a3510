import { Badge, type BadgeProps } from '@mantine/core';

type DecisionStatus = 'pending' | 'accepted' | 'rejected';

/** Pending and accepted are emphasised (filled), anything else is muted. */
const LOOK: Record<DecisionStatus, { color: string; variant: BadgeProps['variant'] }> = {
  pending: { color: 'brand', variant: 'filled' },
  accepted: { color: 'dark', variant: 'filled' },
  rejected: { color: 'gray', variant: 'light' },
};

export function StatusBadge({ status, ...props }: { status: DecisionStatus } & BadgeProps) {
  const look = LOOK[status] ?? LOOK.rejected;
  return (
    <Badge color={look.color} variant={look.variant} data-emphasis={look.variant === 'filled' ? 'strong' : 'muted'} {...props}>
      {status.toUpperCase()}
    </Badge>
  );
}
