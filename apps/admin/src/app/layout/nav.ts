/** The sidebar's entries (the spec's seven, the audit log and the system page), as paths under the /admin basename. */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/' },
  { label: 'Users', to: '/users' },
  { label: 'Projects', to: '/projects' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Moderation', to: '/moderation' },
  { label: 'Support', to: '/support' },
  { label: 'Settings', to: '/settings' },
  { label: 'Audit log', to: '/audit' },
  { label: 'System', to: '/system' },
] as const;

export function isNavItemActive(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
