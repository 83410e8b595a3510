import { MAX_PAGE_SIZE } from '@wallcraft/shared';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type Application = RouterOutputs['applications']['mine']['items'][number];
export type Invitation = RouterOutputs['invitations']['mine']['items'][number];
export type Collaboration = ({ kind: 'application' } & Application) | ({ kind: 'invitation' } & Invitation);

type Status = 'accepted' | 'pending';

const paging = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined };

/**
 * An artist's collaborations are the applications they sent and the invitations they
 * received; a brand's or wall owner's are the applications they received and the invitations they sent.
 * Both lists are read for one status and merged newest first.
 */
export function useCollaborations(userType: string | null | undefined, status: Status) {
  const artist = userType === 'artist';
  const owner = userType === 'brand' || userType === 'wall_owner';
  const input = { status, limit: MAX_PAGE_SIZE };

  const sentApplications = trpc.applications.mine.useInfiniteQuery(input, { ...paging, enabled: artist });
  const receivedInvitations = trpc.invitations.mine.useInfiniteQuery(input, { ...paging, enabled: artist });
  const receivedApplications = trpc.applications.received.useInfiniteQuery(input, { ...paging, enabled: owner });
  const sentInvitations = trpc.invitations.sent.useInfiniteQuery(input, { ...paging, enabled: owner });

  const applications = artist ? sentApplications : receivedApplications;
  const invitations = artist ? receivedInvitations : sentInvitations;
  const items: Collaboration[] = [
    ...(applications.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
      kind: 'application' as const,
      ...item,
    })),
    ...(invitations.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
      kind: 'invitation' as const,
      ...item,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const enabled = artist || owner;
  return {
    items,
    isPending: enabled && (applications.isPending || invitations.isPending),
    error: applications.error ?? invitations.error,
    hasMore: Boolean(applications.hasNextPage || invitations.hasNextPage),
    isFetchingMore: applications.isFetchingNextPage || invitations.isFetchingNextPage,
    loadMore: () => {
      if (applications.hasNextPage) void applications.fetchNextPage();
      if (invitations.hasNextPage) void invitations.fetchNextPage();
    },
  };
}
