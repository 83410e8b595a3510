import { Button, Code, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Entry = RouterOutputs['admin']['audit']['items'][number];
type Filters = { adminId: string | null; action: string | null; targetId: string; from: string; to: string };

const EMPTY: Filters = { adminId: null, action: null, targetId: '', from: '', to: '' };

/** A day typed in the filter, as the start of that day in the operator's time zone. */
const dayStart = (day: string, offsetDays = 0) => {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + offsetDays);
  return date.toISOString();
};

/** Every operator action, newest first; nothing here can be changed or deleted, by anyone. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [targetId] = useDebouncedValue(filters.targetId.trim(), 300);
  const [open, setOpen] = useState<Entry | null>(null);
  const query = {
    adminId: filters.adminId ?? undefined,
    action: filters.action ?? undefined,
    targetId: targetId || undefined,
    from: dayStart(filters.from),
    to: dayStart(filters.to, 1),
  };
  const pages = useCursorPages(JSON.stringify(query));
  const entries = trpc.admin.audit.useQuery(
    { ...query, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const operators = trpc.admin.operators.useQuery();
  const actions = trpc.admin.auditActions.useQuery();
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  const columns: Column<Entry>[] = [
    { header: 'When', cell: (e) => formatDate(e.createdAt, true) },
    { header: 'Operator', cell: (e) => e.adminUsername },
    { header: 'Action', cell: (e) => <Code>{e.action}</Code> },
    {
      header: 'Item',
      cell: (e) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {e.targetType}/{e.targetId.slice(0, 8)}
        </Text>
      ),
    },
    {
      header: 'Note',
      cell: (e) => (
        <Text size="sm" lineClamp={2} maw={280}>
          {e.note ?? '—'}
        </Text>
      ),
    },
    { header: 'From', cell: (e) => e.ip ?? '—' },
    {
      header: 'Details',
      cell: (e) => (
        <Button size="xs" variant="default" onClick={() => setOpen(e)}>
          VIEW
        </Button>
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Audit log"
        description="Every operator action, written with the action itself. Read-only for everyone."
      />
      <Group align="flex-end" mb="md" gap="sm">
        <Select
          label="Operator"
          placeholder="Anyone"
          clearable
          w={170}
          data={(operators.data ?? []).map((o) => ({ value: o.id, label: o.username }))}
          value={filters.adminId}
          onChange={(adminId) => set({ adminId })}
        />
        <Select
          label="Action"
          placeholder="Any action"
          clearable
          searchable
          w={210}
          data={actions.data ?? []}
          value={filters.action}
          onChange={(action) => set({ action })}
        />
        <TextInput
          label="Item id"
          placeholder="Exact id"
          w={200}
          value={filters.targetId}
          onChange={(event) => set({ targetId: event.currentTarget.value })}
        />
        <TextInput
          label="From"
          type="date"
          w={150}
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          w={150}
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
        <Button variant="default" onClick={() => setFilters(EMPTY)}>
          CLEAR
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={entries.data?.items}
        rowKey={(e) => e.id}
        loading={entries.isPending}
        error={entries.error}
        emptyText="No actions match these filters."
        page={pages.pager(entries.isPlaceholderData ? undefined : entries.data?.nextCursor)}
      />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="md" title="Audit entry">
        {open && (
          <Stack gap="xs">
            <Text size="sm">
              <b>{open.adminUsername}</b> · <Code>{open.action}</Code> · {formatDate(open.createdAt, true)}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {open.targetType} {open.targetId}
            </Text>
            {open.note && <Text size="sm">Note: {open.note}</Text>}
            <Text size="sm">From: {open.ip ?? 'unknown'}</Text>
            <Text size="xs" c="dimmed">
              BEFORE
            </Text>
            <Code block>{JSON.stringify(open.before, null, 2) ?? 'null'}</Code>
            <Text size="xs" c="dimmed">
              AFTER
            </Text>
            <Code block>{JSON.stringify(open.after, null, 2) ?? 'null'}</Code>
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
