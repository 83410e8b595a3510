import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router-dom';

import { trpc, type RouterOutputs } from '../../lib/trpc';
import { AdminLayout } from '../layout/AdminLayout';

export type AdminSession = NonNullable<RouterOutputs['admin']['me']>;

/** Every admin page but login goes to /admin/login when the session call fails or returns nothing. */
export function RequireAdmin() {
  const me = trpc.admin.me.useQuery();

  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader color="black" aria-label="Checking admin session" />
      </Center>
    );
  }
  if (me.isError || !me.data) return <Navigate to="/login" replace />;
  return <AdminLayout admin={me.data} />;
}
