import { Button, type ButtonProps } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { useViewer } from '../lib/session';
import { trpc } from '../lib/trpc';
import { partyName } from './Conversation/PersonAvatar';
import { MessageIcon } from './icons';

/**
 * MESSAGE <who> on every page of a deal, for both sides: opens the conversation with that person on /messages
 * (the same thread the deal room shows inline).
 */
export function MessageButton({
  userId,
  label = 'MESSAGE',
  ...props
}: { userId: string; label?: string } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      component={Link}
      to={`/messages?userId=${encodeURIComponent(userId)}`}
      variant="outline"
      color="dark"
      leftSection={<MessageIcon size={16} />}
      {...props}
    >
      {label}
    </Button>
  );
}

const OWNER_LABEL: Record<TProjectType, string> = {
  brand_project: 'MESSAGE BRAND',
  wall_project: 'MESSAGE WALL OWNER',
};

/** The hired artists a project's owner pays (and messages): the server lists them for the owner only. */
export function useProjectPayees(input: { projectType: TProjectType; projectId: string }, enabled = true) {
  return trpc.payments.payees.useQuery(input, { enabled, retry: false });
}

/**
 * The MESSAGE buttons of a deal's pages (project, milestones, payments, tracking), for both sides at every stage:
 * the owner gets one per hired artist (the payees the server lists for the owner only), anyone else signed in one
 * to the owner. Each opens that conversation on /messages.
 */
export function DealMessageButtons({
  projectType,
  projectId,
  ownerId,
  fullWidth = true,
}: {
  projectType: TProjectType;
  projectId: string;
  /** The project's owner when the page has it; left out, it is read here. */
  ownerId?: string | null;
  fullWidth?: boolean;
}) {
  const viewer = useViewer();
  // Pages that do not load the project (tracking) leave the owner to this page's own read of it.
  const brand = trpc.projects.get.useQuery(
    { id: projectId },
    { enabled: ownerId === undefined && projectType === 'brand_project' },
  );
  const wall = trpc.wallProjects.get.useQuery(
    { id: projectId },
    { enabled: ownerId === undefined && projectType === 'wall_project' },
  );
  if (ownerId === undefined) ownerId = (projectType === 'brand_project' ? brand.data : wall.data)?.owner?.id;
  const isOwner = viewer.signedIn && Boolean(ownerId) && ownerId === viewer.userId;
  const payees = useProjectPayees({ projectType, projectId }, isOwner);
  if (!viewer.signedIn || !ownerId) return null;
  if (!isOwner)
    return <MessageButton userId={ownerId} label={OWNER_LABEL[projectType]} size="md" fullWidth={fullWidth} />;
  return (
    <>
      {(payees.data?.items ?? []).map(({ artist }) => (
        <MessageButton
          key={artist.id}
          userId={artist.id}
          label={`MESSAGE ${(artist.firstName || partyName(artist)).toUpperCase()}`}
          size="md"
          fullWidth={fullWidth}
        />
      ))}
    </>
  );
}
