import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { formatDollars } from '@wallcraft/shared';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { RecentlyViewedGrid } from '../../components/RecentlyViewed/RecentlyViewedGrid';
import { MatchesGrid } from './MatchesGrid';

/**
 * The four stat cards. REVENUE is an artist's released payments (GET /dashboard/revenue, from the ledger);
 * the other three are static placeholders by design.
 */
const STATS = [
  { label: 'REVENUE', value: '$0', color: 'brand' },
  { label: 'PROJECTS', value: '0', color: 'artist' },
  { label: 'PROFILE VIEWS', value: '0', color: 'wall' },
  { label: 'SAVED', value: '0', color: 'dark' },
] as const;

function StatCards({ isArtist }: { isArtist: boolean }) {
  const revenue = trpc.dashboard.revenue.useQuery(undefined, { enabled: isArtist });
  const valueOf = (stat: (typeof STATS)[number]) =>
    stat.label === 'REVENUE' && isArtist && revenue.data ? formatDollars(revenue.data.revenue, '$0') : stat.value;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="xl">
      {STATS.map((stat) => (
        <Card key={stat.label} p="lg" style={{ borderLeft: `10px solid var(--mantine-color-${stat.color}-filled)` }}>
          <Text size="xs" fw={800} c="dimmed" lts="0.08em">
            {stat.label}
          </Text>
          <Text fz={36} fw={900} ff="heading" lh={1.1} data-testid={`stat-${stat.label.toLowerCase()}`}>
            {valueOf(stat)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A dashboard section: its title and a VIEW ALL link, which leads back to the dashboard itself. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" mb="xl" aria-label={title}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Anchor component={Link} to="/" fw={800} c="dark" size="sm">
          VIEW ALL
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** Signed-out visitors reach / too: a welcome with the two ways in, LOGIN and DISCOVER. */
function SignedOutWelcome() {
  return (
    <Card p="xl" bg="dark.9" c="white" shadow="lg">
      <Stack align="flex-start">
        <Title order={2} c="white">
          PAINT THE TOWN
        </Title>
        <Text>
          Artists find walls and brand projects. Wall owners and brands find their artist. Sign in to see your
          dashboard, matches and messages, or start browsing right away.
        </Text>
        <Group>
          <Button component={Link} to="/login" color="brand" size="md">
            LOGIN
          </Button>
          <Button component={Link} to="/discover" variant="outline" color="white" size="md">
            DISCOVER
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function DashboardPage() {
  const { session, user } = useSession();

  if (!user) {
    return (
      <Container size="lg" py="xl">
        <PageTitle title="YOUR DASHBOARD" />
        <SignedOutWelcome />
      </Container>
    );
  }

  const isArtist = session?.activeAccount?.userType === 'artist';
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="YOUR DASHBOARD"
        subtitle={user.firstName ? `Welcome back, ${user.firstName}!` : 'Welcome back!'}
      />
      <StatCards isArtist={isArtist} />
      <Section title="Recently Viewed">
        <RecentlyViewedGrid />
      </Section>
      <Section title={isArtist ? 'Projects For You' : 'Artists For You'}>
        <MatchesGrid activeAccountId={session?.activeAccount?.id ?? null} />
      </Section>
    </Container>
  );
}
