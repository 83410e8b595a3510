import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { trpc } from '../../lib/trpc';
import { RecoveryCodes } from '../../components/RecoveryCodes/RecoveryCodes';

/** The signed-in operator: their role, and new recovery codes when the old ones ran out or went missing. */
export function MyAccount() {
  const me = trpc.admin.me.useQuery(undefined, { staleTime: Infinity });
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = trpc.admin.newRecoveryCodes.useMutation({
    onSuccess: (result) => setCodes(result.recoveryCodes),
    meta: { errorToast: { title: 'NOT RENEWED' } },
  });
  return (
    <Paper withBorder p="lg">
      <Title order={4} mb="md">
        Your account
      </Title>
      <Stack>
        <Text size="sm">
          Signed in as <b>{me.data?.username}</b> ({me.data?.role}). Two-factor sign-in is on.
        </Text>
        <Text size="sm" c="dimmed">
          New recovery codes replace the old ones, which stop working at once.
        </Text>
        <Button variant="default" loading={renew.isPending} onClick={() => renew.mutate()}>
          NEW RECOVERY CODES
        </Button>
      </Stack>
      <Modal opened={codes !== null} onClose={() => setCodes(null)} title="Your new recovery codes">
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      </Modal>
    </Paper>
  );
}
