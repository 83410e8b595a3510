import { Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatMoney, PAYMENT_STATUSES } from '@wallcraft/shared';
import { ADMIN_MONEY_SORTS, ADMIN_SORT_LABELS, type TAdminTransactionsRequest } from '@wallcraft/shared/schemas';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE } from '../../components/DataTable/paging';
import { ListToolbar } from '../../components/ListToolbar/ListToolbar';
import { useListState } from '../../components/ListToolbar/use-list-state';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { exportHref } from '../../lib/export';
import { formatDate, formatTotal, shortId } from '../../lib/format';
import { useOpenParam } from '../../lib/open-param';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { TransactionDrawer } from './TransactionDrawer';
import { TransactionsTabs } from '../../components/TransactionsTabs/TransactionsTabs';

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
  { header: 'Amount', cell: (t) => formatMoney(t.amount) },
  { header: 'Fee', cell: (t) => formatMoney(t.platformFee) },
  { header: 'Net', cell: (t) => formatMoney(t.netAmount) },
  { header: 'Status', cell: (t) => <StatusBadge status={t.paymentStatus} /> },
  { header: 'Date', cell: (t) => formatDate(t.createdAt) },
];

export function TransactionsPage() {
  const list = useListState({
    sort: 'newest' as TAdminTransactionsRequest['sort'],
    status: undefined as TAdminTransactionsRequest['status'],
  });
  const [openId, setOpenId] = useOpenParam();
  const transactions = trpc.admin.transactions.useQuery(
    { ...list.applied, cursor: list.pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(list.applied.search || list.filters.status);

  return (
    <>
      <PageHeader
        title="Transactions"
        description={
          transactions.data ? `${formatTotal(transactions.data.total)} payments` : 'Payments between accounts.'
        }
      />
      <TransactionsTabs />
      <ListToolbar
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: 'Project, payer or recipient',
          label: 'Search payments by project, payer or recipient',
        }}
        selects={[
          {
            label: 'Status',
            value: list.filters.status,
            options: PAYMENT_STATUSES,
            onChange: (value) => list.setFilter('status', value as TAdminTransactionsRequest['status']),
          },
          {
            label: 'Sort',
            value: list.filters.sort,
            options: ADMIN_MONEY_SORTS,
            labels: ADMIN_SORT_LABELS,
            clearable: false,
            onChange: (value) => list.setFilter('sort', (value ?? 'newest') as TAdminTransactionsRequest['sort']),
          },
        ]}
        exportHref={exportHref('transactions', list.applied)}
      />
      <DataTable
        columns={columns}
        rows={transactions.data?.items}
        rowKey={(t) => t.id}
        loading={transactions.isPending}
        error={transactions.error}
        emptyText={filtered ? 'No payments match these filters.' : 'No transactions yet.'}
        onRowClick={(t) => setOpenId(t.id)}
        rowLabel={(t) => `Open payment ${shortId(t.id)}`}
        page={list.pages.pager(transactions.isPlaceholderData ? undefined : transactions.data?.nextCursor)}
      />
      <TransactionDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
