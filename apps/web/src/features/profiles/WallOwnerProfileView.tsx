import { Badge, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { LinksSection, Section, Stat, StatsRow, TextBlock } from './ProfileParts';
import type { PublicProfile } from './ProfilePage';
import { formatMoney } from '@wallcraft/shared';

function Thumb({ src }: { src: string | undefined }) {
  return (
    <Box h={140} bg="gray.2">
      {src ? <Image src={src} alt="" h={140} fit="cover" radius={0} /> : null}
    </Box>
  );
}

/** A wall owner's profile: wall stats, their walls and their wall projects. */
export function WallOwnerProfileView({ profile }: { profile: PublicProfile }) {
  const { stats } = profile;
  return (
    <Stack gap="lg">
      <StatsRow>
        <Stat label="Total walls" value={stats.totalWalls} />
        <Stat label="Available walls" value={stats.availableWalls} />
        <Stat label="Total views" value={stats.totalViews} />
        <Stat label="Featured walls" value={stats.featuredWalls} />
      </StatsRow>
      <Section title="About" show={Boolean(profile.bio)}>
        <TextBlock text={profile.bio} />
      </Section>
      <LinksSection profile={profile} />
      <Section title="Walls">
        {profile.walls.length === 0 ? (
          <Text c="dimmed">No walls listed yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {profile.walls.map((wall) => (
              <Card key={wall.id} component={Link} to={`/walls/${wall.id}`} p={0} data-testid="profile-wall">
                <Thumb src={wall.images[0]} />
                <Stack gap={4} p="sm">
                  <Text fw={800} lineClamp={1}>
                    {wall.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {wall.description}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title="Wall projects">
        {profile.wallProjects.length === 0 ? (
          <Text c="dimmed">No wall projects posted yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {profile.wallProjects.map((project) => (
              <Card
                key={project.id}
                component={Link}
                to={`/wall-projects/${project.id}`}
                p={0}
                data-testid="profile-wall-project"
              >
                <Thumb src={project.images[0]} />
                <Stack gap={4} p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={800} lineClamp={1}>
                      {project.title}
                    </Text>
                    <Badge color="dark" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                      {project.status.replace('_', ' ')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {project.description}
                  </Text>
                  <Group justify="space-between">
                    <Text size="xs">{project.location || 'Location TBD'}</Text>
                    <Text size="xs" fw={800}>
                      {formatMoney(project.budget)}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
