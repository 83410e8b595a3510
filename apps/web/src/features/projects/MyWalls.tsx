import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { WallAvailability } from '../../components/WallAvailability';
import { trpc } from '../../lib/trpc';

/**
 * A wall owner's walls on My Projects, each with its availability and the switch to change it: a booked or
 * unavailable wall's projects take no applications or invitations.
 */
export function MyWalls() {
  const walls = trpc.walls.mine.useQuery({});
  const items = walls.data?.items ?? [];
  return (
    <Stack mt="xl" gap="md" data-testid="my-walls">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          YOUR WALLS
        </Title>
        <Button component={Link} to="/walls/create" variant="outline" size="compact-md">
          LIST A WALL
        </Button>
      </Group>
      {walls.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={120} />
          <Skeleton h={120} />
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed">You have not listed a wall yet. List one to post wall projects on it.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((wall) => (
            <Card key={wall.id} p="md" data-testid="my-wall">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/walls/${wall.id}`} fw={900} c="dark" tt="uppercase" lineClamp={1}>
                    {wall.title}
                  </Anchor>
                  <StatusBadge status={wall.status} style={{ flexShrink: 0 }} />
                </Group>
                <Text size="sm" c="dimmed">
                  {wall.location || 'Location TBD'}
                </Text>
                <WallAvailability wallId={wall.id} status={wall.status} title={wall.title} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
