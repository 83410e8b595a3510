import { Button } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { trpc } from '../lib/trpc';
import { useViewer } from '../lib/session';

/** The payments page of a project. */
export function paymentsPath(projectType: TProjectType, projectId: string): string {
  return `/projects/${projectId}/transactions?projectType=${projectType}`;
}

/** The milestones page of a project. */
export function milestonesPath(projectType: TProjectType, projectId: string): string {
  return `/projects/${projectId}/milestones?projectType=${projectType}`;
}

/** The project's payment summary: it answers its owner and accepted artists, and 404s everyone else (final). */
export function useProjectPayments(input: { projectType: TProjectType; projectId: string }, enabled = true) {
  return trpc.payments.summary.useQuery(input, { enabled, retry: false });
}

/**
 * PAYMENTS and MILESTONES on a project page, for its owner and its accepted artists. Whether an artist is on the project is
 * the server's to say: its payment summary answers them and 404s everyone else.
 */
export function PaymentsButton({
  projectType,
  projectId,
  ownerId,
}: {
  projectType: TProjectType;
  projectId: string;
  ownerId: string | null;
}) {
  const viewer = useViewer();
  const isOwner = viewer.signedIn && ownerId !== null && ownerId === viewer.userId;
  const onProject = useProjectPayments({ projectType, projectId }, viewer.isArtist && !isOwner);
  if (!isOwner && !onProject.isSuccess) return null;
  return (
    <>
      <Button component={Link} to={paymentsPath(projectType, projectId)} size="md" variant="outline" fullWidth>
        PAYMENTS
      </Button>
      <Button component={Link} to={milestonesPath(projectType, projectId)} size="md" variant="outline" fullWidth>
        MILESTONES
      </Button>
    </>
  );
}
