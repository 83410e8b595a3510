import { Badge, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, fullName, USER_TYPE_LABELS } from '@wallcraft/shared';
import { ZSuspendUserForm } from '@wallcraft/shared/schemas';

import { ConfirmAction } from '../../components/ConfirmAction/ConfirmAction';
import { DetailDrawer, Facts, Section } from '../../components/DetailDrawer/DetailDrawer';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { UserTypeBadges } from './UserTypeBadges';

type User = RouterOutputs['admin']['user'];

/** One user in detail, with SUSPEND or REINSTATE for operators (the server says which applies). */
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const user = trpc.admin.user.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = id !== null ? user.data : undefined;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={data ? fullName(data.firstName, data.lastName) || data.email : 'User'}
      loading={!data}
      error={user.error}
    >
      {data && <UserDetail user={data} />}
    </DetailDrawer>
  );
}

function useUserAction() {
  const utils = trpc.useUtils();
  const done = (user: User, title: string, message: string) => {
    notifications.show({ title, message });
    utils.admin.user.setData({ id: user.id }, user);
    void utils.admin.users.invalidate();
  };
  const suspend = trpc.admin.suspendUser.useMutation({
    onSuccess: (user) => done(user, 'SUSPENDED', `${user.email} was signed out everywhere and cannot sign in.`),
    meta: { errorToast: { title: 'NOT DONE' } },
  });
  const reinstate = trpc.admin.reinstateUser.useMutation({
    onSuccess: (user) => done(user, 'REINSTATED', `${user.email} can sign in again.`),
    meta: { errorToast: { title: 'NOT DONE' } },
  });
  return { suspend, reinstate };
}

function UserDetail({ user }: { user: User }) {
  const { suspend, reinstate } = useUserAction();
  const actions = (
    <Group gap="xs">
      {user.can.suspend && (
        <ConfirmAction
          label="SUSPEND"
          title={`Suspend ${user.email}?`}
          field={{
            name: 'reason',
            label: 'Reason',
            description: 'Shown to them when they try to sign in, and kept in the audit log.',
          }}
          schema={ZSuspendUserForm}
          confirmLabel="SUSPEND"
          pending={suspend.isPending}
          onConfirm={(values) => suspend.mutateAsync({ id: user.id, reason: values.reason })}
        >
          They are signed out of every device at once and cannot sign in until an operator reinstates them.
        </ConfirmAction>
      )}
      {user.can.reinstate && (
        <ConfirmAction
          label="REINSTATE"
          title={`Reinstate ${user.email}?`}
          confirmLabel="REINSTATE"
          color="dark"
          pending={reinstate.isPending}
          onConfirm={() => reinstate.mutateAsync({ id: user.id })}
        >
          They can sign in again as soon as you confirm.
        </ConfirmAction>
      )}
    </Group>
  );
  return (
    <>
      <Section title="Profile" actions={actions}>
        <Facts
          rows={[
            ['Email', user.email],
            ['Name', fullName(user.firstName, user.lastName) || '—'],
            ['Business', user.businessName ?? '—'],
            ['Location', user.location ?? '—'],
            ['Phone', user.phone ?? '—'],
            ['Verified', user.verified ? 'Yes' : 'No'],
            ['Joined', formatDate(user.createdAt)],
            [
              'Status',
              user.suspended ? (
                <Text size="sm" c="red" fw={700}>
                  Suspended {formatDate(user.suspended.at)}: {user.suspended.reason ?? 'no reason given'}
                </Text>
              ) : (
                'Active'
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Profiles">
        <UserTypeBadges types={user.userTypes} />
        {user.activeUserType && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Active profile:
            </Text>
            <Badge variant="outline">{USER_TYPE_LABELS[user.activeUserType]}</Badge>
          </Group>
        )}
      </Section>
      <Section title="On the platform">
        <Facts
          rows={[
            ['Walls', user.counts.walls],
            ['Brand projects', user.counts.brandProjects],
            ['Wall projects', user.counts.wallProjects],
            ['Applications', user.counts.applications],
            ['Paid in', `${formatMoney(user.payments.in.amount)} (${user.payments.in.count})`],
            ['Paid out', `${formatMoney(user.payments.out.amount)} (${user.payments.out.count})`],
          ]}
        />
      </Section>
    </>
  );
}
