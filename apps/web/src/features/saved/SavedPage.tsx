import { Button, Container, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@wallcraft/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '../../components/BrowseList/LoadMore';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { PageTitle } from '../../components/PageTitle';
import { infinitePaging } from '../../lib/paging';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SavedCard, type SavedEntry } from './SavedCard';
import { SAVED_TAB_TEXTS, type SavedTab } from './saved-tabs';

/**
 * The signed-in user's saved items in five tabs. The server filters each tab and counts it (however many pages it
 * holds), so a tab shows its first page and LOAD MORE fetches the next.
 */
export function SavedPage() {
  const [tab, setTab] = useState<SavedTab>('all');
  const counts = trpc.saved.counts.useQuery();

  return (
    <Container size="xl" py="xl">
      <PageTitle title="SAVED" />
      <Tabs value={tab} onChange={(value) => setTab((value as SavedTab | null) ?? 'all')} keepMounted={false}>
        {/* Shown with their counts: drawn before them, each tab widened as its count came and pushed the next along. */}
        <Tabs.List mb="lg" style={{ visibility: counts.isLoading ? 'hidden' : undefined }}>
          {SAVED_TAB_TEXTS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fw={800}>
              {t.label}
              {counts.data ? ` (${counts.data[t.value].toLocaleString('en-US')})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SAVED_TAB_TEXTS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <SavedTabPanel tab={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

function SavedTabPanel({ tab }: { tab: (typeof SAVED_TAB_TEXTS)[number] }) {
  const pages = trpc.saved.list.useInfiniteQuery({ tab: tab.value, limit: DEFAULT_PAGE_SIZE }, infinitePaging);
  const list = usePagedList(pages);
  const remove = trpc.saved.remove.useMutation({
    onSuccess: () => toast({ title: 'Removed', message: 'Removed from your saved items' }),
  });

  if (list.firstLoad)
    return (
      <SimpleGrid cols={{ base: 2, lg: 4 }} data-testid="saved-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={260} />
        ))}
      </SimpleGrid>
    );
  // A failed read is toasted by usePagedList; the empty state below then says what to do next.
  if (list.items.length === 0)
    return (
      <Stack align="center" py={60} gap={4}>
        <Title order={3}>{tab.empty}</Title>
        <Text c="dimmed" ta="center">
          {tab.hint}
        </Text>
        {/* Where the hint sends them: Discover holds every kind of item, each with its save button. */}
        <Button component={Link} to="/discover" mt="md">
          DISCOVER
        </Button>
      </Stack>
    );
  return (
    <>
      <SavedGrid
        narrow={tab.narrow}
        entries={list.items}
        onUnsave={(id) => remove.mutate({ id })}
        removingId={remove.isPending ? remove.variables?.id : undefined}
      />
      <LoadMore list={list} mt="xl" />
    </>
  );
}

/** Two columns (four on wide screens); brands and projects in one narrow column. */
function SavedGrid({
  entries,
  narrow,
  onUnsave,
  removingId,
}: {
  entries: SavedEntry[];
  narrow: boolean;
  onUnsave: (id: string) => void;
  removingId?: string;
}) {
  const cards = entries.map((entry) => (
    <SavedCard key={entry.id} entry={entry} onUnsave={() => onUnsave(entry.id)} busy={removingId === entry.id} />
  ));
  if (narrow) return <Stack maw={480}>{cards}</Stack>;
  return <SimpleGrid cols={{ base: 2, lg: 4 }}>{cards}</SimpleGrid>;
}
