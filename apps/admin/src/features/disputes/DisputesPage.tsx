import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDollars } from '@wallcraft/shared';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatError } from '../../lib/errors';
import { formatDate, shortId } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { TransactionsTabs } from '../../components/TransactionsTabs/TransactionsTabs';

type Dispute = RouterOutputs['admin']['disputes']['items'][number];

/** RELEASE pays the escrow to the artists; REFUND returns it to the owner. Either closes the dispute. */
function Resolve({ dispute }: { dispute: Dispute }) {
  const utils = trpc.useUtils();
  const resolve = trpc.admin.resolveDispute.useMutation({
    onSuccess: (result) => {
      notifications.show({
        title: result.outcome === 'release' ? 'RELEASED' : 'REFUNDED',
        message: `${dispute.project.title}: both parties were notified.`,
      });
      void utils.admin.disputes.invalidate();
      void utils.admin.transactions.invalidate();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'RESOLUTION FAILED', message: formatError(error) });
      void utils.admin.disputes.invalidate();
    },
  });
  const pending = resolve.isPending ? resolve.variables.outcome : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        loading={pending === 'release'}
        disabled={resolve.isPending}
        onClick={() => resolve.mutate({ id: dispute.id, outcome: 'release' })}
        aria-label={`Release the escrow of ${dispute.project.title} to the artist`}
      >
        RELEASE
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        loading={pending === 'refund'}
        disabled={resolve.isPending}
        onClick={() => resolve.mutate({ id: dispute.id, outcome: 'refund' })}
        aria-label={`Refund the escrow of ${dispute.project.title} to the owner`}
      >
        REFUND
      </Button>
    </Group>
  );
}

const columns: Column<Dispute>[] = [
  {
    header: 'ID',
    cell: (d) => (
      <Text ff="monospace" size="sm" title={d.id}>
        {shortId(d.id)}
      </Text>
    ),
  },
  { header: 'Project', cell: (d) => d.project.title },
  { header: 'Owner', cell: (d) => d.owner.displayName },
  { header: 'Artist', cell: (d) => d.artists.map((a) => a.displayName).join(', ') || '—' },
  {
    header: 'Reason',
    cell: (d) => (
      <Text size="sm" maw={320} style={{ overflowWrap: 'anywhere' }}>
        {d.reason}
      </Text>
    ),
  },
  { header: 'In escrow', cell: (d) => formatDollars(d.inEscrow) },
  { header: 'Opened', cell: (d) => formatDate(d.createdAt) },
  { header: 'Decision', cell: (d) => <Resolve dispute={d} /> },
];

/** Payout disputes: an owner's dispute holds the project's escrow until an operator releases or refunds it. */
export function DisputesPage() {
  const pages = useCursorPages();
  const disputes = trpc.admin.disputes.useQuery(
    { cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap={0}>
      <PageHeader
        title="Disputes"
        description="Open payout disputes, oldest first. The money stays in escrow until you release or refund it."
      />
      <TransactionsTabs />
      <DataTable
        columns={columns}
        rows={disputes.data?.items}
        rowKey={(d) => d.id}
        loading={disputes.isPending}
        error={disputes.error}
        emptyText="No open disputes."
        page={pages.pager(disputes.isPlaceholderData ? undefined : disputes.data?.nextCursor)}
      />
    </Stack>
  );
}
