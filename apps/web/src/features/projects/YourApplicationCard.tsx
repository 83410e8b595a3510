import { Group, Text } from '@mantine/core';
import type { TProjectStatus } from '@wallcraft/shared';
import { SideCard } from '../../components/Detail/detail-parts';
import { StatusBadge } from '../../components/StatusBadge';
import { useMyApplication } from '../../components/ApplyDialog/ApplyDialog';
import { WithdrawButton } from '../../components/WithdrawButton';

/** What the status of the artist's application means for them, on the project's page. */
function explain(status: string, projectStatus: TProjectStatus): string {
  if (status === 'pending') return 'The owner has not decided yet. You can withdraw it while it waits.';
  if (projectStatus === 'closed' || projectStatus === 'cancelled')
    return 'Declined: the project was closed, so it takes no applications. Other open projects are waiting.';
  return 'Declined by the owner. Other open projects are waiting.';
}

/**
 * The signed-in artist's application to this project, if any: its status, what it means, and WITHDRAW while it is
 * pending. The same read as ApplyButton's (applications.mine filtered to the project).
 */
export function YourApplicationCard({
  projectId,
  projectStatus,
}: {
  projectId: string;
  projectStatus: TProjectStatus;
}) {
  const query = useMyApplication(projectId);
  const application = query.data?.items[0];
  // Hired: the deal's card (DealLinkCard) says so, with the way to the deal room.
  if (!application || application.status === 'accepted') return null;
  return (
    <SideCard title="YOUR APPLICATION">
      <Group justify="space-between" data-testid="your-application">
        <StatusBadge status={application.status} />
        {application.status === 'pending' ? <WithdrawButton kind="application" id={application.id} /> : null}
      </Group>
      <Text size="sm">{explain(application.status, projectStatus)}</Text>
    </SideCard>
  );
}
