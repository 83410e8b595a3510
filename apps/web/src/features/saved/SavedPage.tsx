import { Container, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SavedCard, type SavedEntry } from './SavedCard';
import { SAVED_TABS, TAB_OF, type SavedTab } from './saved-tabs';

/** The signed-in user's saved items in five tabs with counts. */
export function SavedPage() {
  const [tab, setTab] = useState<SavedTab>('all');
  const saved = trpc.saved.list.useQuery({});
  const remove = trpc.saved.remove.useMutation({
    onSuccess: () => toast({ title: 'Removed', message: 'Removed from your saved items' }),
  });

  const entries = saved.data?.items ?? [];
  const inTab = (value: SavedTab) =>
    value === 'all' ? entries : entries.filter((entry) => TAB_OF[entry.itemType] === value);

  return (
    <Container size="xl" py="xl">
      <PageTitle title="SAVED" />
      <Tabs value={tab} onChange={(value) => setTab((value as SavedTab | null) ?? 'all')} keepMounted={false}>
        <Tabs.List mb="lg">
          {SAVED_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fw={800}>
              {t.label} ({inTab(t.value).length})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SAVED_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {saved.isPending && t.value === 'all' ? (
              <SimpleGrid cols={{ base: 2, lg: 4 }} data-testid="saved-loading">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} h={260} />
                ))}
              </SimpleGrid>
            ) : saved.isError ? (
              <Text c="red">{errorText(saved.error)}</Text>
            ) : inTab(t.value).length === 0 ? (
              <Stack align="center" py={60} gap={4}>
                <Title order={3}>{t.empty}</Title>
                <Text c="dimmed">{t.hint}</Text>
              </Stack>
            ) : (
              <SavedGrid
                narrow={t.narrow}
                entries={inTab(t.value)}
                onUnsave={(id) => remove.mutate({ id })}
                removingId={remove.isPending ? remove.variables?.id : undefined}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
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
