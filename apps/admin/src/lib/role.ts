import { adminRoleAtLeast, type TAdminRole } from '@wallcraft/shared';

import { trpc } from './trpc';

/**
 * Whether the signed-in operator's role may do what needs `needed`, by the rule the API enforces: the console
 * hides what the role cannot do, sparing buttons the API would answer 403. Reads the session RequireAdmin loaded.
 */
export function useCan(needed: TAdminRole): boolean {
  const me = trpc.admin.me.useQuery(undefined, { staleTime: Infinity });
  return me.data ? adminRoleAtLeast(me.data.role, needed) : false;
}
