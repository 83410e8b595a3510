import { Alert, Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { ZRefundTransactionForm } from '@wallcraft/shared/schemas';

import { ConfirmAction } from '../../components/ConfirmAction/ConfirmAction';
import { DetailDrawer, Facts, Section } from '../../components/DetailDrawer/DetailDrawer';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { enumLabel, formatDate, shortId } from '../../lib/format';
import { consoleLinks } from '../../lib/open-param';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { LedgerTable } from './LedgerTable';

type Transaction = RouterOutputs['admin']['transaction'];

/**
 * One payment in detail with its ledger; REFUND when the server says this operator may (escrowed, and within
 * their refund limit), else the reason it may not when the payment is escrowed.
 */
export function TransactionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = trpc.admin.transaction.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = id !== null ? detail.data : undefined;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={data ? `Payment ${shortId(data.id)}` : 'Payment'}
      loading={!data}
      error={detail.error}
    >
      {data && <TransactionDetail transaction={data} />}
    </DetailDrawer>
  );
}

function Refund({ transaction }: { transaction: Transaction }) {
  const utils = trpc.useUtils();
  const refund = trpc.admin.refundTransaction.useMutation({
    onSuccess: (refunded) => {
      notifications.show({
        title: 'REFUNDED',
        message: `${formatMoney(refunded.amount)} went back to ${refunded.payer.name}; both parties were notified.`,
      });
      utils.admin.transaction.setData({ id: refunded.id }, refunded);
      void utils.admin.transactions.invalidate();
    },
    meta: { errorToast: { title: 'NOT REFUNDED' } },
  });
  return (
    <ConfirmAction
      label="REFUND"
      title={`Refund ${formatMoney(transaction.amount)} to ${transaction.payer.name}?`}
      field={{
        name: 'note',
        label: 'Note',
        description: 'Told to both parties and kept in the audit log.',
      }}
      schema={ZRefundTransactionForm}
      confirmLabel="REFUND"
      pending={refund.isPending}
      onConfirm={(values) => refund.mutateAsync({ id: transaction.id, note: values.note })}
    >
      The whole amount leaves escrow and goes back to the payer; the artist is not paid.
    </ConfirmAction>
  );
}

/** A record elsewhere in the console, opened in its own list's drawer. */
function ConsoleLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

function TransactionDetail({ transaction: t }: { transaction: Transaction }) {
  return (
    <>
      <Section title="Payment" actions={t.can.refund && <Refund transaction={t} />}>
        {!t.can.refund && t.paymentStatus === 'escrowed' && t.refundRefusal && (
          <Alert color="yellow" title="You cannot refund this payment">
            {t.refundRefusal}
          </Alert>
        )}
        <Facts
          rows={[
            ['Status', <StatusBadge status={t.paymentStatus} />],
            [
              'Project',
              t.projectId && t.projectType ? (
                <ConsoleLink to={consoleLinks.project(t.projectId, t.projectType)}>{t.projectTitle ?? '—'}</ConsoleLink>
              ) : (
                (t.projectTitle ?? '—')
              ),
            ],
            [
              'Payer',
              <ConsoleLink to={consoleLinks.user(t.payer.id)}>{`${t.payer.name} (${t.payer.email})`}</ConsoleLink>,
            ],
            [
              'Recipient',
              <ConsoleLink
                to={consoleLinks.user(t.recipient.id)}
              >{`${t.recipient.name} (${t.recipient.email})`}</ConsoleLink>,
            ],
            ['Amount', formatMoney(t.amount)],
            ['Platform fee', `${formatMoney(t.platformFee)} (${t.platformFeeBps / 100}%)`],
            ['Net to artist', formatMoney(t.netAmount)],
            ['Type', enumLabel(t.paymentType)],
            [
              'Milestone',
              t.milestone
                ? `${t.milestone.title} · ${enumLabel(t.milestone.status)} · ${formatMoney(t.milestone.amount)}`
                : '—',
            ],
            ['Provider', t.provider],
            ['Created', formatDate(t.createdAt)],
            ['Escrowed', formatDate(t.escrowedAt)],
            ['Released', formatDate(t.releasedAt)],
            ['Refunded', formatDate(t.refundedAt)],
          ]}
        />
      </Section>
      {t.dispute && (
        <Section title="Dispute">
          <Alert color={t.dispute.status === 'open' ? 'yellow' : 'gray'} title={disputeTitle(t.dispute)}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.dispute.reason}
            </Text>
            <Anchor component={Link} to="/transactions/disputes" size="sm">
              Open the disputes queue
            </Anchor>
          </Alert>
        </Section>
      )}
      <Section title="Ledger">
        <LedgerTable entries={t.ledger} />
        <Text size="xs" c="dimmed">
          Each movement’s entries sum to zero: money only moves between accounts.
        </Text>
      </Section>
      {t.balances.length > 0 && (
        <Section title="Sums per account">
          <Facts
            rows={t.balances.map((b) => [
              b.userId === t.payer.id
                ? `${enumLabel(b.accountType)} · ${t.payer.name}`
                : b.userId === t.recipient.id
                  ? `${enumLabel(b.accountType)} · ${t.recipient.name}`
                  : enumLabel(b.accountType),
              formatMoney(b.amount),
            ])}
          />
          <Text size="xs" c="dimmed">
            What this payment moved into each account in all: escrow’s sum is what it still holds.
          </Text>
        </Section>
      )}
    </>
  );
}

function disputeTitle(dispute: NonNullable<Transaction['dispute']>) {
  const opened = `Opened ${formatDate(dispute.createdAt)}`;
  return dispute.status === 'open' ? `Disputed · ${opened}` : `Dispute resolved: ${dispute.outcome ?? ''} · ${opened}`;
}
