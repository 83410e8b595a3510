import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Signing out ends with a full page load to '/', which drops every cached read of the old session. */
export function useLogout() {
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => window.location.assign('/'),
    onError: (error) => toast({ title: 'Log out failed', message: errorText(error), variant: 'destructive' }),
  });
  return { logout: () => logout.mutate(), isPending: logout.isPending };
}
