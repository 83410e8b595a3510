import { Anchor, Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { ApplyButton } from '../../components/ApplyDialog/ApplyDialog';
import { trpc } from '../../lib/trpc';
import { BackButton, DetailSkeleton, Fact, Gallery, LoginToContact, MessageButton, NotFoundState, OwnerLine, SideCard, StatusBadge, useErrorToast, useViewer } from '../browse/detail-parts';
import { budgetLabel, dimensionsInMetres, statusLabel, timelineLabel, upperOrTbd, visibilityLabel } from '../browse/project-format';
import { StyleChips } from '../browse/StyleChips';
import { useRecordView } from '../recently-viewed/useRecordView';

/** /wall-projects/{id}: as the brand project screen, plus the WALL INFORMATION card (spec 1, section 2). */
export function WallProjectDetailPage() {
  const { id = '' } = useParams();
  const query = trpc.wallProjects.get.useQuery({ id });
  const project = query.data;
  const viewer = useViewer();
  useRecordView('wall_project', project?.id);
  useErrorToast(query.error);
  useDocumentTitle(`${project?.title ?? 'Wall project'} | WallCraft`);

  if (query.isPending) return <DetailSkeleton />;
  if (!project) return <NotFoundState title="WALL PROJECT NOT FOUND" action={{ to: '/browse/wall-projects', label: 'BROWSE WALL PROJECTS' }} />;

  const open = project.status === 'open';
  const canApply = viewer.isArtist && open && project.owner?.id !== viewer.userId;
  const images = project.images.length > 0 ? project.images : project.wall.images;

  return (
    <Container size="xl" py="xl">
      <BackButton to="/browse/wall-projects" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Gallery images={images} title={project.title} />
            <Stack gap="xs">
              <Group gap="xs">
                <StatusBadge label={statusLabel(project.status)} active={open} />
                {project.featured ? (
                  <Badge color="brand" variant="filled" size="lg">
                    FEATURED
                  </Badge>
                ) : null}
              </Group>
              <Title order={1}>{project.title}</Title>
            </Stack>
            {project.description ? <Text style={{ whiteSpace: 'pre-line' }}>{project.description}</Text> : null}
            {project.preferredStyles.length > 0 ? (
              <Stack gap="xs">
                <Title order={3} fz="lg">
                  PREFERRED STYLES
                </Title>
                <StyleChips styles={project.preferredStyles} max={project.preferredStyles.length} />
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <SideCard title="PROJECT DETAILS">
              <Fact label="LOCATION" value={project.location || project.wall.location || 'Location TBD'} />
              <Fact label="BUDGET" value={budgetLabel(project.budget)} />
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
            <SideCard title="WALL OWNER">
              <OwnerLine owner={project.owner} />
            </SideCard>
            {!viewer.signedIn ? <LoginToContact /> : null}
            {canApply ? (
              <Stack gap="xs">
                <ApplyButton projectType="wall_project" projectId={project.id} projectTitle={project.title} label="APPLY TO WALL PROJECT" />
                {project.owner ? <MessageButton ownerId={project.owner.id} label="MESSAGE WALL OWNER" /> : null}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
