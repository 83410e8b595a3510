import { ADMIN_ROLES } from './enum-values';
import type { TAdminRole } from './enums';

/** Roles in order of power: each may do what the ones before it may (the API enforces it, the console hides what it refuses). */
export function adminRoleAtLeast(role: TAdminRole, needed: TAdminRole): boolean {
  return ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(needed);
}
