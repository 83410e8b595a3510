import { Alert, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, REFERRAL_ACTION_LABELS, REFERRAL_STATUS_LABELS } from '@wallcraft/shared';
import { ZRejectReferralBonusForm } from '@wallcraft/shared/schemas';

import { ConfirmAction } from '../../components/ConfirmAction/ConfirmAction';
import { DetailDrawer, Facts, Section } from '../../components/DetailDrawer/DetailDrawer';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate, shortId } from '../../lib/format';
import { useCan } from '../../lib/role';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Bonus = RouterOutputs['admin']['referralBonus'];

/** One referral bonus: both people, what the friend did and when; APPROVE and REJECT while it is held. */
export function ReferralBonusDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = trpc.admin.referralBonus.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = id !== null ? detail.data : undefined;
  const canDecide = useCan('operator');
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={data ? `Referral bonus ${shortId(data.id)}` : 'Referral bonus'}
      loading={!data}
      error={detail.error}
    >
      {data && (
        <Section title="Referral bonus" actions={data.status === 'held' && canDecide && <Decide bonus={data} />}>
          {data.reason && (
            <Alert color="gray" title={REFERRAL_STATUS_LABELS[data.status]}>
              {data.reason}
            </Alert>
          )}
          <Facts
            rows={[
              ['Status', <StatusBadge status={data.status} label={REFERRAL_STATUS_LABELS[data.status]} />],
              ['Bonus', formatMoney(data.bonus)],
              ['Referrer', `${data.referrer.name} (${data.referrer.email})`],
              ['Friend', `${data.friend.name} (${data.friend.email})`],
              ['Joined', formatDate(data.joinedAt)],
              ['Email confirmed', formatDate(data.friend.emailConfirmedAt)],
              [
                'First costly step',
                data.firstAction
                  ? `${REFERRAL_ACTION_LABELS[data.firstAction]}, ${formatDate(data.firstActionAt)}`
                  : '—',
              ],
              ['Due', formatDate(data.dueAt)],
              ['Referrer’s bonuses that month', data.dueThatMonth ?? '—'],
              ['Paid', formatDate(data.paidAt)],
              ['Reviewed', data.reviewedBy ? `${data.reviewedBy}, ${formatDate(data.reviewedAt)}` : '—'],
            ]}
          />
        </Section>
      )}
    </DetailDrawer>
  );
}

function Decide({ bonus }: { bonus: Bonus }) {
  const utils = trpc.useUtils();
  const decide = trpc.admin.decideReferralBonus.useMutation({
    onSuccess: (decided) => {
      notifications.show({
        title: decided.status === 'paid' ? 'PAID' : 'REJECTED',
        message: `${decided.referrer.name} was notified.`,
      });
      utils.admin.referralBonus.setData({ id: decided.id }, decided);
      void utils.admin.referralBonuses.invalidate();
    },
    meta: { errorToast: { title: 'DECISION FAILED' } },
  });
  return (
    <Group gap="xs">
      <ConfirmAction
        label="APPROVE"
        title={`Pay ${formatMoney(bonus.bonus)} to ${bonus.referrer.name}?`}
        confirmLabel="APPROVE AND PAY"
        color="dark"
        pending={decide.isPending}
        onConfirm={() => decide.mutateAsync({ id: bonus.id, decision: 'approve' })}
      >
        The bonus is paid from the marketing account to the referrer, who is notified.
      </ConfirmAction>
      <ConfirmAction
        label="REJECT"
        title={`Reject the bonus for ${bonus.friend.name}?`}
        field={{ name: 'reason', label: 'Reason', description: 'The referrer reads it; the audit log keeps it.' }}
        schema={ZRejectReferralBonusForm}
        confirmLabel="REJECT"
        pending={decide.isPending}
        onConfirm={(values) => decide.mutateAsync({ id: bonus.id, decision: 'reject', reason: values.reason })}
      >
        Nothing is paid, and the bonus cannot be approved later.
      </ConfirmAction>
    </Group>
  );
}
