import { Button, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { formatUsd } from '@wallcraft/shared';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate, formatTotal, shortId } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type TransactionRow = RouterOutputs['admin']['transactions']['items'][number];

const columns: Column<TransactionRow>[] = [
  {
    header: 'ID',
    cell: (t) => (
      <Text ff="monospace" size="sm" title={t.id}>
        {shortId(t.id)}
      </Text>
    ),
  },
  { header: 'Project', cell: (t) => t.projectTitle ?? '—' },
  { header: 'Payer', cell: (t) => t.payerName },
  { header: 'Recipient', cell: (t) => t.recipientName },
  { header: 'Amount', cell: (t) => formatUsd(t.amountCents) },
  { header: 'Fee', cell: (t) => formatUsd(t.platformFeeCents) },
  { header: 'Net', cell: (t) => formatUsd(t.netAmountCents) },
  { header: 'Status', cell: (t) => <StatusBadge status={t.paymentStatus} /> },
  { header: 'Date', cell: (t) => formatDate(t.createdAt) },
];

export function TransactionsPage() {
  const pages = useCursorPages();
  const transactions = trpc.admin.transactions.useQuery(
    { cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Transactions"
        description={
          transactions.data ? `${formatTotal(transactions.data.total)} payments` : 'Payments between accounts.'
        }
        actions={
          <Button component={Link} to="/transactions/disputes" variant="outline" color="dark">
            DISPUTES
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={transactions.data?.items}
        rowKey={(t) => t.id}
        loading={transactions.isPending}
        error={transactions.error}
        emptyText="No transactions yet."
        page={pages.pager(transactions.isPlaceholderData ? undefined : transactions.data?.nextCursor)}
      />
    </>
  );
}
