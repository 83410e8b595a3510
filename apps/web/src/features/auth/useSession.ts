import { useQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { errorCode } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type Session = RouterOutputs['auth']['user'];
export type SessionUser = Session['user'];
export type Account = Session['accounts'][number];

export type SessionState = 'loading' | 'signed-out' | 'onboarding' | 'signed-in';

const SIGNED_OUT_CODES = new Set(['UNAUTHORIZED', 'NOT_FOUND']);

/**
 * The current user; this read treats 401 and 404 as an empty result (signed out), not an error. It shares
 * tRPC's cache key for auth.user, so `utils.auth.user.invalidate()` and `.refetch()` refresh it.
 */
export function useSession() {
  const utils = trpc.useUtils();
  const query = useQuery<Session | null>({
    queryKey: getQueryKey(trpc.auth.user, undefined, 'query'),
    queryFn: async () => {
      try {
        return await utils.client.auth.user.query();
      } catch (error) {
        if (SIGNED_OUT_CODES.has(errorCode(error) ?? '')) return null;
        throw error;
      }
    },
  });

  const session = query.data ?? null;
  const state: SessionState = query.isPending
    ? 'loading'
    : !session
      ? 'signed-out'
      : session.requiresOnboarding
        ? 'onboarding'
        : 'signed-in';

  return { session, user: session?.user ?? null, state, error: query.error, refetch: query.refetch };
}
