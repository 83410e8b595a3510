import { Anchor, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSettled } from '../../lib/settled';
import { trpc } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { MyProjectCard } from '../../components/MyProjectCard';
import { InsightsCharts, useTrends } from './InsightsCharts';
import { RecentlyViewedGrid, useRecentlyViewed } from '../../components/RecentlyViewed/RecentlyViewedGrid';

function Metric({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card p="lg">
      <Text size="xs" fw={800} c="dimmed">
        {label}
      </Text>
      <Text fz={36} fw={900} ff="heading" lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

const TIPS = [
  'Keep your profile photo, location and bio up to date: complete profiles get more replies.',
  'Add several good images to every wall and project; the first one is the cover.',
  'Answer applications and invitations quickly, even when the answer is no.',
  'Get the verified badge from Settings to stand out.',
];

/** The page's frame while its reads are on their way: the metrics' row and the charts'. */
function InsightsSkeleton() {
  return (
    <Stack gap="xl" aria-label="Loading insights">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={120} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={300} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The four metric cards (computed by the server), the charts, artist counts, current projects, recently viewed,
 * tips. The page shows whole once its three reads have answered: the metrics, the charts and recently viewed came
 * one by one and pushed everything under them down (a layout shift of 0.30 at 1280 px).
 */
export function InsightsPage() {
  const insights = trpc.insights.get.useQuery();
  const settled = useSettled([insights, useTrends(), useRecentlyViewed()]);
  useEffect(() => {
    if (insights.error) toast({ title: 'Error', message: errorText(insights.error), variant: 'destructive' });
  }, [insights.error]);
  const data = insights.data;

  return (
    <Container size="xl" py="xl">
      <PageTitle title="INSIGHTS" subtitle="How your projects are going." />
      {!settled ? (
        <InsightsSkeleton />
      ) : (
        <Stack gap="xl">
          {insights.isError ? <Text c="dimmed">Your figures could not be loaded.</Text> : null}
          {data ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <Metric
                label="TOTAL PROJECTS"
                value={String(data.totalProjects)}
                detail={`${data.activeProjects} active`}
              />
              <Metric
                label="TOTAL INCOME"
                value={formatMoney(data.totalIncome)}
                detail={`${data.completedProjects} completed`}
              />
              <Metric
                label="POTENTIAL INCOME"
                value={formatMoney(data.potentialIncome)}
                detail="Current and future projects"
              />
              <Metric label="COMPLETION RATE" value={`${data.completionRate}%`} detail="Completed of all projects" />
            </SimpleGrid>
          ) : null}
          <InsightsCharts />
          {data?.artist ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Metric
                label="PENDING APPLICATIONS"
                value={String(data.artist.pendingApplications)}
                detail="Waiting for an answer"
              />
              <Metric
                label="ACCEPTED APPLICATIONS"
                value={String(data.artist.acceptedApplications)}
                detail="You got the job"
              />
              <Metric
                label="PENDING INVITATIONS"
                value={String(data.artist.pendingInvitations)}
                detail="Waiting for your answer"
              />
            </SimpleGrid>
          ) : null}
          {data ? (
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2}>CURRENT PROJECTS</Title>
                <Anchor component={Link} to="/my-projects" fw={800}>
                  View all
                </Anchor>
              </Group>
              {data.currentProjects.length === 0 ? (
                <Text c="dimmed">No projects found.</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {data.currentProjects.map((project) => (
                    <MyProjectCard key={`${project.projectType}:${project.id}`} project={project} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          ) : null}
          <Stack gap="sm">
            <Title order={2}>RECENTLY VIEWED</Title>
            <RecentlyViewedGrid emptyText="No recently viewed items" />
          </Stack>
          <Card p="lg">
            <Title order={3} mb="sm">
              TIPS
            </Title>
            <List spacing="xs">
              {TIPS.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List>
          </Card>
        </Stack>
      )}
    </Container>
  );
}
