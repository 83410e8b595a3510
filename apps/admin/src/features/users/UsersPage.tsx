import { Badge, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { fullName } from '@wallcraft/shared';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate, formatTotal } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { UserTypeBadges } from './UserTypeBadges';

type UserRow = RouterOutputs['admin']['users']['items'][number];

const SEARCH_DEBOUNCE_MS = 300;

const columns: Column<UserRow>[] = [
  { header: 'Name', cell: (u) => fullName(u.firstName, u.lastName) || '—' },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Types', cell: (u) => <UserTypeBadges types={u.userTypes} /> },
  {
    header: 'Verified',
    cell: (u) =>
      u.verified ? (
        <Badge color="dark">VERIFIED</Badge>
      ) : (
        <Badge color="gray" variant="outline">
          NO
        </Badge>
      ),
  },
  { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
];

export function UsersPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useCursorPages(debouncedSearch);

  const users = trpc.admin.users.useQuery(
    { search: debouncedSearch || undefined, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Users"
        description={users.data ? `${formatTotal(users.data.total)} accounts` : 'Every registered account.'}
        actions={
          <TextInput
            placeholder="Search name or email"
            aria-label="Search users"
            type="search"
            w={280}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        }
      />
      <DataTable
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.id}
        loading={users.isPending}
        error={users.error}
        emptyText={debouncedSearch ? `No users match "${debouncedSearch}".` : 'No users yet.'}
        page={pages.pager(users.isPlaceholderData ? undefined : users.data?.nextCursor)}
      />
    </>
  );
}
