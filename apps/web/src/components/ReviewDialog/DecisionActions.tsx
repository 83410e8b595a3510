import { Button, Group, type MantineSize } from '@mantine/core';
import { useDecision, type DecisionTarget } from './useDecision';

/**
 * REVIEW, ACCEPT and DECLINE for a received application or invitation; a wall request (its notification says
 * which wall and project) has no review dialog, only ACCEPT and DECLINE.
 * DECLINE (and ACCEPT of an invitation or wall request) decide straight away; ACCEPT of an application hires, so it
 * opens the review dialog, which asks whether the project stays open. The server marks the notification read with
 * the decision.
 */
export function DecisionActions({
  target,
  onReview,
  size = 'compact-xs',
}: {
  target: DecisionTarget;
  onReview: (target: DecisionTarget) => void;
  size?: MantineSize | `compact-${MantineSize}`;
}) {
  const { decide, pending, pendingStatus } = useDecision();
  return (
    <Group gap="xs">
      {target.kind === 'wallRequest' ? null : (
        <Button size={size} variant="outline" color="dark" onClick={() => onReview(target)}>
          REVIEW
        </Button>
      )}
      <Button
        size={size}
        color="dark"
        disabled={pending}
        loading={pendingStatus === 'accepted'}
        onClick={() => (target.kind === 'application' ? onReview(target) : decide(target, 'accepted'))}
      >
        ACCEPT
      </Button>
      <Button
        size={size}
        variant="subtle"
        color="red"
        disabled={pending}
        loading={pendingStatus === 'rejected'}
        onClick={() => decide(target, 'rejected')}
      >
        DECLINE
      </Button>
    </Group>
  );
}
