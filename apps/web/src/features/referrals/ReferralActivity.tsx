import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, REFERRAL_STATUS_LABELS, type TReferralStatus } from '@wallcraft/shared';
import { useErrorToast } from '../../lib/toast';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { formatRelativeTime } from '../../lib/format';
import { infinitePaging } from '../../lib/paging';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { LoadMore } from '../../components/BrowseList/LoadMore';
import { useReferralBonus } from './useReferralBonus';

type Stats = RouterOutputs['referrals']['stats'];
type Signup = RouterOutputs['referrals']['signups']['items'][number];

const STATS: { key: string; label: string; color: string; value: (s: Stats) => string }[] = [
  { key: 'referrals', label: 'REFERRALS', color: 'brand', value: (s) => s.referrals.toLocaleString('en-US') },
  { key: 'earned', label: 'TOTAL EARNED', color: 'artist', value: (s) => formatMoney(s.totalEarned, '$0') },
  { key: 'paid', label: 'BONUSES PAID', color: 'wall', value: (s) => s.bonusesPaid.toLocaleString('en-US') },
];

/** The user's referral figures (GET /referrals/stats). */
export function useReferralStats() {
  return trpc.referrals.stats.useQuery();
}

/** REFERRALS, TOTAL EARNED (paid bonuses, from the ledger) and BONUSES PAID, from GET /referrals/stats. */
export function ReferralStats() {
  const stats = useReferralStats();
  useErrorToast(stats.error);
  const pending = stats.data ? formatMoney(stats.data.pendingEarnings, '$0') : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="section" aria-label="Your referral stats">
      {STATS.map((stat) => (
        <Card key={stat.key} p="lg" style={{ borderLeft: `10px solid var(--mantine-color-${stat.color}-filled)` }}>
          <Text size="xs" fw={800} c="dimmed" lts="0.08em">
            {stat.label}
          </Text>
          {stats.data || stats.error ? (
            // A dash when the figures could not be read (the error is toasted).
            <Text fz={32} fw={900} ff="heading" lh={1.1} data-testid={`referral-stat-${stat.key}`}>
              {stats.data ? stat.value(stats.data) : '—'}
            </Text>
          ) : (
            <Skeleton h={36} mt={4} w="50%" aria-label={`Loading ${stat.label.toLowerCase()}`} />
          )}
          {stat.key === 'earned' && pending && pending !== '$0' ? (
            <Text size="xs" c="dimmed" mt={4}>
              {pending} pending
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}

const STATUS_COLORS: Record<TReferralStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  held: 'orange',
  ineligible: 'gray',
  rejected: 'red',
};

function SignupRow({ signup }: { signup: Signup }) {
  return (
    <Card p="md" withBorder data-testid="referral-signup">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={800} style={{ overflowWrap: 'anywhere' }}>
            {signup.friendName}
          </Text>
          <Text size="xs" c="dimmed">
            Joined {formatRelativeTime(signup.createdAt)} · {formatMoney(signup.bonusEarned)} bonus
          </Text>
          <Text size="sm" data-testid="referral-status-note" style={{ overflowWrap: 'anywhere' }}>
            {signup.statusNote}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[signup.status]} variant="light" style={{ flexShrink: 0 }}>
          {REFERRAL_STATUS_LABELS[signup.status]}
        </Badge>
      </Group>
    </Card>
  );
}

/** The friends who joined with the user's code, newest first, a page at a time (GET /referrals/signups). */
export function useSignups() {
  return trpc.referrals.signups.useInfiniteQuery({ limit: 20 }, infinitePaging);
}

/** The friends who joined with the user's code, newest first, each with its state and what it waits for or why. */
export function SignupList() {
  const pages = useSignups();
  useErrorToast(pages.error);
  const list = usePagedList(pages);
  const bonus = useReferralBonus();
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-signups">
      <Title order={2} fz={{ base: 22, sm: 28 }} id="your-signups">
        FRIENDS WHO JOINED
      </Title>
      {list.firstLoad ? (
        <>
          <Skeleton h={64} />
          <Skeleton h={64} />
        </>
      ) : list.items.length === 0 ? (
        <Text c="dimmed" data-testid="referral-empty">
          No friends have joined with your code yet. Share your link
          {bonus ? `: you earn ${bonus} for each one.` : '.'}
        </Text>
      ) : (
        list.items.map((signup) => <SignupRow key={signup.id} signup={signup} />)
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
