import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../auth/useSession';

/** Spec 1, dashboard: the four stat cards are static placeholders by design. */
const STATS = [
  { label: 'REVENUE', value: '$0', color: 'brand' },
  { label: 'PROJECTS', value: '0', color: 'artist' },
  { label: 'PROFILE VIEWS', value: '0', color: 'wall' },
  { label: 'SAVED', value: '0', color: 'dark' },
] as const;

function StatCards() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mb="xl">
      {STATS.map((stat) => (
        <Card key={stat.label} p="lg" style={{ borderLeft: `10px solid var(--mantine-color-${stat.color}-filled)` }}>
          <Text size="xs" fw={800} c="dimmed" lts="0.08em">
            {stat.label}
          </Text>
          <Text fz={36} fw={900} ff="heading" lh={1.1}>
            {stat.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function SignedOutCall() {
  return (
    <Card p="xl" bg="dark.9" c="white" shadow="lg">
      <Stack align="flex-start">
        <Title order={2} c="white">
          PAINT THE TOWN
        </Title>
        <Text>
          Artists find walls and brand projects. Wall owners and brands find their artist. Sign in to see your
          dashboard, matches and messages.
        </Text>
        <Button component={Link} to="/login" color="brand" size="md">
          LOGIN
        </Button>
      </Stack>
    </Card>
  );
}

export function DashboardPage() {
  const { user } = useSession();

  if (!user) {
    return (
      <Container size="lg" py="xl">
        <PageTitle title="YOUR DASHBOARD" />
        <SignedOutCall />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageTitle title="YOUR DASHBOARD" subtitle={user.firstName ? `Welcome back, ${user.firstName}!` : 'Welcome back!'} />
      <StatCards />
    </Container>
  );
}
