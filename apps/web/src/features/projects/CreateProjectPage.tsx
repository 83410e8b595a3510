import { Button, Card, Container, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BRAND_PROJECT_TIMELINE_LABELS } from '@wallcraft/shared';
import { ZCreateProjectRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageTitle } from '../../components/PageTitle';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { EMPTY_PROJECT, ProjectFields, projectRequest } from '../../components/ProjectFields';
import { useRequestForm } from '../../lib/form';
import { useRoleGate } from '../../lib/useRoleGate';

/** A brand posts a project, optionally on a listed wall. */
export function CreateProjectPage() {
  const allowed = useRoleGate('brand', 'Only brands can post projects');
  const { user } = useSession();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useRequestForm({
    schema: ZCreateProjectRequest,
    initialValues: { ...EMPTY_PROJECT, location: user?.location ?? '' },
    toRequest: projectRequest,
  });
  // The wall picker's own state: what is typed to search walls, and the picked wall's option (kept listed
  // while a new search runs). The form holds only its id.
  const [wallSearch, setWallSearch] = useState('');
  const [wall, setWall] = useState<{ value: string; label: string } | null>(null);
  const [wallQuery] = useDebouncedValue(wallSearch.trim(), 300);
  // Once a wall is picked the search box shows its label: that is not a search.
  const searching = wallQuery && wallQuery !== wall?.label ? wallQuery : undefined;
  const walls = trpc.walls.list.useQuery({ search: searching, limit: 20 }, { enabled: allowed });
  const create = trpc.projects.create.useMutation({
    onSuccess: async (project) => {
      toast({
        title: 'Project posted successfully',
        message:
          project.wallRequest?.status === 'pending'
            ? 'Your project has been posted to the marketplace. The wall is shown once its owner accepts your request.'
            : 'Your project has been posted to the marketplace',
      });
      await Promise.all([utils.projects.invalidate(), utils.myProjects.invalidate(), utils.insights.invalidate()]);
      navigate('/');
    },
    meta: { errorToast: { title: 'Error posting project', fallback: 'Please try again later' } },
  });

  if (!allowed) return <CenteredLoader />;

  const listed = (walls.data?.items ?? []).map((w) => ({
    value: w.id,
    label: `${w.title}${w.location ? ` · ${w.location}` : ''}`,
  }));
  const wallOptions = wall && !listed.some((o) => o.value === wall.value) ? [wall, ...listed] : listed;

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title="POST A PROJECT" subtitle="Find the right artist for your next mural." />
      <Card component="form" onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate p="lg">
        <Stack>
          <ProjectFields form={form} timelineLabels={BRAND_PROJECT_TIMELINE_LABELS} />
          <Select
            label="Wall (optional)"
            description="Someone else's wall is shown on your project only after its owner accepts your request."
            placeholder="Search listed walls"
            searchable
            clearable
            data={wallOptions}
            value={form.values.wallId}
            error={form.errors.wallId}
            onChange={(_, option) => {
              setWall(option ? { value: option.value, label: option.label } : null);
              form.setFieldValue('wallId', option?.value ?? null);
            }}
            searchValue={wallSearch}
            onSearchChange={setWallSearch}
            nothingFoundMessage={walls.isPending ? 'Loading…' : 'No walls found'}
            filter={({ options }) => options}
          />
          <Group justify="flex-end" mt="md">
            <Button component={Link} to="/" variant="default">
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending}>
              POST PROJECT
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
