import { Button, Group, Text } from '@mantine/core';
import { dealPath } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { SideCard } from './Detail/detail-parts';
import { StatusBadge } from './StatusBadge';
import { trpc } from '../lib/trpc';

/** The project's deal, for its parties: anyone else gets a 404, final, so it is not asked again. */
export function useProjectDeal(projectId: string, enabled = true) {
  return trpc.deals.get.useQuery({ projectId }, { retry: false, enabled });
}

/**
 * On a project's page, for the people of its deal: the hired artist sees HIRED with OPEN DEAL ROOM, the owner each
 * hired artist with theirs. Anyone else (the deal answers 404) sees nothing.
 */
export function DealLinkCard({ projectId }: { projectId: string }) {
  const deal = useProjectDeal(projectId);
  if (!deal.data) return null;
  const { viewerRole, artists } = deal.data;
  if (viewerRole === 'artist')
    return (
      <SideCard title="YOUR DEAL">
        <Group justify="space-between" data-testid="your-deal">
          <StatusBadge status="hired" />
          <Button component={Link} to={dealPath(projectId)} color="dark" size="xs">
            OPEN DEAL ROOM
          </Button>
        </Group>
        <Text size="sm">You are hired on this project: the deal room shows your next step.</Text>
      </SideCard>
    );
  return (
    <SideCard title="HIRED ARTISTS">
      {artists.map((artist) => (
        <Group key={artist.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {artist.displayName}
          </Text>
          <Button component={Link} to={dealPath(projectId, artist.id)} color="dark" size="xs">
            OPEN DEAL ROOM
          </Button>
        </Group>
      ))}
    </SideCard>
  );
}
