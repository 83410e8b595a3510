import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc, type RouterOutputs } from './trpc';

export type Session = NonNullable<RouterOutputs['auth']['user']>;
export type SessionUser = Session['user'];
export type Account = Session['accounts'][number];

export type SessionState = 'loading' | 'signed-out' | 'onboarding' | 'signed-in';

/** The state of a session that has answered: who it is, and whether they still have onboarding to finish. */
export function sessionState(session: Session | null): Exclude<SessionState, 'loading'> {
  return !session ? 'signed-out' : session.requiresOnboarding ? 'onboarding' : 'signed-in';
}

/** The session a query client already holds (the answer a server-drawn page came with), or null. */
export function heldSession(queryClient: QueryClient): Session | null {
  return queryClient.getQueryData<Session | null>(getQueryKey(trpc.auth.user, undefined, 'query')) ?? null;
}

/**
 * The current user, or null when signed out (the server answers null rather than 401). It is tRPC's own
 * auth.user query, so `utils.auth.user.invalidate()` and `.refetch()` refresh it.
 */
export function useSession() {
  const query = trpc.auth.user.useQuery();

  const session = query.data ?? null;
  const state: SessionState = query.isPending ? 'loading' : sessionState(session);

  return { session, user: session?.user ?? null, state, error: query.error, refetch: query.refetch };
}

/** The viewer as the detail screens need them: signed in or not, their id, and whether the active profile is an artist. */
export function useViewer() {
  const { session, state } = useSession();
  return {
    signedIn: state === 'signed-in',
    userId: session?.user.id ?? null,
    isArtist: state === 'signed-in' && session?.activeAccount?.userType === 'artist',
  };
}
