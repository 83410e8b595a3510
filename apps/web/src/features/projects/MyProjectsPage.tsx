import { Container, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { MyProjectCard, MyProjectCardSkeletons, type MyProjectCardData } from '../../components/MyProjectCard';

type Bucket = 'current' | 'future' | 'past';
const TABS: { value: Bucket; label: string }[] = [
  { value: 'current', label: 'CURRENT' },
  { value: 'future', label: 'FUTURE' },
  { value: 'past', label: 'PAST' },
];

/** Both kinds in one list, newest first. */
function cardsOf(data: RouterOutputs['myProjects']['current']): MyProjectCardData[] {
  const brand = data.brandProjects.map((p) => ({ ...p, projectType: 'brand_project' as const }));
  const wall = data.wallProjects.map((p) => ({ ...p, projectType: 'wall_project' as const, images: p.images.length ? p.images : p.wall.images }));
  return [...brand, ...wall].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function BucketList({ bucket }: { bucket: Bucket }) {
  const query = trpc.myProjects[bucket].useQuery({});
  useEffect(() => {
    if (query.error) toast({ title: 'Error', message: errorText(query.error), variant: 'destructive' });
  }, [query.error]);
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <MyProjectCardSkeletons />
      </SimpleGrid>
    );
  }
  const cards = query.data ? cardsOf(query.data) : [];
  if (cards.length === 0) return <Text c="dimmed" py="xl">No projects found.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {cards.map((project) => (
        <MyProjectCard key={`${project.projectType}:${project.id}`} project={project} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The user's projects in three tabs. Which project falls in which tab is the server's rule
 * (GET /my-projects/*): in progress is current, open is future, completed or cancelled is past.
 */
export function MyProjectsPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<Bucket>('current');
  if (!user) {
    return (
      <Container size="xl" py="xl">
        <Text>Please log in to view your projects.</Text>
      </Container>
    );
  }
  const subtitle = user.userType === 'artist' ? "Projects you're working on" : "Projects you've posted";
  return (
    <Container size="xl" py="xl">
      <PageTitle title="MY PROJECTS" subtitle={subtitle} />
      <Tabs value={tab} onChange={(value) => setTab((value as Bucket | null) ?? 'current')} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fw={800}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <BucketList bucket={t.value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
