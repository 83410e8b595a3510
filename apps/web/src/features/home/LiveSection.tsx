import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Photo } from '../../components/Photo/Photo';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Item = RouterOutputs['discover']['search']['items'][number];

/** How many of each the home page shows: a glimpse, the rest is one VIEW ALL away. */
const SHOWN = 3;

function SmallCard({ item }: { item: Item }) {
  return (
    <Card
      component={Link}
      to={item.href}
      p="xs"
      withBorder
      data-testid="home-card"
      data-type={item.type}
      aria-label={`${item.title}, ${item.location || 'Location TBD'}`}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        {item.image ? (
          <Photo src={item.image} alt="" w={88} h={66} miw={88} sizes="88px" />
        ) : (
          <Card w={88} h={66} miw={88} bg="gray.2" p={0} aria-hidden="true" />
        )}
        <Stack gap={2} miw={0}>
          <Text fw={800} size="sm" lineClamp={1}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {item.subtitle ?? (item.location || 'Location TBD')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** A home page row of live items of one Discover tab (GET /discover), newest first, with VIEW ALL. */
export function LiveSection({
  title,
  tab,
  viewAll,
}: {
  title: string;
  tab: 'projects' | 'walls' | 'artists';
  viewAll: string;
}) {
  const query = trpc.discover.search.useQuery({
    tab,
    limit: SHOWN,
    ...(tab === 'projects' ? { projectStatus: ['OPEN'] } : {}),
  });
  const items = query.data?.items ?? [];
  return (
    <Stack component="section" gap="sm" mb="xl" aria-label={title}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Anchor component={Link} to={viewAll} fw={800} c="dark" size="sm" aria-label={`View all: ${title}`}>
          VIEW ALL
        </Anchor>
      </Group>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label={`Loading ${title.toLowerCase()}`}>
          {Array.from({ length: SHOWN }, (_, i) => (
            <Skeleton key={i} h={84} />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.error ? 'These could not be loaded just now.' : 'None yet: be the first.'}{' '}
          <Anchor component={Link} to={viewAll} fw={700}>
            Look again
          </Anchor>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {items.map((item) => (
            <SmallCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
