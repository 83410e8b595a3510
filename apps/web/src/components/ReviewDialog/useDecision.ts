import { dealPath } from '@wallcraft/shared';
import { toast } from '../../lib/toast';
import { trpc, type RouterInputs } from '../../lib/trpc';

type InvitationProposal = RouterInputs['invitations']['decide']['proposal'];

export type Decision = 'accepted' | 'rejected';

/**
 * What a decision is about (a wallRequest: a brand asking to show your wall on its project); notificationId
 * is the notification it is taken from, if any.
 */
export type DecisionTarget = {
  kind: 'application' | 'invitation' | 'wallRequest';
  id: string;
  notificationId?: string;
};

const COPY = {
  application: {
    title: 'Application Updated',
    message: 'The application has been updated successfully.',
    fallback: 'Failed to update application',
  },
  invitation: {
    title: 'Invitation Updated',
    message: 'The invitation has been updated successfully.',
    fallback: 'Failed to update invitation',
  },
  wallRequest: {
    title: 'Wall Request Updated',
    message: 'The wall request has been updated successfully.',
    fallback: 'Failed to update wall request',
  },
} as const;

/**
 * Accepting or declining an application, invitation or wall request. The notification it came
 * from travels with the call, so the server marks it read in the same change; afterwards every list that
 * shows either side of the decision is refreshed.
 */
export function useDecision(onDone?: () => void) {
  const handlers = (kind: DecisionTarget['kind']) => ({
    onSuccess: () => {
      toast({ title: COPY[kind].title, message: COPY[kind].message });
      onDone?.();
    },
    meta: { errorToast: { title: 'Update Failed', fallback: COPY[kind].fallback } },
  });

  const application = trpc.applications.decide.useMutation({
    ...handlers('application'),
    // A hire leads on to its deal room, where the next step waits: this artist's deal, not the project's first one.
    onSuccess: (decided, input) => {
      if (decided.status !== 'accepted') return handlers('application').onSuccess();
      toast({
        title: `${decided.artist.displayName} is hired`,
        message: input.keepOpen
          ? 'The project stays open for more artists.'
          : 'The project is closed to new applications; the other applicants were told.',
        action: { label: 'OPEN DEAL ROOM', to: dealPath(decided.project.id, decided.artist.id) },
      });
      onDone?.();
    },
  });
  const invitation = trpc.invitations.decide.useMutation({
    ...handlers('invitation'),
    onSuccess: (decided) => {
      if (decided.status !== 'accepted') return handlers('invitation').onSuccess();
      toast({
        title: "You're hired",
        message: `You joined ${decided.project.title}.`,
        action: { label: 'OPEN DEAL ROOM', to: dealPath(decided.project.id) },
      });
      onDone?.();
    },
  });
  const wallRequest = trpc.projects.decideWall.useMutation(handlers('wallRequest'));
  const mutations = { application, invitation, wallRequest };

  /**
   * An invitation's acceptance may carry the artist's proposal; an application's acceptance says whether the
   * project stays open for more artists (keepOpen, see HireChoice).
   */
  const decide = (
    target: DecisionTarget,
    status: Decision,
    options: { proposal?: InvitationProposal; keepOpen?: boolean } = {},
  ) => {
    const input = { id: target.id, status, notificationId: target.notificationId };
    if (target.kind === 'invitation') invitation.mutate({ ...input, proposal: options.proposal });
    else if (target.kind === 'application') application.mutate({ ...input, keepOpen: options.keepOpen });
    else mutations[target.kind].mutate(input);
  };

  const running = [application, invitation, wallRequest].find((m) => m.isPending);
  return { decide, pending: !!running, pendingStatus: running?.variables?.status ?? null };
}
