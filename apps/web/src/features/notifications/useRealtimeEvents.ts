import { useQueryClient } from '@tanstack/react-query';
import { noteSuspension } from '../../lib/suspension';
import { trpc } from '../../lib/trpc';

/**
 * Keeps notifications and messages fresh while signed in: every server event (a new notification or message)
 * invalidates those reads, the contact page's requests, where an answer from support shows, and an open deal room,
 * since each step the other side takes comes with a notification. The websocket link resumes from the last tracked event id after a reconnect.
 * Keys are written as tRPC router prefixes so this works before the messages router has a client page.
 */
export function useRealtimeEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  trpc.realtime.events.useSubscription(
    {},
    {
      enabled,
      onData: () => {
        void queryClient.invalidateQueries({ queryKey: [['notifications']] });
        void queryClient.invalidateQueries({ queryKey: [['messages']] });
        void queryClient.invalidateQueries({ queryKey: [['support']] });
        void queryClient.invalidateQueries({ queryKey: [['deals']] });
      },
      // A suspension ends the session and closes the socket; the resubscription then hears why.
      onError: (error) => void noteSuspension(error),
    },
  );
}
