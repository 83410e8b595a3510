import { Container, Grid, Group, Stack } from '@mantine/core';
import { formatDollars } from '@wallcraft/shared';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
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
import { timelineLabel } from '../../lib/project-format';
import { ProjectSummary } from '../../components/Detail/ProjectSummary';
import { ProjectReviewsCard } from '../../components/ProjectReviews/ProjectReviewsCard';
import { useRecordView } from '../../components/RecentlyViewed/useRecordView';
import { LiveCard } from '../../components/Tracking/LiveCard';
import { PaymentsButton } from '../../components/PaymentsButton';
import { WallCard } from './WallCard';

/** /projects/{id}: a brand project. */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const query = trpc.projects.get.useQuery({ id });
  const project = query.data;
  const viewer = useViewer();
  useRecordView('project', project?.id);
  useErrorToast(query.error);
  useDocumentTitle(`${project?.title ?? 'Project'} | WallCraft`);

  if (query.isPending) return <DetailSkeleton />;
  if (!project)
    return <NotFoundState title="PROJECT NOT FOUND" action={{ to: '/browse/projects', label: 'BROWSE PROJECTS' }} />;

  const open = project.status === 'open';
  const canApply = viewer.isArtist && open && project.owner?.id !== viewer.userId;

  return (
    <Container size="xl" py="xl">
      <BackButton to="/browse/projects" />
      <HiddenNotice hidden={project.hidden} what="project" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProjectSummary project={project} images={project.images} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <LiveCard projectType="brand_project" projectId={project.id} ownerId={project.owner?.id} />
            <SideCard title="PROJECT DETAILS">
              <Fact label="LOCATION" value={project.location || 'Location TBD'} />
              <Fact label="BUDGET" value={formatDollars(project.budget)} />
              <Fact label="TIMELINE" value={timelineLabel('brand_project', project.timeline)} />
              <Fact label="VIEWS" value={project.viewCount} />
            </SideCard>
            <SideCard title="BRAND">
              <OwnerLine owner={project.owner} />
            </SideCard>
            <WallCard project={project} />
            {viewer.signedIn ? (
              <PaymentsButton projectType="brand_project" projectId={project.id} ownerId={project.owner?.id ?? null} />
            ) : null}
            {!viewer.signedIn ? <LoginToContact /> : null}
            {/* Reviews and payout: for the owner and the accepted artists (anyone else gets nothing back). */}
            {project.status === 'completed' && (viewer.isArtist || project.owner?.id === viewer.userId) ? (
              <ProjectReviewsCard projectType="brand_project" projectId={project.id} projectTitle={project.title} />
            ) : null}
            {canApply ? (
              <Stack gap="xs">
                <ApplyButton
                  projectType="brand_project"
                  projectId={project.id}
                  projectTitle={project.title}
                  wallPhotoUrl={project.wall?.images[0] ?? null}
                  label="APPLY TO PROJECT"
                />
                {project.owner ? <MessageButton ownerId={project.owner.id} label="MESSAGE BRAND" /> : null}
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <ReportButton targetType="brand_project" targetId={project.id} ownerId={project.owner?.id} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      {project.owner?.id === viewer.userId ? <ComparePanel projectType="brand_project" projectId={project.id} /> : null}
    </Container>
  );
}
