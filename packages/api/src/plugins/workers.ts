import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from '../domains/auth/sessions';
import { runTick } from '../domains/verification/service';
import type { ServerDeps } from '../trpc/context';

/**
 * Advances background verifications every VERIFICATION_TICK_SECONDS (0 = off). Ticks never overlap on one
 * node, and each transition is a conditional UPDATE, so several API nodes can run this side by side.
 * Stops, and waits for a tick in flight, before the server closes.
 */
export async function workersPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env, log } = opts.deps;
  // Expired sessions are swept hourly rather than on every request.
  const sweep = setInterval(() => void deleteExpiredSessions(db).catch((error: unknown) => log.warn({ err: error }, 'session sweep failed')), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));
  if (env.VERIFICATION_TICK_SECONDS === 0) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runTick(db, env)
      .then((applied) => {
        if (applied > 0) log.info({ applied }, 'verification requests advanced');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'verification tick failed'))
      .finally(() => {
        running = null;
      });
  }, env.VERIFICATION_TICK_SECONDS * 1000);
  timer.unref();
  // preClose, not onClose: main.ts closes the database in an onClose hook that Fastify may run first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
