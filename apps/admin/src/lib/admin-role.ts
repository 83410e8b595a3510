import { adminRoleAtLeast } from '@wallcraft/shared';

import { trpc } from './trpc';

/**
 * Whether the signed-in operator may change things (operator or superadmin): a viewer's console hides the
 * buttons the API would answer 403. Reads the session RequireAdmin loaded already.
 */
export function useCanOperate(): boolean {
  const me = trpc.admin.me.useQuery();
  return me.data ? adminRoleAtLeast(me.data.role, 'operator') : false;
}
