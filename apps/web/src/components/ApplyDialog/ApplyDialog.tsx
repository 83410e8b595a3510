import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '@wallcraft/shared';
import { ZCreateApplicationRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { useRequestForm } from '../../lib/form';
import { FormModal } from '../FormModal/FormModal';
import { toast } from '../../lib/toast';
import { trpc, type RouterInputs } from '../../lib/trpc';
import { EMPTY_PROPOSAL, OptionalProposal, toProposalRequest, type OptionalProposalValues } from './ProposalFields';

type ProjectRef = { projectType: 'brand_project' | 'wall_project'; projectId: string };

/** The signed-in artist's application to this project: their own application list filtered to the project. */
export function useMyApplication(projectId: string | undefined, enabled = true) {
  return trpc.applications.mine.useQuery({ projectId, limit: 1 }, { enabled: enabled && !!projectId });
}

/** Whether the signed-in artist already applied to this project. Only asked for artists. */
export function useHasApplied(projectId: string | undefined, enabled: boolean) {
  const query = useMyApplication(projectId, enabled);
  return { applied: (query.data?.items.length ?? 0) > 0, loading: enabled && query.isPending };
}

type ApplyRequest = Pick<RouterInputs['applications']['create'], 'message' | 'proposal'>;
type ApplyValues = { message: string } & OptionalProposalValues;

/**
 * The apply dialog: an optional message (at most 2000 characters) and an optional PROPOSAL (quote, duration,
 * concept images, and a mock-up on the wall photo when there is one), then POST /applications.
 */
export function ApplyDialog({
  opened,
  onClose,
  projectTitle,
  wallPhotoUrl,
  submitting,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  projectTitle: string;
  wallPhotoUrl: string | null;
  submitting: boolean;
  onSubmit: (request: ApplyRequest) => void;
}) {
  const form = useRequestForm<ApplyValues, ApplyRequest>({
    schema: ZCreateApplicationRequest.pick({ message: true, proposal: true }),
    initialValues: { message: '', withProposal: false, ...EMPTY_PROPOSAL },
    toRequest: ({ message, withProposal, ...proposal }) => ({
      message,
      proposal: withProposal ? toProposalRequest(proposal, wallPhotoUrl) : undefined,
    }),
    validateInputOnChange: true,
  });
  const { message } = form.values;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      onDiscard={form.reset}
      title={<Text fw={900}>APPLY TO {projectTitle.toUpperCase()}</Text>}
      centered
      size="lg"
    >
      <form onSubmit={form.onSubmit((request) => onSubmit(request))}>
        <Stack>
          <Textarea
            label="Message (optional)"
            placeholder="Tell them why you are the artist for this project..."
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('message')}
            description={`${message.length} / ${APPLICATION_MESSAGE_MAX_LENGTH}`}
          />
          <OptionalProposal
            label="Add a proposal: quote, duration, concept images and a mock-up"
            form={form}
            wallPhotoUrl={wallPhotoUrl}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              CANCEL
            </Button>
            <Button type="submit" loading={submitting} disabled={Boolean(form.errors.message)}>
              SUBMIT APPLICATION
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/**
 * APPLY TO PROJECT / APPLY TO WALL PROJECT. Reads APPLIED and is disabled once the artist's applications
 * hold the project, or while the application is being sent. Render it only for signed-in artists.
 */
export function ApplyButton({
  projectType,
  projectId,
  projectTitle,
  wallPhotoUrl = null,
  label,
}: ProjectRef & { projectTitle: string; wallPhotoUrl?: string | null; label: string }) {
  const [opened, setOpened] = useState(false);
  const { applied, loading } = useHasApplied(projectId, true);
  const create = trpc.applications.create.useMutation({
    onSuccess: () => {
      setOpened(false);
      toast({ title: 'Application Submitted', message: 'Your application has been sent successfully!' });
    },
    meta: { errorToast: { title: 'Application Failed', fallback: 'Failed to submit application' } },
  });

  const submit = ({ message, proposal }: ApplyRequest) => {
    const target = projectType === 'brand_project' ? { projectId } : { wallProjectId: projectId };
    create.mutate({ projectType, ...target, message: message?.trim() || undefined, proposal });
  };

  // The list is refetched before the create settles (lib/freshness.ts), so `applied` holds from then on, and turns
  // false again once the artist withdraws the application.
  const done = applied || create.isPending;
  return (
    <>
      <Button size="md" color="artist" disabled={done || loading} onClick={() => setOpened(true)}>
        {done ? 'APPLIED' : label}
      </Button>
      <ApplyDialog
        opened={opened}
        onClose={() => setOpened(false)}
        projectTitle={projectTitle}
        wallPhotoUrl={wallPhotoUrl}
        submitting={create.isPending}
        onSubmit={submit}
      />
    </>
  );
}
