import { Alert, Button, Container, Group, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { ReviewDialog } from '../../components/ReviewDialog/ReviewDialog';
import type { DecisionTarget } from '../../components/ReviewDialog/useDecision';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { CollaborationCard } from './CollaborationCard';
import { useCollaborations } from './useCollaborations';

const EMPTY = {
  current: 'No current collaborations yet. Accept pending invitations or applications to see them here.',
  future: 'No pending collaborations. Send invitations or apply to projects to see them here.',
} as const;

type Tab = keyof typeof EMPTY;

function CollaborationList({
  tab,
  list,
  onReview,
}: {
  tab: Tab;
  list: ReturnType<typeof useCollaborations>;
  onReview: (target: DecisionTarget) => void;
}) {
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading collaborations">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h={220} />
        ))}
      </SimpleGrid>
    );
  }
  if (list.error) return <Alert color="red">{errorText(list.error)}</Alert>;
  if (list.items.length === 0) {
    return (
      <Text ta="center" c="dimmed" fw={700} py="xl" maw={520} mx="auto">
        {EMPTY[tab]}
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.items.map((item) => (
          <CollaborationCard key={`${item.kind}:${item.id}`} item={item} onReview={onReview} />
        ))}
      </SimpleGrid>
      {list.hasMore ? (
        <Group justify="center" mt="lg">
          <Button variant="outline" color="dark" loading={list.isFetchingMore} onClick={list.loadMore}>
            LOAD MORE
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** My network: accepted collaborations (CURRENT) and pending ones (FUTURE), from either side. */
export function MyNetworkPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<Tab>('current');
  const current = useCollaborations(user?.userType, 'accepted');
  const future = useCollaborations(user?.userType, 'pending');
  const count = (list: ReturnType<typeof useCollaborations>) => `${list.items.length}${list.hasMore ? '+' : ''}`;
  const [reviewing, setReviewing] = useState<DecisionTarget | null>(null);

  return (
    <Container size="lg" py="xl">
      <PageTitle title="MY NETWORK" />
      <Tabs value={tab} onChange={(value) => setTab(value === 'future' ? 'future' : 'current')} color="dark">
        {/* Hidden until both counts are in, so neither tab is pushed along when the other's count comes. */}
        <Tabs.List mb="lg" style={{ visibility: current.isPending || future.isPending ? 'hidden' : undefined }}>
          <Tabs.Tab value="current" fw={800}>
            CURRENT ({count(current)})
          </Tabs.Tab>
          <Tabs.Tab value="future" fw={800}>
            FUTURE ({count(future)})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="current">
          <CollaborationList tab="current" list={current} onReview={setReviewing} />
        </Tabs.Panel>
        <Tabs.Panel value="future">
          <CollaborationList tab="future" list={future} onReview={setReviewing} />
        </Tabs.Panel>
      </Tabs>
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Container>
  );
}
