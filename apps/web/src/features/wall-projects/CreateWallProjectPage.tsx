import { Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { WALL_PROJECT_TIMELINE_LABELS } from '@wallcraft/shared';
import { ZCreateWallProjectRequest, requiredText } from '@wallcraft/shared/schemas';
import { Link, useNavigate } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageTitle } from '../../components/PageTitle';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_PROJECT, ProjectFields, projectRequest } from '../../components/ProjectFields';
import { useRequestForm } from '../../lib/form';
import { useRoleGate } from '../../lib/useRoleGate';

/** The form asks for a location even though the server would take the wall's own when it is left out. */
const ZWallProjectForm = ZCreateWallProjectRequest.extend({ location: requiredText('Location', 200) });

/** A wall owner posts a project on one of their own walls. */
export function CreateWallProjectPage() {
  const allowed = useRoleGate('wall_owner', 'Only wall owners can post wall projects');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const walls = trpc.walls.mine.useQuery({}, { enabled: allowed });
  // The wall is required: an unchosen one is sent as '' so the schema says 'Wall is required'.
  const form = useRequestForm({
    schema: ZWallProjectForm,
    initialValues: EMPTY_PROJECT,
    toRequest: (values) => ({ ...projectRequest(values), wallId: values.wallId ?? '' }),
  });
  const create = trpc.wallProjects.create.useMutation({
    onSuccess: async () => {
      toast({
        title: 'Wall project posted successfully',
        message: 'Your wall project has been posted to the marketplace',
      });
      await Promise.all([utils.wallProjects.invalidate(), utils.myProjects.invalidate(), utils.insights.invalidate()]);
      navigate('/browse/wall-projects');
    },
    meta: { errorToast: { title: 'Error posting wall project', fallback: 'Please try again later' } },
  });

  if (!allowed || walls.isPending) return <CenteredLoader />;
  const mine = walls.data?.items ?? [];

  /** Choosing a wall fills the location from it; the owner may still edit it. */
  function chooseWall(id: string | null) {
    form.setFieldValue('wallId', id);
    const wall = mine.find((w) => w.id === id);
    if (wall?.location) form.setFieldValue('location', wall.location);
  }

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title="POST A WALL PROJECT" subtitle="Describe what you want painted on one of your walls." />
      {mine.length === 0 ? (
        <Card p="xl" ta="center">
          <Stack align="center">
            <Title order={3}>NO WALLS FOUND</Title>
            <Text c="dimmed">List a wall first, then post a project on it.</Text>
            <Button component={Link} to="/walls/create">
              LIST A WALL
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card component="form" onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate p="lg">
          <Stack>
            <Select
              label="Wall"
              required
              placeholder="Choose one of your walls"
              data={mine.map((wall) => ({ value: wall.id, label: wall.title }))}
              value={form.values.wallId}
              onChange={chooseWall}
              error={form.errors.wallId}
            />
            <ProjectFields
              form={form}
              timelineLabels={WALL_PROJECT_TIMELINE_LABELS}
              locationHint="Filled in from the wall you choose"
            />
            <Group justify="flex-end" mt="md">
              <Button component={Link} to="/" variant="default">
                CANCEL
              </Button>
              <Button type="submit" loading={create.isPending}>
                POST WALL PROJECT
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
