import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../trpc/context';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's start-to-exit state; main.ts begins the shutdown on SIGTERM. */
    lifecycle: ServerLifecycle;
  }
}

export type ServerLifecycle = Lifecycle & {
  /** From now on readiness answers 503 ("shutting down"), so a balancer stops sending before the server closes. */
  beginShutdown(): void;
};

/**
 * `app.lifecycle`: whether the process is shutting down and whether its job workers run. Any close (a test's, or
 * main.ts's after its delay) counts as shutting down too, in case it was not begun before.
 */
export function attachLifecycle(app: FastifyInstance, jobs: { running(): boolean }): ServerLifecycle {
  let shuttingDown = false;
  const lifecycle: ServerLifecycle = {
    get shuttingDown() {
      return shuttingDown;
    },
    workersRunning: () => jobs.running(),
    beginShutdown: () => {
      shuttingDown = true;
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => lifecycle.beginShutdown());
  // Every answer from then on ends its connection: a kept-alive one would hold the close open until its idle timeout
  // (Fastify waits for every connection), and its client reconnects to a replica that is staying.
  // A callback, not an async hook: it adds no turn of the event loop between a handler's send and the write.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
  return lifecycle;
}
