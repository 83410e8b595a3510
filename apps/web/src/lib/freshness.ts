import type { QueryClient } from '@tanstack/react-query';
import type { RouterInputs } from './trpc';

type RouterName = keyof RouterInputs;

/**
 * Lists that stay fresh. Reads never go stale by themselves (staleTime: Infinity), so after every successful
 * write the reads it can change are invalidated here, in one table by the written router, rather than by each
 * screen remembering its neighbours: the screens on show refetch, the others refetch when next opened. A
 * router's own reads are always included. This is the one place a successful write refreshes reads: the
 * MutationCache's onSuccess awaits the refetch (lib/trpc.ts), so the write stays pending, and its own
 * onSuccess (toast, close, navigate) runs, only once the lists on show are fresh. Screens invalidate by hand
 * only what no successful write explains: realtime events, a profile switch, sign-in/out, a failed write.
 */
const LISTINGS: RouterName[] = ['discover', 'dashboard', 'users', 'myProjects', 'insights', 'saved', 'recentlyViewed'];
const DEAL: RouterName[] = [
  'myProjects',
  'insights',
  'dashboard',
  'notifications',
  'projects',
  'wallProjects',
  'deals',
  'billing',
];

export const STALE_AFTER_WRITE: Partial<Record<RouterName, readonly RouterName[]>> = {
  // A new profile changes almost every screen (switching profiles refreshes every read itself).
  accounts: ['auth', ...LISTINGS, 'notifications', 'messages', 'applications', 'invitations'],
  users: ['auth', 'artists', 'brands', 'discover', 'dashboard'],
  artists: ['auth', 'users', 'discover', 'dashboard'],
  brands: ['auth', 'users', 'discover', 'dashboard'],
  verification: ['auth', 'users', 'notifications'],
  walls: [...LISTINGS, 'wallProjects', 'projects'],
  projects: [...LISTINGS, 'walls', 'notifications'],
  wallProjects: [...LISTINGS, 'walls'],
  saved: ['dashboard', 'discover'],
  applications: [...DEAL, 'invitations', 'proposals', 'payments', 'milestones'],
  invitations: [...DEAL, 'applications', 'proposals', 'payments', 'milestones'],
  payments: ['milestones', ...DEAL],
  milestones: ['payments', ...DEAL],
  agreedAmounts: ['milestones', ...DEAL],
  // Confirming a completion releases escrow.
  reviews: ['users', 'artists', 'payments', 'milestones', ...DEAL],
  // COMPLETE adds the final photos to the project and, when asked, to the artist's portfolio; reviews open.
  tracking: ['reviews', 'artists', 'users', ...DEAL],
  messages: ['notifications'],
  notifications: [],
  support: [],
  // An order changes the cart, the stock on the grid and My orders: all reads of the shop router.
  shop: [],
};

/**
 * Writes left alone: signing in, up or out ends in a new page load or session read of its own (a refetch
 * meanwhile would ask for the old session's data), and the rest change nothing another screen shows while
 * being sent often enough that a refetch would cost.
 */
const QUIET_WRITES = new Set([
  'auth.login',
  'auth.register',
  'auth.logout',
  'accountData.deleteAccount',
  'users.view',
  'tracking.location',
  'uploads.create',
  'uploads.confirm',
]);

/** The routers whose reads a write to `path` (tRPC's ['router', 'procedure']) may have changed. */
export function staleAfter(path: readonly string[]): RouterName[] {
  const [router] = path;
  if (!router || QUIET_WRITES.has(path.join('.'))) return [];
  const name = router as RouterName;
  return [...new Set([name, ...(STALE_AFTER_WRITE[name] ?? [])])];
}

/**
 * tRPC's mutation key is [['router', 'procedure']]; its query keys start with [['router', ...]]. Every matching
 * read is marked stale; the active ones (on show) refetch, and the promise settles once they have (a failed
 * refetch shows on its own screen and does not reject). Inactive reads only refetch when next opened.
 */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  mutationKey: readonly unknown[] | undefined,
): Promise<void> {
  const path = mutationKey?.[0];
  if (!Array.isArray(path)) return;
  await Promise.all(
    staleAfter(path as string[]).map((router) => queryClient.invalidateQueries({ queryKey: [[router]] })),
  );
}
