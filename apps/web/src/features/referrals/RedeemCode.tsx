import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { REFERRAL_CODE_WINDOW_DAYS } from '@wallcraft/shared';
import { ZUseReferralCodeRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Redeem a friend's code: upper-cased as typed, REDEEM disabled while empty; the server says yes or why not. */
export function RedeemCode() {
  const form = useRequestForm({
    schema: ZUseReferralCodeRequest,
    initialValues: { code: '' },
    toRequest: (values) => values,
  });
  const redeem = trpc.referrals.useCode.useMutation({
    onSuccess: (used) => {
      toast({
        title: 'Code redeemed',
        message: used.bonusPaid
          ? `You joined through ${used.referrerName}'s code, and they have earned their bonus. Thank you!`
          : used.status === 'pending'
            ? `You joined through ${used.referrerName}'s code. They earn their bonus once you have confirmed your email and made your first payment, shop order or verification.`
            : `You joined through ${used.referrerName}'s code.`,
      });
      form.reset();
    },
    meta: { errorToast: { title: 'Code not redeemed', fallback: 'Could not redeem the code. Please try again.' } },
  });
  const input = form.getInputProps('code');

  return (
    <Card p="lg" withBorder component="section" aria-labelledby="redeem-code">
      <Text size="xs" fw={800} c="dimmed" lts="0.08em" id="redeem-code">
        HAVE A FRIEND&apos;S CODE?
      </Text>
      <Text size="sm" mt={4}>
        Enter it within {REFERRAL_CODE_WINDOW_DAYS} days of signing up. Each account can use one code.
      </Text>
      <form onSubmit={form.onSubmit((request) => redeem.mutate(request))}>
        <Group align="flex-start" gap="sm" mt="sm" wrap="wrap">
          <TextInput
            aria-label="Referral code"
            placeholder="FRIEND'S CODE"
            autoComplete="off"
            style={{ flex: '1 1 180px' }}
            styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace', letterSpacing: '0.08em' } }}
            {...input}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <Button type="submit" loading={redeem.isPending} disabled={form.values.code.trim() === ''}>
            REDEEM
          </Button>
        </Group>
      </form>
    </Card>
  );
}
