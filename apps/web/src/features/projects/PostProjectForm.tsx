import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { ZCreateProjectRequest, ZCreateWallProjectRequest, requiredText } from '@wallcraft/shared/schemas';
import { Link } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageTitle } from '../../components/PageTitle';
import { EMPTY_PROJECT, ProjectFields, projectRequest, type ProjectValues } from '../../components/ProjectFields';
import { useRequestForm } from '../../lib/form';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useRoleGate } from '../../lib/useRoleGate';
import { usePostProject } from './usePostProject';
import { ListedWallSelect, OwnWallSelect } from './WallSelect';

/** The form asks for a location even though the server would take the wall's own when it is left out. */
const ZWallProjectForm = ZCreateWallProjectRequest.safeExtend({ location: requiredText('Location', 200) });

/** The wall is required: an unchosen one is sent as '' so the schema says 'Wall is required'. */
const wallProjectRequest = (values: ProjectValues) => ({ ...projectRequest(values), wallId: values.wallId ?? '' });

const KINDS = {
  brand_project: {
    role: 'brand',
    denied: 'Only brands can post projects',
    title: 'POST A PROJECT',
    subtitle: 'Find the right artist for your next mural.',
    schema: ZCreateProjectRequest,
    toRequest: projectRequest,
    locationHint: undefined,
    submit: 'POST PROJECT',
  },
  wall_project: {
    role: 'wall_owner',
    denied: 'Only wall owners can post wall projects',
    title: 'POST A WALL PROJECT',
    subtitle: 'Describe what you want painted on one of your walls.',
    schema: ZWallProjectForm,
    toRequest: wallProjectRequest,
    locationHint: 'Filled in from the wall you choose',
    submit: 'POST WALL PROJECT',
  },
} as const;

function NoWalls() {
  return (
    <Card p="xl" ta="center">
      <Stack align="center">
        <Title order={3}>NO WALLS FOUND</Title>
        <Text c="dimmed">List a wall first, then post a project on it.</Text>
        <Button component={Link} to="/walls/create">
          LIST A WALL
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Posting a project, with its wall section by kind: a brand may pick any listed wall (someone else's is asked
 * for), a wall owner must pick one of their own, which fills the location.
 */
export function PostProjectForm({ kind }: { kind: TProjectType }) {
  const texts = KINDS[kind];
  const allowed = useRoleGate(texts.role, texts.denied);
  const { user } = useSession();
  const ownWalls = trpc.walls.mine.useQuery({}, { enabled: allowed && kind === 'wall_project' });
  const { post, isPending } = usePostProject(kind);
  const form = useRequestForm({
    schema: texts.schema,
    initialValues: { ...EMPTY_PROJECT, location: kind === 'brand_project' ? (user?.location ?? '') : '' },
    toRequest: texts.toRequest,
  });

  if (!allowed || (kind === 'wall_project' && ownWalls.isPending)) return <CenteredLoader />;
  const mine = ownWalls.data?.items ?? [];

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title={texts.title} subtitle={texts.subtitle} />
      {kind === 'wall_project' && mine.length === 0 ? (
        <NoWalls />
      ) : (
        <Card component="form" onSubmit={form.onSubmit(post)} noValidate p="lg">
          <Stack>
            {kind === 'wall_project' ? <OwnWallSelect form={form} walls={mine} /> : null}
            <ProjectFields form={form} locationHint={texts.locationHint} />
            {kind === 'brand_project' ? <ListedWallSelect form={form} /> : null}
            <Group justify="flex-end" mt="md">
              <Button component={Link} to="/" variant="default">
                CANCEL
              </Button>
              <Button type="submit" loading={isPending}>
                {texts.submit}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
