import { trpc } from '../../lib/trpc';
import { forgetNewUser } from '../../lib/welcome';

/** Signing out ends with a full page load to '/', which drops every cached read of the old session. */
export function useLogout() {
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      forgetNewUser();
      window.location.assign('/');
    },
    meta: { errorToast: { title: 'Log out failed' } },
  });
  return { logout: () => logout.mutate(), isPending: logout.isPending };
}
