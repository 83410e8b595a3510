import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { APPLICATION_MESSAGE_MAX_LENGTH, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { ZCreateInvitationRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { useRequestForm } from '../lib/form';
import { FormModal, useFormModalDirty } from './FormModal/FormModal';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/session';

export type ProjectOption = { value: string; label: string };

/**
 * The open projects the viewer may invite this artist to: brand projects for a brand, wall projects for a wall
 * owner (active profile), none for anyone else or for the artist themselves. Only the query matching the active
 * type runs; `pending` while it has not answered.
 */
export function useInvitableProjects(artistId: string): { options: ProjectOption[]; pending: boolean } {
  const { user } = useSession();
  const userType = user && user.id !== artistId ? user.userType : null;
  // Only open projects can be invited to; the server filters them.
  const input = { status: 'open' as const, limit: MAX_PAGE_SIZE };
  const brand = trpc.projects.mine.useQuery(input, { enabled: userType === 'brand' });
  const wall = trpc.wallProjects.mine.useQuery(input, { enabled: userType === 'wall_owner' });
  const rows = userType === 'brand' ? brand.data?.items : userType === 'wall_owner' ? wall.data?.items : undefined;
  const options: ProjectOption[] = (rows ?? []).map((project) => ({ value: project.id, label: project.title }));
  return { options, pending: brand.isLoading || wall.isLoading };
}

/**
 * The invitation itself: the project (of the inviter's kind) and an optional message. Lives inside a FormModal, which
 * asks before throwing typed text away; `onSent` runs after the toast.
 */
export function InviteForm({
  artistId,
  options,
  wallOwner,
  onCancel,
  onSent,
}: {
  artistId: string;
  options: ProjectOption[];
  wallOwner: boolean;
  onCancel: () => void;
  onSent: () => void;
}) {
  const form = useRequestForm({
    schema: ZCreateInvitationRequest,
    initialValues: { projectId: options[0]?.value ?? null, message: '' },
    // A wall owner invites to a wall project, a brand to a brand project; a blank message is none.
    toRequest: ({ projectId, message }) => {
      const text = message.trim() ? message : undefined;
      return wallOwner
        ? { artistId, projectType: 'wall_project' as const, wallProjectId: projectId ?? undefined, message: text }
        : { artistId, projectType: 'brand_project' as const, projectId: projectId ?? undefined, message: text };
    },
  });
  useFormModalDirty(form.isDirty());
  const invite = trpc.invitations.create.useMutation({
    onSuccess: () => {
      toast({ title: 'Invitation Sent', message: 'The artist has been invited to your project!' });
      form.reset();
      onSent();
    },
    meta: { errorToast: { title: 'Invitation Failed', fallback: 'Failed to send invitation' } },
  });

  return (
    <form onSubmit={form.onSubmit((request) => invite.mutate(request))} noValidate>
      <Stack>
        <Select
          label={wallOwner ? 'Wall project' : 'Project'}
          data={options}
          {...form.getInputProps('projectId')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Message (optional)"
          placeholder="Tell the artist about the project"
          autosize
          minRows={3}
          maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            CANCEL
          </Button>
          <Button type="submit" loading={invite.isPending} disabled={!form.values.projectId}>
            SEND INVITATION
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InviteDialog({
  artistId,
  options,
  opened,
  onClose,
  wallOwner,
}: {
  artistId: string;
  options: ProjectOption[];
  opened: boolean;
  onClose: () => void;
  wallOwner: boolean;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="INVITE TO PROJECT"
      centered
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}
    >
      <InviteForm artistId={artistId} options={options} wallOwner={wallOwner} onCancel={onClose} onSent={onClose} />
    </FormModal>
  );
}

/**
 * Shown only to a brand or wall owner (active profile) looking at someone else's artist profile, when they have at
 * least one open project of their kind (`options`, from useInvitableProjects, which the profile page reads so that
 * it shows once the answer is in). The profile page decides it is an artist's.
 */
export function InviteButton({ artistId, options }: { artistId: string; options: ProjectOption[] }) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const userType = user?.userType;

  if (options.length === 0) return null;

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
