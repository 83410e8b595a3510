import { Anchor, Container, Grid, Group, Stack } from '@mantine/core';
import { formatDollars } from '@wallcraft/shared';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { ApplyButton } from '../../components/ApplyDialog/ApplyDialog';
import { ComparePanel } from '../../components/Proposal/ComparePanel';
import { trpc } from '../../lib/trpc';
import { ReportButton } from '../../components/ReportButton/ReportButton';
import {
  BackButton,
  DetailSkeleton,
  Fact,
  HiddenNotice,
  LoginToContact,
  MessageButton,
  NotFoundState,
  OwnerLine,
  SideCard,
} from '../../components/Detail/detail-parts';
import { useErrorToast } from '../../lib/toast';
import { useViewer } from '../../lib/session';
import { dimensionsInMetres, timelineLabel, upperOrTbd, visibilityLabel } from '../../lib/project-format';
import { ProjectSummary } from '../../components/Detail/ProjectSummary';
import { ProjectReviewsCard } from '../../components/ProjectReviews/ProjectReviewsCard';
import { useRecordView } from '../../components/RecentlyViewed/useRecordView';
import { LiveCard } from '../../components/Tracking/LiveCard';
import { PaymentsButton } from '../../components/PaymentsButton';
import { EstimateSuppliesButton } from '../../components/SupplyEstimator/EstimateSuppliesButton';

/** /wall-projects/{id}: as the brand project screen, plus the WALL INFORMATION card. */
export function WallProjectDetailPage() {
  const { id = '' } = useParams();
  const query = trpc.wallProjects.get.useQuery({ id });
  const project = query.data;
  const viewer = useViewer();
  useRecordView('wall_project', project?.id);
  useErrorToast(query.error);
  useDocumentTitle(`${project?.title ?? 'Wall project'} | WallCraft`);

  if (query.isPending) return <DetailSkeleton />;
  if (!project)
    return (
      <NotFoundState
        title="WALL PROJECT NOT FOUND"
        action={{ to: '/browse/wall-projects', label: 'BROWSE WALL PROJECTS' }}
      />
    );

  const open = project.status === 'open';
  const canApply = viewer.isArtist && open && project.owner?.id !== viewer.userId;
  const images = project.images.length > 0 ? project.images : project.wall.images;

  return (
    <Container size="xl" py="xl">
      <BackButton to="/browse/wall-projects" />
      <HiddenNotice hidden={project.hidden} what="wall project" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProjectSummary project={project} images={images} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <LiveCard projectType="wall_project" projectId={project.id} ownerId={project.owner?.id} />
            <SideCard title="PROJECT DETAILS">
              <Fact label="LOCATION" value={project.location || project.wall.location || 'Location TBD'} />
              <Fact label="BUDGET" value={formatDollars(project.budget)} />
              <Fact label="TIMELINE" value={timelineLabel('wall_project', project.timeline)} />
              <Fact label="VIEWS" value={project.viewCount} />
            </SideCard>
            <SideCard title="WALL INFORMATION">
              <Anchor component={Link} to={`/walls/${project.wall.id}`} fw={800} c="dark">
                {project.wall.title}
              </Anchor>
              <Fact label="DIMENSIONS" value={dimensionsInMetres(project.wall.width, project.wall.height)} />
              <Fact label="SURFACE TYPE" value={upperOrTbd(project.wall.surfaceType)} />
              <Fact label="VISIBILITY" value={visibilityLabel(project.wall.visibility)} />
            </SideCard>
            <EstimateSuppliesButton wall={project.wall} />
            <SideCard title="WALL OWNER">
              <OwnerLine owner={project.owner} />
            </SideCard>
            {viewer.signedIn ? (
              <PaymentsButton projectType="wall_project" projectId={project.id} ownerId={project.owner?.id ?? null} />
            ) : null}
            {!viewer.signedIn ? <LoginToContact /> : null}
            {/* Reviews and payout: for the owner and the accepted artists (anyone else gets nothing back). */}
            {project.status === 'completed' && (viewer.isArtist || project.owner?.id === viewer.userId) ? (
              <ProjectReviewsCard projectType="wall_project" projectId={project.id} projectTitle={project.title} />
            ) : null}
            {canApply ? (
              <Stack gap="xs">
                <ApplyButton
                  projectType="wall_project"
                  projectId={project.id}
                  projectTitle={project.title}
                  wallPhotoUrl={project.wall.images[0] ?? null}
                  label="APPLY TO WALL PROJECT"
                />
                {project.owner ? <MessageButton ownerId={project.owner.id} label="MESSAGE WALL OWNER" /> : null}
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <ReportButton targetType="wall_project" targetId={project.id} ownerId={project.owner?.id} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      {project.owner?.id === viewer.userId ? <ComparePanel projectType="wall_project" projectId={project.id} /> : null}
    </Container>
  );
}
