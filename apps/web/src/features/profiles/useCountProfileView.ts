import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * Counts a visit to a profile once per mount, signed in or out, once the session is known (the server
 * counts each visitor once a day and never the user's own looks). A failure is only logged.
 */
export function useCountProfileView(profileId: string | null | undefined): void {
  const { state } = useSession();
  const { mutate } = trpc.users.view.useMutation({
    // Nobody asked for it: a failure is logged, not shown.
    meta: { errorToast: false },
    onError: (error) => console.error('Could not count the profile view', error),
  });
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (state === 'loading' || !profileId || counted.current === profileId) return;
    counted.current = profileId;
    mutate({ id: profileId });
  }, [state, profileId, mutate]);
}
