import { Badge } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { fullName, USER_TYPE_LABELS, USER_TYPES, type TUserType } from '@wallcraft/shared';
import {
  ADMIN_SORT_LABELS,
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUSES,
  type TAdminUsersRequest,
} from '@wallcraft/shared/schemas';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE } from '../../components/DataTable/paging';
import { ListToolbar } from '../../components/ListToolbar/ListToolbar';
import { useListState } from '../../components/ListToolbar/use-list-state';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { exportHref } from '../../lib/export';
import { formatDate, formatTotal } from '../../lib/format';
import { useOpenParam } from '../../lib/open-param';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { UserDrawer } from './UserDrawer';
import { UserTypeBadges } from './UserTypeBadges';

type UserRow = RouterOutputs['admin']['users']['items'][number];

const columns: Column<UserRow>[] = [
  { header: 'Name', cell: (u) => fullName(u.firstName, u.lastName) || '—' },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Types', cell: (u) => <UserTypeBadges types={u.userTypes} /> },
  {
    header: 'Status',
    cell: (u) =>
      u.suspended ? (
        <Badge color="red">SUSPENDED</Badge>
      ) : u.verified ? (
        <Badge color="dark">VERIFIED</Badge>
      ) : (
        <Badge color="gray" variant="outline">
          ACTIVE
        </Badge>
      ),
  },
  { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
];

export function UsersPage() {
  const list = useListState({
    sort: 'newest' as TAdminUsersRequest['sort'],
    userType: undefined as TUserType | undefined,
    status: undefined as TAdminUsersRequest['status'],
  });
  const [openId, setOpenId] = useOpenParam();
  const users = trpc.admin.users.useQuery(
    { ...list.applied, cursor: list.pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(list.applied.search || list.filters.userType || list.filters.status);

  return (
    <>
      <PageHeader
        title="Users"
        description={users.data ? `${formatTotal(users.data.total)} accounts` : 'Every registered account.'}
      />
      <ListToolbar
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: 'Name or email',
          label: 'Search users by name or email',
        }}
        selects={[
          {
            label: 'Profile',
            value: list.filters.userType,
            options: USER_TYPES,
            labels: USER_TYPE_LABELS,
            onChange: (value) => list.setFilter('userType', value as TUserType | undefined),
          },
          {
            label: 'Status',
            value: list.filters.status,
            options: ADMIN_USER_STATUSES,
            onChange: (value) => list.setFilter('status', value as TAdminUsersRequest['status']),
          },
          {
            label: 'Sort',
            value: list.filters.sort,
            options: ADMIN_USER_SORTS,
            labels: ADMIN_SORT_LABELS,
            clearable: false,
            onChange: (value) => list.setFilter('sort', (value ?? 'newest') as TAdminUsersRequest['sort']),
          },
        ]}
        exportHref={exportHref('users', list.applied)}
      />
      <DataTable
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.id}
        loading={users.isPending}
        error={users.error}
        emptyText={filtered ? 'No users match these filters.' : 'No users yet.'}
        onRowClick={(u) => setOpenId(u.id)}
        rowLabel={(u) => `Open ${u.email}`}
        page={list.pages.pager(users.isPlaceholderData ? undefined : users.data?.nextCursor)}
      />
      <UserDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
