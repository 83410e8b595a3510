import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { ZProposeAgreedAmountRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { FormModal, useFormModalDirty } from '../../components/FormModal/FormModal';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type AgreedAmount = RouterOutputs['agreedAmounts']['list']['items'][number];
type ProjectRef = { projectId: string; projectType: TProjectType };
type Artist = { id: string; displayName: string };

/** After any answer: the amounts and the milestones' budgets (a confirmed amount opens ADD MILESTONE). */
function useRefresh(project: ProjectRef) {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.agreedAmounts.list.invalidate(project), utils.milestones.list.invalidate(project)]);
}

/**
 * For an artist accepted without a quote, nothing bounds milestones yet: the owner proposes an amount (AGREE AN
 * AMOUNT), the artist confirms or declines it. Shown in place of the budget line until an amount is confirmed.
 */
export function AgreedAmountPanel({
  project,
  artist,
  offer,
  isOwner,
}: {
  project: ProjectRef;
  artist: Artist;
  offer: AgreedAmount | null;
  isOwner: boolean;
}) {
  const [proposing, setProposing] = useState(false);
  const refresh = useRefresh(project);
  const meta = { errorToast: { title: 'AMOUNT NOT ANSWERED', fallback: 'Answering failed' } };
  const confirm = trpc.agreedAmounts.confirm.useMutation({
    onSuccess: async (row) => {
      toast({
        title: 'AMOUNT CONFIRMED',
        message: `${formatMoney(row.amount)} is agreed. The owner now plans your milestones within it.`,
      });
      await refresh();
    },
    meta,
  });
  const decline = trpc.agreedAmounts.decline.useMutation({
    onSuccess: async (row) => {
      toast({
        title: 'AMOUNT DECLINED',
        message: `You declined ${formatMoney(row.amount)}. The owner may propose another amount.`,
      });
      await refresh();
    },
    meta,
  });
  const pending = offer?.status === 'proposed';

  if (!isOwner)
    return (
      <Stack gap="xs" data-testid="agreed-amount">
        <Text size="sm" c="dimmed">
          {pending
            ? `The owner proposes ${formatMoney(offer.amount)} for your work. Confirm it to have your milestones planned within it.`
            : offer?.status === 'declined'
              ? `You declined ${formatMoney(offer.amount)}; the owner may propose another amount.`
              : 'No amount agreed yet: the project’s owner proposes one for you to confirm.'}
        </Text>
        {pending ? (
          <Group gap="xs">
            <Button
              onClick={() => confirm.mutate({ id: offer.id })}
              loading={confirm.isPending}
              disabled={decline.isPending}
            >
              CONFIRM
            </Button>
            <Button
              variant="outline"
              onClick={() => decline.mutate({ id: offer.id })}
              loading={decline.isPending}
              disabled={confirm.isPending}
            >
              DECLINE
            </Button>
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="xs" align="flex-start" data-testid="agreed-amount">
      <Text size="sm" c="dimmed">
        {pending
          ? `You proposed ${formatMoney(offer.amount)}; waiting for ${artist.displayName} to confirm it.`
          : offer?.status === 'declined'
            ? `${artist.displayName} declined ${formatMoney(offer.amount)}. Propose another amount to plan milestones.`
            : 'No amount agreed yet: accept a proposal with a quote, or agree an amount with the artist to plan milestones.'}
      </Text>
      <Button variant="outline" onClick={() => setProposing(true)}>
        {offer ? 'PROPOSE ANOTHER AMOUNT' : 'AGREE AN AMOUNT'}
      </Button>
      <FormModal
        opened={proposing}
        onClose={() => setProposing(false)}
        title={<Text fw={900}>AGREE AN AMOUNT</Text>}
        centered
      >
        <ProposeForm project={project} artist={artist} onClose={() => setProposing(false)} />
      </FormModal>
    </Stack>
  );
}

function ProposeForm({ project, artist, onClose }: { project: ProjectRef; artist: Artist; onClose: () => void }) {
  const refresh = useRefresh(project);
  const form = useRequestForm({
    schema: ZProposeAgreedAmountRequest,
    initialValues: { amount: '' },
    toRequest: (values: { amount: string }) => ({ ...project, artistId: artist.id, amount: values.amount }),
  });
  useFormModalDirty(form.isDirty());
  const propose = trpc.agreedAmounts.propose.useMutation({
    onSuccess: async (row) => {
      toast({
        title: 'AMOUNT PROPOSED',
        message: `${artist.displayName} is asked to confirm ${formatMoney(row.amount)}; you can add milestones once they do.`,
      });
      onClose();
      await refresh();
    },
    meta: { errorToast: { title: 'AMOUNT NOT PROPOSED', fallback: 'Proposing failed' } },
  });

  return (
    <form onSubmit={form.onSubmit((request) => propose.mutate(request))}>
      <Stack>
        <Text size="sm" c="dimmed">
          The deal’s total with {artist.displayName}, at least the payment minimum. Once they confirm it, milestones
          split it into steps of any size and never add up to more.
        </Text>
        <TextInput
          label="Amount (USD)"
          placeholder="1500.00"
          inputMode="decimal"
          withAsterisk
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={propose.isPending}>
            CANCEL
          </Button>
          <Button type="submit" loading={propose.isPending}>
            PROPOSE AMOUNT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
