import { Group, SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatMoney, REFERRAL_STATUS_LABELS } from '@wallcraft/shared';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { TransactionsTabs } from '../../components/TransactionsTabs/TransactionsTabs';
import { formatDate, formatTotal, shortId } from '../../lib/format';
import { trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { ReferralBonusDrawer } from './ReferralBonusDrawer';

type Bonus = RouterOutputs['admin']['referralBonuses']['items'][number];
type Filter = NonNullable<RouterInputs['admin']['referralBonuses']['status']>;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'held', label: 'Held for review' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'ineligible', label: 'Ineligible' },
  { value: 'pending', label: 'Pending' },
  { value: 'all', label: 'All' },
];

const columns: Column<Bonus>[] = [
  {
    header: 'ID',
    cell: (b) => (
      <Text ff="monospace" size="sm" title={b.id}>
        {shortId(b.id)}
      </Text>
    ),
  },
  { header: 'Referrer', cell: (b) => b.referrer.name },
  { header: 'Friend', cell: (b) => `${b.friend.name} (${b.friend.email})` },
  { header: 'Bonus', cell: (b) => formatMoney(b.bonus) },
  {
    header: 'Status',
    cell: (b) => <StatusBadge status={b.status} label={REFERRAL_STATUS_LABELS[b.status]} />,
  },
  { header: 'That month', cell: (b) => (b.dueThatMonth === null ? '—' : `${b.dueThatMonth} due`) },
  { header: 'Due', cell: (b) => formatDate(b.dueAt) },
];

/**
 * Referral bonuses, under Transactions: those held because their referrer already had the month's cap of bonuses
 * fall due wait here, oldest first, for an operator to approve (pay) or reject (with a reason).
 */
export function ReferralBonusesPage() {
  const [filter, setFilter] = useState<Filter>('held');
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages(filter);
  const bonuses = trpc.admin.referralBonuses.useQuery(
    { status: filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <PageHeader
        title="Transactions"
        description={
          bonuses.data
            ? `${formatTotal(bonuses.data.total)} referral bonuses${filter === 'held' ? ' held for review, oldest first' : ''}`
            : 'Referral bonuses over the monthly cap wait here for a decision.'
        }
      />
      <TransactionsTabs />
      <Group mb="md">
        <SegmentedControl
          aria-label="Filter referral bonuses"
          data={FILTERS}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={bonuses.data?.items}
        rowKey={(b) => b.id}
        loading={bonuses.isPending}
        error={bonuses.error}
        emptyText={filter === 'held' ? 'No referral bonuses are waiting for review.' : 'No referral bonuses here.'}
        onRowClick={(b) => setOpenId(b.id)}
        rowLabel={(b) => `Open the referral bonus for ${b.friend.name}`}
        page={pages.pager(bonuses.isPlaceholderData ? undefined : bonuses.data?.nextCursor)}
      />
      <ReferralBonusDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
