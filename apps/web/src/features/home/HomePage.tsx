import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PLATFORM_FEE_PERCENT } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../lib/return-to';
import { ReferralInvite } from '../../components/ReferralInvite';
import { LiveSection } from './LiveSection';

const AUDIENCES = [
  {
    who: 'ARTISTS',
    color: 'artist',
    text: 'Find walls to paint and paid projects from owners and brands near you, and get paid through escrow.',
  },
  {
    who: 'WALL OWNERS',
    color: 'wall',
    text: 'List a wall, post what you want painted and choose your artist from their portfolio and reviews.',
  },
  {
    who: 'BRANDS',
    color: 'brand',
    text: 'Post a mural project with your budget, invite artists, and find a wall for your campaign.',
  },
] as const;

/** How a deal works, in the order it happens (the rules: docs/money.md; the article: /help/payments-and-escrow). */
const DEAL_STEPS = [
  ['Apply or invite', 'An artist applies to a project, or its owner invites an artist, with a message and a quote.'],
  [
    'Pay into escrow',
    `Once they agree, the owner pays into escrow: WallCraft holds the money. Our fee is ${PLATFORM_FEE_PERCENT}%, taken from the artist's payment when it is released.`,
  ],
  ['Track the work', 'Milestones, messages and live tracking show how the wall is coming along.'],
  [
    'Release',
    'When the project is completed the money is released to the artist: after both reviews, or 14 days later unless the owner opens a dispute.',
  ],
  ['Review', 'Both sides review each other, so the next owner or artist knows whom they are working with.'],
] as const;

/**
 * / for a visitor (a signed-in user gets the dashboard there): what WallCraft is and for whom, SIGN UP and LOG IN,
 * a few live projects, walls and artists from Discover, and how a deal works. Drawn by the server like the other
 * landing pages, so it uses only the critical stylesheet's components.
 */
export function HomePage() {
  useDocumentTitle('WallCraft | Murals, made together');
  return (
    <Container size="lg" py="xl">
      <ReferralInvite />
      <Card
        p={{ base: 'lg', sm: 'xl' }}
        bg="dark.9"
        c="white"
        shadow="lg"
        mb="xl"
        component="section"
        className="wc-on-ink"
      >
        <Stack align="flex-start" gap="md">
          <Title order={1} c="white" fz={{ base: 32, sm: 48 }} lh={1.05}>
            MURALS, MADE TOGETHER
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} maw={640}>
            WallCraft is the marketplace for murals: artists find walls and paid projects, wall owners and brands find
            their artist, and the money waits safely in escrow until the wall is done.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={SIGN_UP_PATH} color="brand" size="md">
              SIGN UP
            </Button>
            <Button component={Link} to="/login" variant="outline" color="white" size="md">
              LOG IN
            </Button>
            <Anchor component={Link} to="/discover" c="white" fw={800} size="sm" underline="always">
              OR BROWSE FIRST
            </Anchor>
          </Group>
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="xl" component="section" aria-label="Who WallCraft is for">
        {AUDIENCES.map((audience) => (
          <Card
            key={audience.who}
            p="lg"
            style={{ borderLeft: `10px solid var(--mantine-color-${audience.color}-filled)` }}
          >
            <Title order={2} fz={22}>
              FOR {audience.who}
            </Title>
            <Text size="sm" mt={6}>
              {audience.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <LiveSection title="Live projects" tab="projects" viewAll="/browse/projects" />
      <LiveSection title="Walls to paint" tab="walls" viewAll="/browse/walls" />
      <LiveSection title="Artists" tab="artists" viewAll="/discover?tab=artists" />

      <Stack component="section" aria-labelledby="how-a-deal-works" gap="md">
        <Title order={2} id="how-a-deal-works" fz={{ base: 24, sm: 30 }}>
          How a deal works
        </Title>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
            {DEAL_STEPS.map(([step, text], i) => (
              <Card key={step} component="li" p="md" withBorder>
                <Text fw={900} ff="heading" fz="lg">
                  {i + 1}. {step.toUpperCase()}
                </Text>
                <Text size="sm" mt={4}>
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>
        <Text size="sm">
          The details:{' '}
          <Anchor component={Link} to="/help/payments-and-escrow" fw={700}>
            how payments and escrow work
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/help/refunds-and-disputes" fw={700}>
            refunds and disputes
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
