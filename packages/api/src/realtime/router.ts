import { tracked } from '@trpc/server';
import { z } from 'zod';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';
import { eventsSince, type RealtimeEvent } from './bus';

/**
 * `realtime.events`: every new notification and message for the signed-in user, over the websocket.
 * Events carry tracked ids, so a client that reconnects with lastEventId first gets what it missed.
 */
export const realtimeRouter = router({
  events: authedProcedure
    .input(z.object({ lastEventId: z.string().regex(/^\d+$/).nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | null = null;
      // Listen before reading the backlog, so nothing falls between the two; duplicates are skipped by id.
      const unsubscribe = ctx.bus.subscribe(ctx.user.id, (event) => {
        queue.push(event);
        wake?.();
      });
      const abort = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
      let lastId = Number(input?.lastEventId ?? 0);
      try {
        if (input?.lastEventId) queue.unshift(...(await eventsSince(ctx.db, ctx.user.id, input.lastEventId)));
        while (!signal?.aborted) {
          while (queue.length) {
            const event = queue.shift() as RealtimeEvent;
            if (Number(event.id) <= lastId) continue;
            lastId = Number(event.id);
            yield tracked(event.id, { kind: event.kind, ...event.payload });
          }
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), abort]);
          wake = null;
        }
      } finally {
        unsubscribe();
      }
    }),
});
