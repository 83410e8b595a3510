import { Button, Center, Container, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { infinitePaging } from '../../lib/paging';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { PostActions } from '../../components/PostActions';
import { MyProjectCard, MyProjectCardSkeletons, type MyProjectCardData } from '../../components/MyProjectCard';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';

type Bucket = 'current' | 'future' | 'past';
const TABS: { value: Bucket; label: string }[] = [
  { value: 'current', label: 'CURRENT' },
  { value: 'future', label: 'FUTURE' },
  { value: 'past', label: 'PAST' },
];

/** A card as the list shows it: a wall project without images of its own shows its wall's. */
function cardOf(project: RouterOutputs['myProjects']['current']['items'][number]): MyProjectCardData {
  return project.projectType === 'wall_project' && project.images.length === 0
    ? { ...project, images: project.wall.images }
    : project;
}

/** One tab: brand and wall projects in one list, newest first (the server's order), LOAD MORE for the next page. */
function BucketList({ bucket, userType }: { bucket: Bucket; userType: TUserType | null }) {
  const pages = trpc.myProjects[bucket].useInfiniteQuery({ limit: BROWSE_PAGE_SIZE }, infinitePaging);
  const list = usePagedList(pages);
  if (list.firstLoad) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <MyProjectCardSkeletons />
      </SimpleGrid>
    );
  }
  if (list.items.length === 0)
    return (
      <Stack align="center" py="xl" gap="md">
        <Text c="dimmed">No projects found.</Text>
        <PostActions userType={userType} />
      </Stack>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.items.map((project) => (
          <MyProjectCard key={`${project.projectType}:${project.id}`} project={cardOf(project)} />
        ))}
      </SimpleGrid>
      {list.hasMore ? (
        <Center mt="xl">
          <Button variant="outline" onClick={list.more} loading={list.loading}>
            LOAD MORE
          </Button>
        </Center>
      ) : null}
    </>
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
            <BucketList bucket={t.value} userType={user.userType} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
