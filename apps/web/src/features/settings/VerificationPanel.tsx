import { Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatUsd, VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const IN_PROGRESS = new Set(['pending', 'processing']);
/** While a check runs, or its fee awaits the payment provider, the server moves it on by itself: look again now and then, not on every render. */
const REFRESHING = new Set([...IN_PROGRESS, 'awaiting_payment']);
const IN_PROGRESS_REFRESH_MS = 30_000;

function VerifiedBadge() {
  return (
    <Badge color="green" variant="filled" size="lg">
      ✓ VERIFIED
    </Badge>
  );
}

/** Settings, Background Verification: the fee, then verified / in progress / awaiting payment / start (again after a failed payment). */
export function VerificationPanel() {
  const utils = trpc.useUtils();
  const status = trpc.verification.status.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data && REFRESHING.has(query.state.data.status) ? IN_PROGRESS_REFRESH_MS : false,
  });
  const initiate = trpc.verification.initiate.useMutation({
    onSuccess: ({ checkoutUrl, ...current }) => {
      // A provider with its own checkout page (Stripe): the fee is paid there, and the check starts once it is.
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      utils.verification.status.setData(undefined, current);
      toast({ title: 'VERIFICATION INITIATED', message: 'You will be notified when your verification is complete.' });
    },
    // Its title says whether the fee or the check failed, which a fixed title cannot.
    meta: { errorToast: false },
    onError: (error) => {
      toast({
        title: error.data?.code === 'PAYMENT_REQUIRED' ? 'PAYMENT FAILED' : 'ERROR',
        message: serverMessage(error, 'Failed to initiate verification.'),
        variant: 'destructive',
      });
      // A failed write refreshes nothing by itself, and the status may have moved meanwhile: read it again.
      void utils.verification.status.invalidate();
    },
  });

  const fee = status.data ? formatMoney(status.data.fee) : formatUsd(VERIFICATION_FEE_CENTS);
  const current = status.data?.status;

  return (
    <Card p="lg" component="section" aria-label="Background Verification" id="verification">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="xl">
            Background Verification
          </Title>
          <Text fw={900} size="xl">
            {fee}
          </Text>
        </Group>
        <Text size="sm">A one-time fee of {fee} covers:</Text>
        <List size="sm" spacing={2}>
          <List.Item>Criminal background check</List.Item>
          <List.Item>Identity verification</List.Item>
          <List.Item>Verified badge on your profile</List.Item>
        </List>
        {status.isPending ? (
          <Skeleton h={36} w={240} />
        ) : current === 'verified' ? (
          <Card withBorder shadow="none" bg="green.0" p="md">
            <Group gap="sm">
              <VerifiedBadge />
              <Text fw={700}>Your background verification is complete. Your profile shows the Verified badge.</Text>
            </Group>
          </Card>
        ) : current && IN_PROGRESS.has(current) ? (
          <Card withBorder shadow="none" p="md">
            <Text fw={900}>VERIFICATION IN PROGRESS</Text>
            <Text size="sm" c="dimmed">
              We will notify you when it completes.
            </Text>
          </Card>
        ) : current === 'awaiting_payment' ? (
          <Card withBorder shadow="none" p="md">
            <Text fw={900}>AWAITING PAYMENT</Text>
            <Text size="sm" c="dimmed">
              Your verification starts once the {fee} fee is paid on the checkout page. If you left that page without
              paying, you can start again when it expires (within an hour).
            </Text>
          </Card>
        ) : (
          <Stack gap="sm">
            {current === 'payment_failed' ? (
              <Card withBorder shadow="none" bg="red.0" p="md">
                <Text fw={900}>PAYMENT FAILED</Text>
                <Text size="sm">
                  The {fee} fee was not paid, so your verification did not start and nothing was charged. You can try
                  again.
                </Text>
              </Card>
            ) : null}
            <Group>
              <Button onClick={() => initiate.mutate()} loading={initiate.isPending} disabled={status.isError}>
                START VERIFICATION ({fee})
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
