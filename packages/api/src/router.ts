import { accountsRouter } from './domains/accounts/router';
import { adminRouter } from './domains/admin/router';
import { authRouter } from './domains/auth/router';
import { healthRouter } from './domains/health/router';
import { notificationsRouter } from './domains/notifications/router';
import { usersRouter } from './domains/users/router';
import { realtimeRouter } from './realtime/router';
import { router } from './trpc/init';

/** Composes the domain routers: one tRPC router, served at /trpc and, for procedures with openapi meta, at /api. */
export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  users: usersRouter,
  admin: adminRouter,
  health: healthRouter,
  notifications: notificationsRouter,
  realtime: realtimeRouter,
});

export type AppRouter = typeof appRouter;
