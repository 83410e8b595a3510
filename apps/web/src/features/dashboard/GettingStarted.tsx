import { Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { useErrorToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Dismissed per profile (this browser): each profile type has its own steps. */
const dismissedKey = (accountId: string) => `wallcraft.gettingStarted.dismissed.${accountId}`;

function wasDismissed(accountId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(accountId)) === '1';
  } catch {
    return false;
  }
}

const unchanging = () => () => undefined;

/**
 * A new user's first steps for the active profile (GET /dashboard/getting-started), each a link to the page where
 * it is done and ticked from the data; gone once all are done or the user dismisses it.
 */
export function GettingStarted({ accountId }: { accountId: string }) {
  const query = trpc.dashboard.gettingStarted.useQuery();
  // Not dismissed in the server's render and while the browser hydrates it (the server has no storage), so the
  // two agree; then as this browser remembers.
  const stored = useSyncExternalStore(
    unchanging,
    () => wasDismissed(accountId),
    () => false,
  );
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = stored || dismissedNow;
  useErrorToast(query.error);

  if (dismissed || query.error || query.data?.complete) return null;
  if (!query.data) return <Skeleton h={160} mb="xl" aria-label="Loading your first steps" />;

  const { steps, done } = query.data;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(accountId), '1');
    } catch {
      // Storage refused: hidden for this visit only.
    }
    setDismissed(true);
  };
  return (
    <Card p="lg" mb="xl" withBorder component="section" aria-labelledby="getting-started" data-testid="getting-started">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Stack gap={2}>
          <Text id="getting-started" fw={900} ff="heading" fz="lg">
            GETTING STARTED
          </Text>
          <Text size="sm" c="dimmed">
            {done} of {steps.length} done
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-sm" onClick={dismiss}>
          DISMISS
        </Button>
      </Group>
      <Progress value={(done / steps.length) * 100} mb="md" aria-hidden="true" />
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Group key={step.key} component="li" gap="sm" wrap="nowrap" align="flex-start" data-done={step.done}>
            <Text
              component="span"
              w={24}
              h={24}
              miw={24}
              bd="2px solid var(--wc-ink)"
              bg={step.done ? 'dark.9' : undefined}
              c="white"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center' }}
              aria-hidden="true"
            >
              {step.done ? <CheckIcon size={16} /> : null}
            </Text>
            <Stack gap={0} miw={0}>
              <Anchor
                component={Link}
                to={step.href}
                fw={800}
                td={step.done ? 'line-through' : undefined}
                aria-label={`${step.label}${step.done ? ' (done)' : ''}`}
              >
                {step.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {step.description}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
