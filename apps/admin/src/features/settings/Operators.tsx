import { Alert, Badge, Button, CopyButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ADMIN_ROLES, type TAdminRole } from '@wallcraft/shared';
import { ZAdminInviteRequest, type TAdminInviteRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';

import { ConfirmAction } from '../../components/ConfirmAction/ConfirmAction';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Operator = RouterOutputs['admin']['operators'][number];
type Invite = RouterOutputs['admin']['invites'][number];

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: role }));

/** Who runs the console: roles, two-factor state, and (for superadmins) invitations and changes. */
export function Operators({ editable }: { editable: boolean }) {
  const operators = trpc.admin.operators.useQuery();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: Infinity });
  const columns: Column<Operator>[] = [
    { header: 'Username', cell: (o) => o.username },
    {
      header: 'Role',
      cell: (o) => (editable && o.id !== me.data?.id ? <RoleSelect operator={o} /> : o.role),
    },
    { header: 'Two-factor', cell: (o) => (o.twoFactor ? 'On' : 'Not set up yet') },
    {
      header: 'Status',
      cell: (o) => (o.disabled ? <Badge color="gray">DISABLED</Badge> : <Badge color="dark">ACTIVE</Badge>),
    },
    { header: 'Last seen', cell: (o) => formatDate(o.lastSeenAt) },
    ...(editable
      ? [{ header: 'Actions', cell: (o: Operator) => (o.id === me.data?.id ? '—' : <OperatorActions operator={o} />) }]
      : []),
  ];
  return (
    <Paper withBorder p="lg">
      <Title order={4} mb="md">
        Operators
      </Title>
      <Stack>
        <DataTable
          columns={columns}
          rows={operators.data}
          rowKey={(o) => o.id}
          loading={operators.isPending}
          error={operators.error}
          emptyText="No operators."
        />
        {editable && <Invitations />}
      </Stack>
    </Paper>
  );
}

function useUpdateOperator() {
  const utils = trpc.useUtils();
  return trpc.admin.updateOperator.useMutation({
    onSuccess: (operator) => {
      void utils.admin.operators.invalidate();
      notifications.show({
        title: 'OPERATOR UPDATED',
        message: `${operator.username}: saved, and kept in the audit log.`,
      });
    },
    meta: { errorToast: { title: 'NOT UPDATED' } },
  });
}

function RoleSelect({ operator }: { operator: Operator }) {
  const update = useUpdateOperator();
  return (
    <Select
      size="xs"
      w={130}
      data={ROLE_OPTIONS}
      value={operator.role}
      allowDeselect={false}
      disabled={update.isPending}
      aria-label={`Role of ${operator.username}`}
      onChange={(role) => role && update.mutate({ id: operator.id, role: role as TAdminRole })}
    />
  );
}

function OperatorActions({ operator }: { operator: Operator }) {
  const update = useUpdateOperator();
  return (
    <Group gap="xs" wrap="nowrap">
      {operator.disabled ? (
        <Button
          size="xs"
          variant="outline"
          color="dark"
          loading={update.isPending}
          onClick={() => update.mutate({ id: operator.id, disabled: false })}
        >
          ENABLE
        </Button>
      ) : (
        <ConfirmAction
          label="DISABLE"
          title={`Disable ${operator.username}?`}
          confirmLabel="DISABLE"
          pending={update.isPending}
          buttonProps={{ size: 'xs', variant: 'outline' }}
          onConfirm={() => update.mutateAsync({ id: operator.id, disabled: true })}
        >
          Their sessions end at once and they cannot sign in until enabled again.
        </ConfirmAction>
      )}
      <ConfirmAction
        label="RESET 2FA"
        title={`Reset ${operator.username}'s two-factor sign-in?`}
        confirmLabel="RESET"
        pending={update.isPending}
        color="dark"
        buttonProps={{ size: 'xs', variant: 'default' }}
        onConfirm={() => update.mutateAsync({ id: operator.id, resetTwoFactor: true })}
      >
        Their sessions end and they set up a new authenticator at their next sign-in. Do this only after checking who is
        asking.
      </ConfirmAction>
    </Group>
  );
}

function Invitations() {
  const utils = trpc.useUtils();
  const invites = trpc.admin.invites.useQuery();
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<TAdminInviteRequest>({
    initialValues: { role: 'operator', note: '' },
    validate: schemaResolver(ZAdminInviteRequest, { sync: true }),
  });
  const invite = trpc.admin.invite.useMutation({
    onSuccess: (created) => {
      setLink(`${window.location.origin}${created.path}`);
      form.reset();
      void utils.admin.invites.invalidate();
    },
    meta: { errorToast: { title: 'NO INVITATION' } },
  });
  const revoke = trpc.admin.revokeInvite.useMutation({
    onSuccess: () => void utils.admin.invites.invalidate(),
    meta: { errorToast: { title: 'NOT REVOKED' } },
  });
  const inviteColumns: Column<Invite>[] = [
    { header: 'Role', cell: (i) => i.role },
    { header: 'Note', cell: (i) => i.note ?? '—' },
    { header: 'By', cell: (i) => i.invitedBy },
    { header: 'Expires', cell: (i) => formatDate(i.expiresAt) },
    {
      header: 'Revoke',
      cell: (i) => (
        <Button size="xs" variant="outline" color="red" onClick={() => revoke.mutate({ id: i.id })}>
          REVOKE
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={5}>Invite an operator</Title>
      <form
        onSubmit={form.onSubmit((values) =>
          invite.mutate({ role: values.role, note: values.note?.trim() || undefined }),
        )}
        noValidate
      >
        <Group align="flex-end">
          <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} w={150} {...form.getInputProps('role')} />
          <TextInput
            label="Note"
            placeholder="Who it is for"
            style={{ flex: 1, minWidth: 160 }}
            {...form.getInputProps('note')}
          />
          <Button type="submit" color="black" loading={invite.isPending}>
            CREATE LINK
          </Button>
        </Group>
      </form>
      {link && (
        <Alert color="yellow" title="One-time link: shown this once">
          <Stack gap="xs">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="invite-link">
              {link}
            </Text>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'COPIED' : 'COPY LINK'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      <DataTable
        columns={inviteColumns}
        rows={invites.data}
        rowKey={(i) => i.id}
        loading={invites.isPending}
        error={invites.error}
        emptyText="No open invitations."
      />
    </Stack>
  );
}
