import { Button, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { useParams } from 'react-router-dom';
import { ApplyButton, useMyApplication } from '../../components/ApplyDialog/ApplyDialog';
import {
  BackButton,
  DetailSkeleton,
  Fact,
  HiddenNotice,
  LoginToContact,
  NotFoundState,
  OwnerLine,
  SideCard,
  SideSkeleton,
} from '../../components/Detail/detail-parts';
import { ProjectSummary } from '../../components/Detail/ProjectSummary';
import { PaymentsButton, useProjectPayments } from '../../components/PaymentsButton';
import { ProjectReviewsCard } from '../../components/ProjectReviews/ProjectReviewsCard';
import { ComparePanel } from '../../components/Proposal/ComparePanel';
import { useRecordView } from '../../components/RecentlyViewed/useRecordView';
import { ReportButton } from '../../components/ReportButton/ReportButton';
import { DealLinkCard, useProjectDeal } from '../../components/DealLinkCard';
import { LiveCard, useProjectTracking } from '../../components/Tracking/LiveCard';
import { timelineLabel } from '../../lib/project-format';
import { useViewer } from '../../lib/session';
import { useSettled } from '../../lib/settled';
import { useErrorToast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DealMessageButtons, useProjectPayees } from '../../components/MessageButton';
import { OwnerActions } from './OwnerActions';
import { StatusNotice } from './StatusNotice';
import { WallInfoCard } from './WallInfoCard';
import { WallRequestCard } from './WallRequestCard';
import { YourApplicationCard } from './YourApplicationCard';

/** A project with its kind: a brand's (which may show a wall) or a wall owner's (always on one of their walls). */
type Shown =
  | { kind: 'brand_project'; project: RouterOutputs['projects']['get'] }
  | { kind: 'wall_project'; project: RouterOutputs['wallProjects']['get'] };

/** What the page says of each kind. */
const TEXTS = {
  brand_project: {
    name: 'Project',
    what: 'project',
    browse: { to: '/browse/projects', label: 'BROWSE PROJECTS' },
    notFound: 'PROJECT NOT FOUND',
    owner: 'BRAND',
    apply: 'APPLY TO PROJECT',
  },
  wall_project: {
    name: 'Wall project',
    what: 'wall project',
    browse: { to: '/browse/wall-projects', label: 'BROWSE WALL PROJECTS' },
    notFound: 'WALL PROJECT NOT FOUND',
    owner: 'WALL OWNER',
    apply: 'APPLY TO WALL PROJECT',
  },
} as const;

/** The project of that kind with this id: only the kind's own query runs. */
function useShownProject(kind: TProjectType, id: string) {
  const brand = trpc.projects.get.useQuery({ id }, { enabled: kind === 'brand_project' });
  const wall = trpc.wallProjects.get.useQuery({ id }, { enabled: kind === 'wall_project' });
  const query = kind === 'brand_project' ? brand : wall;
  const shown: Shown | undefined =
    kind === 'brand_project'
      ? brand.data && { kind: 'brand_project', project: brand.data }
      : wall.data && { kind: 'wall_project', project: wall.data };
  return { shown, isPending: query.isPending, error: query.error };
}

/** A wall project without images or a location of its own shows its wall's. */
function imagesOf(shown: Shown): string[] {
  if (shown.kind === 'wall_project' && shown.project.images.length === 0) return shown.project.wall.images;
  return shown.project.images;
}

function locationOf(shown: Shown): string {
  const wallLocation = shown.kind === 'wall_project' ? shown.project.wall.location : null;
  return shown.project.location || wallLocation || 'Location TBD';
}

/**
 * Whether the side column may be drawn: once its cards' reads for this viewer have answered, the owner's (tracking,
 * payees), a party's (the deal) and an artist's (their application, the payment summary), so no card arriving late
 * pushes the buttons below it from under a finger. Each card then reads the same cached answer.
 */
function useSideColumnSettled(kind: TProjectType, shown: Shown | undefined): boolean {
  const viewer = useViewer();
  const projectId = shown?.project.id ?? '';
  const owns = shown !== undefined && viewer.userId !== null && shown.project.owner?.id === viewer.userId;
  const artist = shown !== undefined && viewer.isArtist && !owns;
  const input = { projectType: kind, projectId };
  const reads = [
    useMyApplication(projectId, artist),
    useProjectDeal(projectId, owns || (shown !== undefined && viewer.isArtist)),
    useProjectTracking(input, owns),
    useProjectPayees(input, owns),
    useProjectPayments(input, artist),
  ];
  return useSettled(reads, projectId);
}

/** /projects/{id} and /wall-projects/{id}: one page, with the wall's part shown by the project's kind. */
export function ProjectDetail({ kind }: { kind: TProjectType }) {
  const { id = '' } = useParams();
  const texts = TEXTS[kind];
  const { shown, isPending, error } = useShownProject(kind, id);
  const sideSettled = useSideColumnSettled(kind, shown);
  const viewer = useViewer();
  useRecordView(kind === 'brand_project' ? 'project' : 'wall_project', shown?.project.id);
  useErrorToast(error);
  useDocumentTitle(`${shown?.project.title ?? texts.name} | WallCraft`);

  if (isPending) return <DetailSkeleton />;
  if (!shown) return <NotFoundState title={texts.notFound} action={texts.browse} />;

  const { project } = shown;
  const owns = project.owner?.id === viewer.userId;
  const canApply = viewer.isArtist && project.status === 'open' && !owns;
  // A wall project takes no applications while its owner marks the wall booked or unavailable (the server's rule).
  const wallShut = shown.kind === 'wall_project' && shown.project.wall.status !== 'available';

  return (
    <Container size="xl" py="xl">
      <BackButton to={texts.browse.to} />
      <HiddenNotice hidden={project.hidden} what={texts.what} />
      <StatusNotice kind={kind} projectId={project.id} status={project.status} owns={owns} browse={texts.browse} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProjectSummary project={project} images={imagesOf(shown)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {!sideSettled ? (
            <SideSkeleton />
          ) : (
            <Stack>
              {owns ? <OwnerActions kind={kind} project={project} /> : null}
              {viewer.isArtist && !owns ? (
                <YourApplicationCard projectId={project.id} projectStatus={project.status} />
              ) : null}
              {owns || viewer.isArtist ? <DealLinkCard projectId={project.id} /> : null}
              <LiveCard projectType={kind} projectId={project.id} ownerId={project.owner?.id} />
              <SideCard title="PROJECT DETAILS">
                <Fact label="LOCATION" value={locationOf(shown)} />
                {project.streetAddress ? <Fact label="STREET ADDRESS" value={project.streetAddress} /> : null}
                <Fact label="BUDGET" value={formatMoney(project.budget)} />
                <Fact label="TIMELINE" value={timelineLabel(project.timeline)} />
                <Fact label="VIEWS" value={project.viewCount} />
              </SideCard>
              {shown.kind === 'wall_project' ? <WallInfoCard wall={shown.project.wall} /> : null}
              <SideCard title={texts.owner}>
                <OwnerLine owner={project.owner} />
              </SideCard>
              {shown.kind === 'brand_project' ? <WallRequestCard project={shown.project} /> : null}
              {viewer.signedIn ? (
                <>
                  <PaymentsButton projectType={kind} projectId={project.id} ownerId={project.owner?.id ?? null} />
                  {/* Both sides, at every stage: the owner to each hired artist, anyone else to the owner. */}
                  <DealMessageButtons projectType={kind} projectId={project.id} ownerId={project.owner?.id ?? null} />
                </>
              ) : (
                <LoginToContact />
              )}
              {/* Reviews and payout: for the owner and the accepted artists (anyone else gets nothing back). */}
              {project.status === 'completed' && (viewer.isArtist || owns) ? (
                <ProjectReviewsCard projectType={kind} projectId={project.id} projectTitle={project.title} />
              ) : null}
              {canApply ? (
                <Stack gap="xs">
                  {wallShut ? (
                    <>
                      <Button size="md" color="artist" disabled>
                        {texts.apply}
                      </Button>
                      <Text size="sm" c="dimmed" data-testid="apply-closed-reason">
                        The wall is {shown.project.wall.status}: its owner takes no applications until they mark it
                        available again.
                      </Text>
                    </>
                  ) : (
                    <ApplyButton
                      projectType={kind}
                      projectId={project.id}
                      projectTitle={project.title}
                      wallPhotoUrl={project.wall?.images[0] ?? null}
                      label={texts.apply}
                    />
                  )}
                </Stack>
              ) : null}
              <Group justify="flex-end">
                <ReportButton targetType={kind} targetId={project.id} ownerId={project.owner?.id} />
              </Group>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      {owns ? <ComparePanel projectType={kind} projectId={project.id} /> : null}
    </Container>
  );
}
