import { ADMIN_ROLES, type TAdminRole } from '@wallcraft/shared';

import { trpc } from './trpc';

/** Whether a role may do what needs `needed` (the server's rule: each role may do what the ones before it may). */
export function roleAtLeast(role: TAdminRole | undefined, needed: TAdminRole): boolean {
  return role !== undefined && ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(needed);
}

/**
 * The signed-in operator's role, to hide what it cannot do. The server refuses it anyway (403): this only spares
 * the operator buttons that would fail.
 */
export function useCan(needed: TAdminRole): boolean {
  const me = trpc.admin.me.useQuery(undefined, { staleTime: Infinity });
  return roleAtLeast(me.data?.role, needed);
}
