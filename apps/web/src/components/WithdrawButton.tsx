import { Button, Group, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
import { useViewer } from '../lib/session';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

const TEXTS = {
  application: {
    title: 'Withdraw your application?',
    body: 'The owner is told and your application is removed. You can apply to this project again later.',
    confirm: 'WITHDRAW APPLICATION',
    done: { title: 'Application withdrawn', message: 'The owner was told. You can apply again while it is open.' },
    failed: 'Could not withdraw the application',
  },
  invitation: {
    title: 'Withdraw this invitation?',
    body: 'The artist is told and the invitation is removed. You can invite them again while the project is open.',
    confirm: 'WITHDRAW INVITATION',
    done: { title: 'Invitation withdrawn', message: 'The artist was told. You can invite them again later.' },
    failed: 'Could not withdraw the invitation',
  },
} as const;

/**
 * WITHDRAW on a pending application (its artist) or invitation (its owner), asked first. A decided one is refused
 * by the server (409), whose message is toasted; the lists refresh either way (lib/freshness.ts).
 */
export function WithdrawButton({
  kind,
  id,
  size = 'compact-sm',
}: {
  kind: 'application' | 'invitation';
  id: string;
  size?: ButtonProps['size'];
}) {
  const texts = TEXTS[kind];
  const [asking, setAsking] = useState(false);
  const onSuccess = () => {
    setAsking(false);
    toast(texts.done);
  };
  const meta = { errorToast: { title: texts.failed, fallback: 'Please try again' } };
  const application = trpc.applications.withdraw.useMutation({ onSuccess, onError: () => setAsking(false), meta });
  const invitation = trpc.invitations.withdraw.useMutation({ onSuccess, onError: () => setAsking(false), meta });
  const withdraw = kind === 'application' ? application : invitation;

  return (
    <>
      <Button size={size} variant="outline" color="red" onClick={() => setAsking(true)}>
        WITHDRAW
      </Button>
      <ConfirmDialog
        opened={asking}
        title={texts.title}
        confirmLabel={texts.confirm}
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ id })}
        onClose={() => setAsking(false)}
      >
        {texts.body}
      </ConfirmDialog>
    </>
  );
}

/**
 * WITHDRAW where a pending application or invitation is listed (My network), shown only to the one who sent it: the
 * artist for an application, the project's owner for an invitation.
 */
export function WithdrawIfSent({
  item,
}: {
  item: { kind: 'application'; artistId: string } | { kind: 'invitation'; inviterId: string };
} & { item: { id: string; status: string } }) {
  const { userId } = useViewer();
  const sender = item.kind === 'application' ? item.artistId : item.inviterId;
  if (item.status !== 'pending' || !userId || sender !== userId) return null;
  return (
    <Group justify="flex-end" mt="sm">
      <WithdrawButton kind={item.kind} id={item.id} />
    </Group>
  );
}
