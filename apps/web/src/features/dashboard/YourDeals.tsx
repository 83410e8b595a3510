import { Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dealPath } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { trpc } from '../../lib/trpc';

/** "Your deals": the latest projects the user hired on or was hired on (GET /deals), each to its deal room. */
export function YourDeals() {
  const deals = trpc.deals.list.useQuery({ limit: 5 });
  if (deals.isPending) return <Skeleton h={120} mb="xl" />;
  const items = deals.data?.items ?? [];
  // Nothing hired yet (or the list failed): the dashboard's other sections say what to do first.
  if (items.length === 0) return null;
  return (
    <Card withBorder p="md" mb="xl" component="section" aria-label="Your deals">
      <Title order={2} fz="lg" mb="sm">
        YOUR DEALS
      </Title>
      <Stack gap="sm">
        {items.map((deal) => (
          <Group key={`${deal.projectId}:${deal.counterpart.id}`} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Avatar src={deal.counterpart.avatarUrl} alt="" radius="xl" size="sm" color="dark">
                {deal.counterpart.displayName.slice(0, 1)}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={800} truncate>
                  {deal.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {deal.viewerRole === 'owner' ? 'with' : 'for'} {deal.counterpart.displayName}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <StatusBadge status={deal.status} size="sm" />
              <Button
                component={Link}
                to={dealPath(deal.projectId, deal.viewerRole === 'owner' ? deal.counterpart.id : null)}
                size="xs"
                color="dark"
              >
                OPEN
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
