import { Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { WALL_PROJECT_TIMELINE_LABELS } from '@wallcraft/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageTitle } from '../../components/PageTitle';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_PROJECT, ProjectFields, projectPayload, validateProject, type ProjectErrors, type ProjectValues } from '../projects/ProjectFields';
import { useRoleGate } from '../projects/useRoleGate';

/** Spec 2, 2.9: a wall owner posts a project on one of their own walls. */
export function CreateWallProjectPage() {
  const allowed = useRoleGate('wall_owner', 'Only wall owners can post wall projects');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const walls = trpc.walls.mine.useQuery({}, { enabled: allowed });
  const [wallId, setWallId] = useState<string | null>(null);
  const [values, setValues] = useState<ProjectValues>(EMPTY_PROJECT);
  const [errors, setErrors] = useState<ProjectErrors & { wallId?: string }>({});
  const create = trpc.wallProjects.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Wall project posted successfully', message: 'Your wall project has been posted to the marketplace' });
      await Promise.all([utils.wallProjects.invalidate(), utils.myProjects.invalidate(), utils.insights.invalidate()]);
      navigate('/browse/wall-projects');
    },
    onError: (error) => toast({ title: 'Error posting wall project', message: serverMessage(error, 'Please try again later'), variant: 'destructive' }),
  });

  if (!allowed || walls.isPending) return <CenteredLoader />;
  const mine = walls.data?.items ?? [];

  /** Choosing a wall fills the location from it (spec 2, 2.9); the owner may still edit it. */
  function chooseWall(id: string | null) {
    setWallId(id);
    const wall = mine.find((w) => w.id === id);
    if (wall?.location) setValues((current) => ({ ...current, location: wall.location ?? '' }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...validateProject(values), ...(wallId ? {} : { wallId: 'Wall is required' }) };
    setErrors(found);
    if (wallId && Object.keys(found).length === 0) create.mutate({ wallId, ...projectPayload(values) });
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
        <Card component="form" onSubmit={submit} noValidate p="lg">
          <Stack>
            <Select classNames={{ label: 'wc-label' }}
              label="Wall"
              required
              placeholder="Choose one of your walls"
              data={mine.map((wall) => ({ value: wall.id, label: wall.title }))}
              value={wallId}
              onChange={chooseWall}
              error={errors.wallId}
            />
            <ProjectFields values={values} errors={errors} onChange={setValues} timelineLabels={WALL_PROJECT_TIMELINE_LABELS} locationHint="Filled in from the wall you choose" />
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
