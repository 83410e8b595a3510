import { useEffect, useRef } from 'react';
import { errorCode, errorText } from '../../lib/errors';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import type { MapPoint } from './tracking-format';

type Session = { id: string; status: string };
type Sent = RouterOutputs['tracking']['location'];

/**
 * At most one position a second per session: the server refuses faster ones (429), counting from when it stored
 * the last one, which is a little after this page sent it; a tenth of a second to spare keeps sends from being
 * refused on that lag.
 */
const SEND_EVERY_MS = 1100;

/**
 * While a session is active, posts the device's position: at most one a second per session (the server refuses
 * faster ones with 429), and the latest position once the second is over, so the last move is never lost.
 * Failures are only logged.
 */
export function useSendPositions(
  position: MapPoint | null,
  sessions: readonly Session[],
  onSent?: (session: Sent) => void,
) {
  // mutateAsync, not mutate's callbacks: with several sessions the calls overlap, and only the latest call's
  // callbacks would run, so a refused position of another session would never be sent again. A failure is
  // logged, not toasted: positions go every few seconds.
  const { mutateAsync: send } = trpc.tracking.location.useMutation({ ...NO_ERROR_TOAST, onSuccess: onSent });
  const state = useRef({
    latest: null as MapPoint | null,
    active: new Set<string>(),
    sentAt: new Map<string, number>(),
    timers: new Map<string, number>(),
  });
  const key = sessions
    .filter((s) => s.status === 'active')
    .map((s) => s.id)
    .join(',');

  useEffect(() => {
    const s = state.current;
    s.latest = position;
    s.active = new Set(key ? key.split(',') : []);
    const push = (id: string) => {
      const at = s.latest;
      if (!at || !s.active.has(id) || s.timers.has(id)) return;
      const wait = SEND_EVERY_MS - (Date.now() - (s.sentAt.get(id) ?? 0));
      if (wait > 0) {
        const timer = window.setTimeout(() => {
          s.timers.delete(id);
          push(id);
        }, wait);
        s.timers.set(id, timer);
        return;
      }
      s.sentAt.set(id, Date.now());
      send({ id, latitude: at.latitude, longitude: at.longitude }).catch((error: unknown) => {
        console.warn('Tracking location update failed', errorText(error));
        // Too soon after the last one (e.g. just after the start): send the latest once the second is over.
        if (errorCode(error) === 'TOO_MANY_REQUESTS') push(id);
      });
    };
    for (const id of s.active) push(id);
  }, [position, key, send]);

  useEffect(() => {
    const { timers } = state.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
}
