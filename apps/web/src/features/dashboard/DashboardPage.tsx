import { Anchor, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { greeting, useIsNewUser } from '../../lib/welcome';
import { formatMoney } from '@wallcraft/shared';
import { RecentlyViewedGrid, useRecentlyViewed } from '../../components/RecentlyViewed/RecentlyViewedGrid';
import { useSettled } from '../../lib/settled';
import { GettingStarted } from './GettingStarted';
import { MatchesGrid } from './MatchesGrid';
import { YourDeals } from './YourDeals';

/**
 * The four stat cards, from the data: REVENUE is an artist's released payments (GET /dashboard/revenue, from
 * the ledger; the payers' side earns nothing, so $0); PROJECTS, PROFILE VIEWS and SAVED are GET /dashboard/stats.
 */
const STATS = [
  { label: 'REVENUE', color: 'brand' },
  { label: 'PROJECTS', color: 'artist' },
  { label: 'PROFILE VIEWS', color: 'wall' },
  { label: 'SAVED', color: 'dark' },
] as const;

function StatCards({ isArtist }: { isArtist: boolean }) {
  const revenue = trpc.dashboard.revenue.useQuery(undefined, { enabled: isArtist });
  const stats = trpc.dashboard.stats.useQuery();
  // null while loading (a skeleton); a dash when the count could not be read (the error is toasted).
  const count = (value: number | undefined) =>
    stats.error ? '—' : value === undefined ? null : value.toLocaleString('en-US');
  const earned = revenue.error ? '—' : revenue.data ? formatMoney(revenue.data.revenue, '$0') : null;
  const values: Record<(typeof STATS)[number]['label'], string | null> = {
    REVENUE: isArtist ? earned : '$0',
    PROJECTS: count(stats.data?.projects),
    'PROFILE VIEWS': count(stats.data?.profileViews),
    SAVED: count(stats.data?.saved),
  };
  useEffect(() => {
    const error = stats.error ?? revenue.error;
    if (error) toast({ title: 'Error', message: errorText(error), variant: 'destructive' });
  }, [stats.error, revenue.error]);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="xl">
      {STATS.map((stat) => (
        <Card key={stat.label} p="lg" style={{ borderLeft: `10px solid var(--mantine-color-${stat.color}-filled)` }}>
          <Text size="xs" fw={800} c="dimmed" lts="0.08em">
            {stat.label}
          </Text>
          {/* The figure's line and its placeholder are one height: the placeholder was 4 px taller, and the
              sections under the cards moved up as the figures came. */}
          {values[stat.label] === null ? (
            <Skeleton h={40} w="60%" aria-label={`Loading ${stat.label.toLowerCase()}`} />
          ) : (
            <Text fz={36} fw={900} ff="heading" lh="40px" data-testid={`stat-${stat.label.toLowerCase()}`}>
              {values[stat.label]}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A dashboard section: its title and a VIEW ALL link to the full list. */
function Section({ title, viewAll, children }: { title: string; viewAll: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" mb="xl" aria-label={title}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Anchor component={Link} to={viewAll} fw={800} c="dark" size="sm" aria-label={`View all: ${title}`}>
          VIEW ALL
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

const BASICS_WORDS = { firstName: 'first name', lastName: 'last name', location: 'location' } as const;

/** After SKIP FOR NOW: what is still missing, and the way back to the setup form. */
function FinishProfile({ missing, userType }: { missing: (keyof typeof BASICS_WORDS)[]; userType: string }) {
  const words = missing.map((field) => BASICS_WORDS[field]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
  return (
    <Card p="lg" mb="xl" withBorder role="region" aria-label="Finish your profile">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Text fw={900} ff="heading" fz="lg">
            FINISH YOUR PROFILE
          </Text>
          <Text size="sm">
            Add your {list} so people know who they are working with and your profile shows up near you.
          </Text>
        </Stack>
        <Button component={Link} to={`/setup/${userType}`}>
          FINISH PROFILE
        </Button>
      </Group>
    </Card>
  );
}

export function DashboardPage() {
  const { session, user } = useSession();
  const isNew = useIsNewUser(user?.id ?? '');

  // Only signed-in users are routed here (a visitor's / is the home page, features/home).
  if (!user) return null;

  const isArtist = session?.activeAccount?.userType === 'artist';
  return (
    <Container size="lg" py="xl">
      <PageTitle title="YOUR DASHBOARD" subtitle={greeting(user.firstName, isNew)} />
      <SettledBody hasAccount={Boolean(session?.activeAccount)}>
        {session && session.profileToFinish.length > 0 && session.activeAccount ? (
          <FinishProfile missing={session.profileToFinish} userType={session.activeAccount.userType} />
        ) : null}
        {session?.activeAccount ? (
          <GettingStarted key={session.activeAccount.id} accountId={session.activeAccount.id} />
        ) : null}
        <StatCards isArtist={isArtist} />
        <YourDeals />
        <Section title="Recently Viewed" viewAll="/recently-viewed">
          <RecentlyViewedGrid />
        </Section>
        <Section
          title={isArtist ? 'Projects For You' : 'Artists For You'}
          viewAll={isArtist ? '/browse/projects' : '/discover?tab=artists'}
        >
          <MatchesGrid
            activeAccountId={session?.activeAccount?.id ?? null}
            userType={session?.activeAccount?.userType ?? null}
          />
        </Section>
      </SettledBody>
    </Container>
  );
}

/**
 * The dashboard's body, drawn once the sections that may be absent know whether they are (your first steps, your
 * deals) and recently viewed, the first section of a height of its own, has its items: a placeholder for one that
 * then went, or a section appearing above the others, moved everything below it (Lighthouse read a layout shift of
 * 0.14-0.21), and recently viewed's cards, taller than their placeholders, pushed the next section down (0.11 at
 * 1280 px, drawn in the browser). One placeholder stands for the whole body until then, taller than the screen, so
 * nothing on screen moves when the body replaces it.
 */
function SettledBody({ hasAccount, children }: { hasAccount: boolean; children: ReactNode }) {
  const deals = trpc.deals.list.useQuery({ limit: 5 });
  const steps = trpc.dashboard.gettingStarted.useQuery(undefined, { enabled: hasAccount });
  if (!useSettled([deals, steps, useRecentlyViewed()]))
    return <Skeleton h="100vh" aria-label="Loading your dashboard" />;
  return <>{children}</>;
}
