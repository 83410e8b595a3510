import { tracked } from '@trpc/server';
import { EventEmitter, on } from 'node:events';
import { z } from 'zod';
import { websocketSubscriptions } from '../metrics/registry';
import { AppError } from '../trpc/errors';
import type { Context } from '../trpc/context';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';
import { eventsSince, type RealtimeEvent } from './bus';

const BACKLOG_PAGE = 500;
const REMEMBERED_IDS = 1000;

/**
 * Remembers the last ids seen, to drop repeats. Ids are handed out when an event is written but announced
 * when its transaction commits, so they do not arrive in order: a "highest id so far" would drop events.
 */
function recentIds(size: number) {
  const ids = new Set<string>();
  return (id: string): boolean => {
    if (ids.has(id)) return false;
    ids.add(id);
    if (ids.size > size) ids.delete(ids.values().next().value as string);
    return true;
  };
}

/** Live subscriptions per user on this process, across all their sockets. */
const perUser = new Map<string, number>();

/**
 * Takes a place for one more subscription on this socket and for this user, or refuses with 429 when either
 * is full; answers the function that gives the place back.
 */
export function claimSubscription(ctx: Context & { user: { id: string } }): () => void {
  const { env, socket, user } = ctx;
  const ofUser = perUser.get(user.id) ?? 0;
  if ((socket && socket.subscriptions >= env.WS_SUBSCRIPTIONS_PER_SOCKET) || ofUser >= env.WS_SUBSCRIPTIONS_PER_USER)
    throw new AppError('RATE_LIMITED', 'Too many live subscriptions open; close some first');
  if (socket) socket.subscriptions += 1;
  perUser.set(user.id, ofUser + 1);
  websocketSubscriptions.inc();
  return () => {
    websocketSubscriptions.dec();
    if (socket) socket.subscriptions -= 1;
    const left = (perUser.get(user.id) ?? 1) - 1;
    if (left > 0) perUser.set(user.id, left);
    else perUser.delete(user.id);
  };
}

/**
 * `realtime.events`: every new notification and message for the signed-in user, over the websocket.
 * Events carry tracked ids, so a client that reconnects with lastEventId first gets what it missed.
 */
export const realtimeRouter = router({
  events: authedProcedure
    .input(z.object({ lastEventId: z.string().regex(/^\d+$/).nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal: callSignal }) {
      const release = claimSubscription(ctx);
      // Ends when the client stops it, or when the socket's session ends (sign-out, expiry, deletion).
      const signal = ctx.socket && callSignal ? AbortSignal.any([callSignal, ctx.socket.ended]) : callSignal;
      // Listen before reading the backlog, so nothing falls between the two: on() queues what arrives
      // meanwhile, and ends when the client goes away. Repeats are dropped by id.
      const emitter = new EventEmitter();
      let unsubscribe = () => undefined as void;
      const isNew = recentIds(REMEMBERED_IDS);
      try {
        // Live-only events (tracking positions) have their own subscription and no resumable id.
        unsubscribe = ctx.bus.subscribe(ctx.user.id, (event) => {
          if (event.kind !== 'tracking') emitter.emit('event', event);
        });
        const live = on(emitter, 'event', { signal }) as AsyncIterableIterator<[RealtimeEvent]>;
        for (let cursor = input?.lastEventId; cursor && !signal?.aborted;) {
          const page = await eventsSince(ctx.db, ctx.user.id, cursor, BACKLOG_PAGE);
          for (const event of page)
            if (isNew(event.id)) yield tracked(event.id, { kind: event.kind, ...event.payload });
          cursor = page.length === BACKLOG_PAGE ? page.at(-1)?.id : null;
        }
        for await (const [event] of live) {
          if (isNew(event.id)) yield tracked(event.id, { kind: event.kind, ...event.payload });
        }
      } catch (error) {
        // The abort ends the wait for the next event with an AbortError: that is the normal way out.
        if (!signal?.aborted) throw error;
      } finally {
        unsubscribe();
        release();
      }
    }),
});
