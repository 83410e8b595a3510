import { Card, Container, List, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { REFERRAL_CODE_WINDOW_DAYS } from '@wallcraft/shared';
import { useErrorToast } from '../../lib/toast';
import { PageTitle } from '../../components/PageTitle';
import { useSettled } from '../../lib/settled';
import { RedeemCode } from './RedeemCode';
import { ReferralStats, SignupList, useReferralStats, useSignups } from './ReferralActivity';
import { ShareCode, useMyCode } from './ShareCode';
import { useReferralBonus, useReferralRules } from './useReferralBonus';

/** The rules as the server applies them, in its words (GET /referrals/rules: the bonus and the monthly cap in force). */
function HowItWorks() {
  const rules = useReferralRules();
  useErrorToast(rules.error);
  return (
    <Card p="lg" withBorder component="section" aria-labelledby="how-it-works">
      <Title order={2} fz={{ base: 22, sm: 28 }} id="how-it-works">
        HOW IT WORKS
      </Title>
      <List type="ordered" spacing="xs" mt="sm" data-testid="referral-rules">
        <List.Item>Share your code or your link with a friend who is not on WallCraft yet.</List.Item>
        <List.Item>
          Your friend signs up through your link, or enters your code here within {REFERRAL_CODE_WINDOW_DAYS} days of
          joining. Each account can be referred once.
        </List.Item>
        <List.Item>
          Their signup shows on this page as PENDING, with what they have still to do, until your bonus is due.
        </List.Item>
        {rules.data ? (
          rules.data.rules.map((rule) => <List.Item key={rule}>{rule}</List.Item>)
        ) : (
          <Skeleton h={60} mt="xs" aria-label="Loading the rules" />
        )}
      </List>
    </Card>
  );
}

/**
 * /referrals (spec 2.16): the code to share, a friend's code to redeem, stats, the signups and the rules. It shows
 * once its four reads are in: the title names the bonus only once the rules are known, and the figures and signups
 * came under placeholders of other heights, moving the sections below (0.02-0.05 of layout shift).
 */
export function ReferralsPage() {
  const bonus = useReferralBonus();
  const settled = useSettled([useReferralRules(), useMyCode(), useReferralStats(), useSignups()]);
  if (!settled)
    return (
      <Container size="lg" py="xl">
        <Skeleton h="100vh" aria-label="Loading your referrals" />
      </Container>
    );
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title={bonus ? `EARN ${bonus} FOR EVERY FRIEND WHO JOINS!` : 'INVITE YOUR FRIENDS TO WALLCRAFT'}
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
