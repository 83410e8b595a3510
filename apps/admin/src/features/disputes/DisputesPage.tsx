import { Button, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatMoney } from '@wallcraft/shared';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate, shortId } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DisputeDrawer } from './DisputeDrawer';
import { TransactionsTabs } from '../../components/TransactionsTabs/TransactionsTabs';

type Dispute = RouterOutputs['admin']['disputes']['items'][number];

function columns(open: (id: string) => void): Column<Dispute>[] {
  return [
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
        <Text size="sm" maw={320} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {d.reason}
        </Text>
      ),
    },
    { header: 'In escrow', cell: (d) => formatMoney(d.inEscrow) },
    { header: 'Opened', cell: (d) => formatDate(d.createdAt) },
    {
      header: 'Decision',
      cell: (d) => (
        <Button size="xs" onClick={() => open(d.id)} aria-label={`Open the dispute on ${d.project.title}`}>
          OPEN
        </Button>
      ),
    },
  ];
}

/** Payout disputes: an owner's dispute holds the project's escrow until an operator decides it. */
export function DisputesPage() {
  const pages = useCursorPages();
  const [openId, setOpenId] = useState<string | null>(null);
  const disputes = trpc.admin.disputes.useQuery(
    { cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap={0}>
      <PageHeader
        title="Disputes"
        description="Open payout disputes, oldest first. The money stays in escrow until you release, refund or split it."
      />
      <TransactionsTabs />
      <DataTable
        columns={columns(setOpenId)}
        rows={disputes.data?.items}
        rowKey={(d) => d.id}
        loading={disputes.isPending}
        error={disputes.error}
        emptyText="No open disputes."
        page={pages.pager(disputes.isPlaceholderData ? undefined : disputes.data?.nextCursor)}
      />
      <DisputeDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
