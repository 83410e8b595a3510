import { Card, Container, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatUsd, REFERRAL_BONUS_CENTS, REFERRAL_CODE_WINDOW_DAYS } from '@wallcraft/shared';
import { PageTitle } from '../../components/PageTitle';
import { RedeemCode } from './RedeemCode';
import { ReferralStats, SignupList } from './ReferralActivity';
import { ShareCode } from './ShareCode';

const BONUS = formatUsd(REFERRAL_BONUS_CENTS);

/** The rules as the server applies them (README, Referrals). */
function HowItWorks() {
  return (
    <Card p="lg" withBorder component="section" aria-labelledby="how-it-works">
      <Title order={2} fz={{ base: 22, sm: 28 }} id="how-it-works">
        HOW IT WORKS
      </Title>
      <List type="ordered" spacing="xs" mt="sm">
        <List.Item>Share your code or your link with a friend who is not on WallCraft yet.</List.Item>
        <List.Item>
          Your friend signs up through your link, or enters your code here within {REFERRAL_CODE_WINDOW_DAYS} days of
          joining. Each account can be referred once.
        </List.Item>
        <List.Item>
          Their signup shows on this page as PENDING. Once they finish setting up their profile, you earn {BONUS} and it
          turns PAID.
        </List.Item>
      </List>
    </Card>
  );
}

/** /referrals (spec 2.16): the code to share, a friend's code to redeem, stats, the signups and the rules. */
export function ReferralsPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title={`EARN ${BONUS} FOR EVERY FRIEND WHO JOINS!`}
        subtitle="Invite artists, wall owners and brands with your code."
      />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ShareCode />
          <RedeemCode />
        </SimpleGrid>
        <ReferralStats />
        <SignupList />
        <HowItWorks />
      </Stack>
    </Container>
  );
}
