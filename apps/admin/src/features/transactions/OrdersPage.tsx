import { Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatMoney, ORDER_STATUSES } from '@wallcraft/shared';
import { ADMIN_MONEY_SORTS, ADMIN_SORT_LABELS, type TAdminOrdersRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE } from '../../components/DataTable/paging';
import { ListToolbar } from '../../components/ListToolbar/ListToolbar';
import { useListState } from '../../components/ListToolbar/use-list-state';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { exportHref } from '../../lib/export';
import { formatDate, formatTotal, shortId } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { OrderDrawer } from './OrderDrawer';
import { TransactionsTabs } from '../../components/TransactionsTabs/TransactionsTabs';

type OrderRow = RouterOutputs['admin']['orders']['items'][number];

const columns: Column<OrderRow>[] = [
  {
    header: 'ID',
    cell: (o) => (
      <Text ff="monospace" size="sm" title={o.id}>
        {shortId(o.id)}
      </Text>
    ),
  },
  { header: 'Buyer', cell: (o) => o.buyerName },
  { header: 'Email', cell: (o) => o.buyerEmail },
  { header: 'Items', cell: (o) => o.items },
  { header: 'Total', cell: (o) => formatMoney(o.total) },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { header: 'Placed', cell: (o) => formatDate(o.createdAt) },
];

/** Shop orders, under Transactions: what buyers paid the shop (supplies), apart from payments between users. */
export function OrdersPage() {
  const list = useListState({
    sort: 'newest' as TAdminOrdersRequest['sort'],
    status: undefined as TAdminOrdersRequest['status'],
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = trpc.admin.orders.useQuery(
    { ...list.applied, cursor: list.pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(list.applied.search || list.filters.status);

  return (
    <>
      <PageHeader
        title="Transactions"
        description={orders.data ? `${formatTotal(orders.data.total)} shop orders` : 'Orders from the supplies shop.'}
      />
      <TransactionsTabs />
      <ListToolbar
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: 'Buyer name or email',
          label: 'Search orders by buyer name or email',
        }}
        selects={[
          {
            label: 'Status',
            value: list.filters.status,
            options: ORDER_STATUSES,
            onChange: (value) => list.setFilter('status', value as TAdminOrdersRequest['status']),
          },
          {
            label: 'Sort',
            value: list.filters.sort,
            options: ADMIN_MONEY_SORTS,
            labels: ADMIN_SORT_LABELS,
            clearable: false,
            onChange: (value) => list.setFilter('sort', (value ?? 'newest') as TAdminOrdersRequest['sort']),
          },
        ]}
        exportHref={exportHref('orders', list.applied)}
      />
      <DataTable
        columns={columns}
        rows={orders.data?.items}
        rowKey={(o) => o.id}
        loading={orders.isPending}
        error={orders.error}
        emptyText={filtered ? 'No orders match these filters.' : 'No shop orders yet.'}
        onRowClick={(o) => setOpenId(o.id)}
        rowLabel={(o) => `Open order ${shortId(o.id)}`}
        page={list.pages.pager(orders.isPlaceholderData ? undefined : orders.data?.nextCursor)}
      />
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
