import { Alert, Button, Group, Text } from '@mantine/core';
import type { TProjectStatus, TProjectType } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * What a project that takes no applications says, and what to do next: its owner may reopen one they closed;
 * anyone else is pointed at the open projects.
 */
export function StatusNotice({
  kind,
  projectId,
  status,
  owns,
  browse,
}: {
  kind: TProjectType;
  projectId: string;
  status: TProjectStatus;
  owns: boolean;
  browse: { to: string; label: string };
}) {
  const reopened = () =>
    toast({ title: 'Project reopened', message: 'Artists can apply again, and you can invite them.' });
  const meta = { errorToast: { title: 'Could not reopen the project', fallback: 'Please try again' } };
  const brand = trpc.projects.reopen.useMutation({ onSuccess: reopened, meta });
  const wall = trpc.wallProjects.reopen.useMutation({ onSuccess: reopened, meta });
  const reopen = kind === 'brand_project' ? brand : wall;

  if (status !== 'closed' && status !== 'cancelled') return null;
  if (owns) {
    return (
      <Alert color="gray" title="THIS PROJECT IS CLOSED" mb="lg">
        <Text size="sm">
          {status === 'closed'
            ? 'You closed it: artists cannot apply or be invited. Reopen it to take applications again.'
            : 'An operator closed it. Write to us from the contact page if you have questions.'}
        </Text>
        {status === 'closed' ? (
          <Group mt="sm">
            <Button size="compact-md" loading={reopen.isPending} onClick={() => reopen.mutate({ id: projectId })}>
              REOPEN
            </Button>
          </Group>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert color="gray" title="THIS PROJECT IS CLOSED" mb="lg">
      <Text size="sm">It takes no new applications. Open projects are waiting for you.</Text>
      <Group mt="sm">
        <Button component={Link} to={browse.to} size="compact-md" variant="outline">
          {browse.label}
        </Button>
      </Group>
    </Alert>
  );
}
