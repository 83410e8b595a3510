import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { formatMoney } from '@wallcraft/shared';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/role';
import { trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';

type Request = RouterOutputs['admin']['verificationRequests']['items'][number];
type Filter = NonNullable<RouterInputs['admin']['verificationRequests']['status']>;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'in_progress', label: 'In progress' },
  { value: 'verified', label: 'Verified' },
  { value: 'failed', label: 'Rejected' },
  { value: 'awaiting_payment', label: 'Awaiting payment' },
  { value: 'all', label: 'All' },
];

function Decide({ request }: { request: Request }) {
  const utils = trpc.useUtils();
  const decide = trpc.admin.decideVerification.useMutation({
    onSuccess: (result) => {
      notifications.show({
        title: result.status === 'verified' ? 'APPROVED' : 'REJECTED',
        message: `${result.userName} was notified.`,
      });
      void utils.admin.verificationRequests.invalidate();
    },
    meta: { errorToast: { title: 'DECISION FAILED' } },
    // A failed decision may mean the request was decided meanwhile, so the list is reread either way.
    onError: () => void utils.admin.verificationRequests.invalidate(),
  });
  if (request.status !== 'pending' && request.status !== 'processing')
    return <Text size="sm">{request.decidedBy ? `by ${request.decidedBy}` : 'by the provider'}</Text>;
  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        loading={pending === 'approve'}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}
        aria-label={`Approve ${request.userName}`}
      >
        APPROVE
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        loading={pending === 'reject'}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: request.id, decision: 'reject' })}
        aria-label={`Reject ${request.userName}`}
      >
        REJECT
      </Button>
    </Group>
  );
}

/** The fee's payment as a badge: paid reads as done, unpaid as waiting, failed as stopped. */
const FEE_STATUS = { paid: 'paid', unpaid: 'unpaid', failed: 'payment_failed' } as const;

const columns: Column<Request>[] = [
  { header: 'Person', cell: (r) => r.userName },
  { header: 'Email', cell: (r) => r.email },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    header: 'Fee',
    cell: (r) => (
      <Group gap={6} wrap="nowrap">
        {formatMoney(r.fee)}
        {r.feeStatus !== 'none' && <StatusBadge status={FEE_STATUS[r.feeStatus]} />}
      </Group>
    ),
  },
  { header: 'Requested', cell: (r) => formatDate(r.createdAt) },
  { header: 'Completed', cell: (r) => formatDate(r.completedAt) },
  { header: 'Decision', cell: (r) => <Decide request={r} /> },
];
const readOnlyColumns = columns.filter((column) => column.header !== 'Decision');

/** Background verifications: the provider moves them on a schedule; operators can decide sooner. */
export function VerificationRequests() {
  const [filter, setFilter] = useState<Filter>('in_progress');
  const canDecide = useCan('operator');
  const pages = useCursorPages(filter);
  const requests = trpc.admin.verificationRequests.useQuery(
    { status: filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <Stack gap="sm" mb="xl">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={3}>Verification requests</Title>
          <Text c="dimmed" size="sm">
            {requests.data
              ? `${requests.data.total.toLocaleString('en-US')} ${filter === 'in_progress' ? 'waiting, oldest first' : 'requests'}`
              : 'Background checks paid for by users.'}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Filter verification requests"
          data={FILTERS}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
        />
      </Group>
      <DataTable
        columns={canDecide ? columns : readOnlyColumns}
        rows={requests.data?.items}
        rowKey={(r) => r.id}
        loading={requests.isPending}
        error={requests.error}
        emptyText={filter === 'in_progress' ? 'No verification requests waiting.' : 'No verification requests.'}
        page={pages.pager(requests.isPlaceholderData ? undefined : requests.data?.nextCursor)}
      />
    </Stack>
  );
}
