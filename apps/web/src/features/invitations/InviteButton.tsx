import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { APPLICATION_MESSAGE_MAX_LENGTH, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/useSession';

type ProjectOption = { value: string; label: string };

/**
 * The viewer's open projects they may invite an artist to: brand projects for a brand, wall projects for a
 * wall owner (spec 2, section 6). Only the query matching the active type runs.
 */
function useInvitableProjects(userType: string | null | undefined) {
  // Only open projects can be invited to (spec 2, section 4); the server filters them.
  const input = { status: 'open' as const, limit: MAX_PAGE_SIZE };
  const brand = trpc.projects.mine.useQuery(input, { enabled: userType === 'brand' });
  const wall = trpc.wallProjects.mine.useQuery(input, { enabled: userType === 'wall_owner' });
  const rows = userType === 'brand' ? brand.data?.items : userType === 'wall_owner' ? wall.data?.items : undefined;
  const options: ProjectOption[] = (rows ?? []).map((project) => ({ value: project.id, label: project.title }));
  return options;
}

function InviteDialog({ artistId, options, opened, onClose, wallOwner }: {
  artistId: string;
  options: ProjectOption[];
  opened: boolean;
  onClose: () => void;
  wallOwner: boolean;
}) {
  const utils = trpc.useUtils();
  const [projectId, setProjectId] = useState<string | null>(options[0]?.value ?? null);
  const [message, setMessage] = useState('');
  const invite = trpc.invitations.create.useMutation({
    onSuccess: () => {
      toast({ title: 'Invitation Sent', message: 'The artist has been invited to your project!' });
      void utils.invitations.invalidate();
      setMessage('');
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Invitation Failed', message: serverMessage(error, 'Failed to send invitation'), variant: 'destructive' }),
  });

  const send = () => {
    if (!projectId) return;
    const text = message.trim() || undefined;
    invite.mutate(
      wallOwner
        ? { artistId, projectType: 'wall_project', wallProjectId: projectId, message: text }
        : { artistId, projectType: 'brand_project', projectId, message: text },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="INVITE TO PROJECT" centered
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}>
      <Stack>
        <Select
          label={wallOwner ? 'Wall project' : 'Project'}
          data={options}
          value={projectId}
          onChange={setProjectId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Message (optional)"
          placeholder="Tell the artist about the project"
          autosize
          minRows={3}
          maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button onClick={send} loading={invite.isPending} disabled={!projectId}>
            SEND INVITATION
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Spec 2, section 5: shown only to a brand or wall owner (active profile) looking at someone else's artist
 * profile, when they have at least one open project of their kind. The profile page decides it is an artist's.
 */
export function InviteButton({ artistId }: { artistId: string }) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const userType = user?.userType;
  const inviter = userType === 'brand' || userType === 'wall_owner';
  const options = useInvitableProjects(inviter && user?.id !== artistId ? userType : null);

  if (!user || !inviter || user.id === artistId || options.length === 0) return null;

  return (
    <>
      <Button color="dark" onClick={() => setOpened(true)}>
        Invite
      </Button>
      {opened ? (
        <InviteDialog
          artistId={artistId}
          options={options}
          opened={opened}
          onClose={() => setOpened(false)}
          wallOwner={userType === 'wall_owner'}
        />
      ) : null}
    </>
  );
}
