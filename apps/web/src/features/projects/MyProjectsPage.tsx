import { Button, Center, Container, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { infinitePaging } from '../../lib/paging';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { useSettled } from '../../lib/settled';
import { PostActions } from '../../components/PostActions';
import { MyProjectCard, MyProjectCardSkeletons, type MyProjectCardData } from '../../components/MyProjectCard';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';
import { MyWalls } from './MyWalls';

type Bucket = 'current' | 'future' | 'past';
type Tab = { value: Bucket; label: string };

/**
 * The tabs name the project's status (the server's buckets: future = open, current = in progress). Whoever posts
 * projects starts on OPEN, where a just-posted one is; an artist, whose projects are the ones they were hired on,
 * starts on IN PROGRESS. See docs/product.md (My Projects).
 */
const OPEN: Tab = { value: 'future', label: 'OPEN' };
const IN_PROGRESS: Tab = { value: 'current', label: 'IN PROGRESS' };
const PAST: Tab = { value: 'past', label: 'PAST' };
const tabsFor = (userType: TUserType | null): Tab[] =>
  userType === 'artist' ? [IN_PROGRESS, OPEN, PAST] : [OPEN, IN_PROGRESS, PAST];

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
 * The user's projects in three tabs, and a wall owner's walls with their availability. Which project falls in which
 * tab is the server's rule (GET /my-projects/*): open, in progress, or completed, cancelled or closed (past).
 */
export function MyProjectsPage() {
  const { user } = useSession();
  const tabs = tabsFor(user?.userType ?? null);
  const first = tabs[0]?.value ?? 'future';
  const [tab, setTab] = useState<Bucket | null>(null);
  // A wall owner's walls come under the projects once the first tab shown has its cards: drawn before, they were
  // pushed down as the cards replaced their placeholders (a layout shift of 0.13 at 1280 px).
  const shown = trpc.myProjects[tab ?? first].useInfiniteQuery(
    { limit: BROWSE_PAGE_SIZE },
    { ...infinitePaging, enabled: Boolean(user) },
  );
  const projectsSettled = useSettled([shown]);
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
      <Tabs value={tab ?? first} onChange={(value) => setTab(value as Bucket | null)} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fw={800}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <BucketList bucket={t.value} userType={user.userType} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {user.userType === 'wall_owner' && projectsSettled ? <MyWalls /> : null}
    </Container>
  );
}
