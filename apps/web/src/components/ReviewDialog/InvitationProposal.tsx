import { Button, Group, Stack } from '@mantine/core';
import { ZProposalRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { useRequestForm } from '../../lib/form';
import { useFormModalDirty } from '../FormModal/FormModal';
import { trpc, type RouterInputs } from '../../lib/trpc';
import {
  EMPTY_PROPOSAL,
  OptionalProposal,
  toProposalRequest,
  type OptionalProposalValues,
} from '../ApplyDialog/ProposalFields';

type Proposal = RouterInputs['invitations']['decide']['proposal'];
type Values = OptionalProposalValues;

/** The wall photo a mock-up is drawn on: the first image of the project's wall, if it has one. */
function useWallPhoto(project: { id: string; projectType: 'brand_project' | 'wall_project' }) {
  const brand = trpc.projects.get.useQuery({ id: project.id }, { enabled: project.projectType === 'brand_project' });
  const wall = trpc.wallProjects.get.useQuery({ id: project.id }, { enabled: project.projectType === 'wall_project' });
  const images = project.projectType === 'brand_project' ? brand.data?.wall?.images : wall.data?.wall.images;
  return images?.[0] ?? null;
}

/**
 * The invited artist's ACCEPT and DECLINE, with an optional proposal sent with the acceptance (its quote becomes
 * the agreed amount). Checked by the same request schema as the server's.
 */
export function InvitationAnswer({
  project,
  pending,
  pendingStatus,
  onDecide,
}: {
  project: { id: string; projectType: 'brand_project' | 'wall_project' };
  pending: boolean;
  pendingStatus: string | null;
  onDecide: (status: 'accepted' | 'rejected', proposal?: Proposal) => void;
}) {
  const wallPhotoUrl = useWallPhoto(project);
  const form = useRequestForm<Values, { proposal?: Proposal }>({
    schema: z.object({ proposal: ZProposalRequest.optional() }),
    initialValues: { withProposal: false, ...EMPTY_PROPOSAL },
    toRequest: ({ withProposal, ...proposal }) => ({
      proposal: withProposal ? toProposalRequest(proposal, wallPhotoUrl) : undefined,
    }),
  });
  useFormModalDirty(form.isDirty());
  return (
    <form onSubmit={form.onSubmit((request) => onDecide('accepted', request.proposal))}>
      <Stack gap="sm">
        <OptionalProposal
          label="Accept with a proposal: quote, duration, concept images and a mock-up"
          form={form}
          wallPhotoUrl={wallPhotoUrl}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="dark"
            disabled={pending}
            loading={pendingStatus === 'rejected'}
            onClick={() => onDecide('rejected')}
          >
            DECLINE
          </Button>
          <Button type="submit" color="dark" disabled={pending} loading={pendingStatus === 'accepted'}>
            ACCEPT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
