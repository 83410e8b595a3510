import { Anchor, Badge, Button, Group, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type TSupportRequestStatus } from '@wallcraft/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatAge, formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { SupportDrawer } from './SupportDrawer';

type Summary = RouterOutputs['admin']['supportRequests']['items'][number];

const SEARCH_DEBOUNCE_MS = 300;
const TABS: { value: TSupportRequestStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
];

/** Who wrote: the user's name, or the address a signed-out sender left. */
function senderLine(sender: Summary['sender']): string {
  return sender.name ?? sender.email ?? 'Unknown sender';
}

function columns(open: (id: string) => void): Column<Summary>[] {
  return [
    {
      header: 'Kind',
      cell: (r) => (
        <Badge color={r.kind === 'contact' ? 'dark' : 'gray'} variant={r.kind === 'contact' ? 'filled' : 'outline'}>
          {r.kind.toUpperCase()}
        </Badge>
      ),
    },
    {
      header: 'Subject',
      cell: (r) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ta="left"
          c="dark"
          maw={360}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
          onClick={() => open(r.id)}
        >
          {r.subject ?? r.preview}
        </Anchor>
      ),
    },
    {
      header: 'Sender',
      cell: (r) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {senderLine(r.sender)}
          {r.sender.userId ? null : (
            <Text span size="xs" c="dimmed">
              {' '}
              (signed out)
            </Text>
          )}
        </Text>
      ),
    },
    {
      header: 'Age',
      cell: (r) => (
        <Text size="sm" title={formatDate(r.createdAt)}>
          {formatAge(r.createdAt)}
        </Text>
      ),
    },
    { header: 'Replied', cell: (r) => (r.repliedAt ? formatAge(r.repliedAt) : '—') },
  ];
}

const countText = (count: { count: number; capped: boolean } | undefined) =>
  count ? `${count.count.toLocaleString('en-US')}${count.capped ? '+' : ''}` : '…';

/** The support inbox: feedback and contact requests by status, oldest first, answered from a drawer. */
export function SupportPage() {
  const [status, setStatus] = useState<TSupportRequestStatus>('open');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages(`${status}:${debouncedSearch}`);
  const filters = { search: debouncedSearch || undefined };

  const counts = trpc.admin.supportCounts.useQuery(filters, { placeholderData: keepPreviousData });
  const requests = trpc.admin.supportRequests.useQuery(
    { ...filters, status, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Support"
        description="Feedback and contact requests from artists, wall owners, brands and visitors, oldest first."
        actions={
          <Group gap="sm" wrap="wrap">
            <TextInput
              placeholder="Search subject, message or email"
              aria-label="Search support requests"
              type="search"
              w={{ base: '100%', xs: 280 }}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button component={Link} to="/support/articles" variant="outline" color="dark">
              HELP ARTICLES
            </Button>
          </Group>
        }
      />
      <Tabs value={status} onChange={(value) => value && setStatus(value as TSupportRequestStatus)} mb="md">
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={
                <Badge size="sm" color={tab.value === 'open' ? 'brandYellow' : 'gray'} variant="filled">
                  {countText(counts.data?.[tab.value])}
                </Badge>
              }
            >
              {tab.label.toUpperCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        columns={columns(setOpenId)}
        rows={requests.data?.items}
        rowKey={(r) => r.id}
        loading={requests.isPending}
        error={requests.error}
        emptyText={
          debouncedSearch
            ? `No ${status.replace('_', ' ')} requests match "${debouncedSearch}".`
            : status === 'open'
              ? 'Nothing waiting: every request has been picked up.'
              : `No ${status.replace('_', ' ')} requests.`
        }
        page={pages.pager(requests.isPlaceholderData ? undefined : requests.data?.nextCursor)}
      />
      <SupportDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
