import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export type Decision = 'accepted' | 'rejected';

/** What a decision is about; notificationId is the notification it is taken from, if any. */
export type DecisionTarget = { kind: 'application' | 'invitation'; id: string; notificationId?: string };

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
} as const;

/**
 * Accepting or declining an application or invitation. The notification it came
 * from travels with the call, so the server marks it read in the same change; afterwards every list that
 * shows either side of the decision is refreshed.
 */
export function useDecision(onDone?: () => void) {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.notifications.invalidate(), utils.applications.invalidate(), utils.invitations.invalidate()]);

  const handlers = (kind: DecisionTarget['kind']) => ({
    onSuccess: () => {
      toast({ title: COPY[kind].title, message: COPY[kind].message });
      void refresh();
      onDone?.();
    },
    onError: (error: unknown) =>
      toast({ title: 'Update Failed', message: serverMessage(error, COPY[kind].fallback), variant: 'destructive' }),
  });

  const application = trpc.applications.decide.useMutation(handlers('application'));
  const invitation = trpc.invitations.decide.useMutation(handlers('invitation'));

  const decide = (target: DecisionTarget, status: Decision) => {
    const input = { id: target.id, status, notificationId: target.notificationId };
    if (target.kind === 'application') application.mutate(input);
    else invitation.mutate(input);
  };

  const pending = application.isPending || invitation.isPending;
  const pendingStatus = (application.isPending ? application.variables?.status : invitation.variables?.status) ?? null;
  return { decide, pending, pendingStatus: pending ? pendingStatus : null };
}
