import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * Where an artist's released payments go. With Stripe: the connected payout account's state and Stripe's onboarding
 * link; with the embedded provider nothing to set up (test mode: released money is credited inside WallCraft).
 */
export function PayoutsSection() {
  const status = trpc.payments.payoutStatus.useQuery(undefined);
  const onboarding = trpc.payments.payoutLink.useMutation({
    onSuccess: ({ url }) => {
      toast({ title: 'OPENING STRIPE', message: 'Finish the steps there; you come back here when they are done.' });
      window.location.assign(url);
    },
  });

  return (
    <Card p="lg" mt="xl" component="section" aria-label="Payouts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="xl">
            PAYOUTS
          </Title>
          {status.data ? (
            <Badge color={status.data.connected ? 'green' : 'orange'} variant="light" data-testid="payout-state">
              {status.data.provider === 'embedded' ? 'TEST MODE' : status.data.connected ? 'CONNECTED' : 'NOT SET UP'}
            </Badge>
          ) : null}
        </Group>
        {!status.data ? (
          <Skeleton h={60} />
        ) : status.data.provider === 'embedded' ? (
          <Text size="sm">
            Nothing to set up: in test mode, released payments are credited to your WallCraft balance (the releases
            above) and no bank account or card is asked for.
          </Text>
        ) : status.data.connected ? (
          <>
            <Text size="sm">
              Released payments are transferred to your connected Stripe account, less the platform fee.
            </Text>
            <Group>
              <Button variant="outline" loading={onboarding.isPending} onClick={() => onboarding.mutate()}>
                UPDATE PAYOUT DETAILS
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="orange" variant="light" title="SET UP PAYOUTS TO GET PAID">
              Until you connect a payout account with Stripe, released payments wait in escrow for you.
            </Alert>
            <Group>
              <Button loading={onboarding.isPending} onClick={() => onboarding.mutate()}>
                SET UP PAYOUTS WITH STRIPE
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
