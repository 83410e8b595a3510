import { Card, Text } from '@mantine/core';
import { normalizeReferralCode } from '@wallcraft/shared';
import { useSearchParams } from 'react-router-dom';
import { useKeptReferral } from '../lib/referral';
import { trpc } from '../lib/trpc';

/**
 * A visitor who came by a friend's link: who invited them and the bonus in force (GET /referrals/invite/{code}).
 * The link's ?ref= is read on the server's render too; a code kept from an earlier page (lib/referral, sent with
 * the sign-up) only in the browser. Shown on the home page and the sign-up form. An unknown code shows nothing.
 */
export function ReferralInvite() {
  const [params] = useSearchParams();
  const fromLink = normalizeReferralCode(params.get('ref'));
  const kept = useKeptReferral();
  const code = fromLink ?? kept;
  const invite = trpc.referrals.invite.useQuery(
    { code: code ?? '' },
    { enabled: code !== null, retry: false, staleTime: 5 * 60_000 },
  );
  if (!invite.data) return null;
  return (
    <Card
      withBorder
      p="md"
      mb="lg"
      role="status"
      data-testid="referral-invite"
      style={{ borderLeft: '10px solid var(--mantine-color-brand-filled)' }}
    >
      <Text fw={900} ff="heading" fz="lg">
        {invite.data.friendName.toUpperCase()} INVITED YOU
      </Text>
      <Text size="sm">{invite.data.message}</Text>
    </Card>
  );
}
