import { adminRoleAtLeast, type TAdminRole, type TUserType } from '@wallcraft/shared';
import { baseProcedure, enterProcedure, entryLayer, procedure } from './init';
import type { Context } from './context';
import { AppError, accountSuspended } from './errors';

/** Anyone, signed in or not (an API token only where the procedure names its scopes: see enterProcedure). */
export const publicProcedure = baseProcedure;

/**
 * A signed-in user (a session, or an API token with the scopes the procedure names): ctx.user is set. Over HTTP the
 * gate passes the context on as it is, typed with the user it checked: given a context, tRPC's `next` copies the
 * whole of it (about 20 fields, on V8's slow path) into a new one, for every call.
 */
export const authedProcedure = procedure.use(
  entryLayer((opts) =>
    enterProcedure(opts, async () => {
      const { ctx } = opts;
      if (!ctx.user) throw (await suspendedSession(ctx)) ?? new AppError('UNAUTHORIZED', 'Sign in to continue');
      // Over a socket the user is a getter that turns null when the session ends: the call keeps the user it began with.
      if (ctx.socket) return opts.next({ ctx: { user: ctx.user } });
      return opts.next() as ReturnType<typeof opts.next<{ user: NonNullable<Context['user']> }>>;
    }),
  ),
);

/**
 * A call without a live session whose cookie names a session a suspension ended: the 401 that tells the open tab
 * why (details.suspended); null for any other caller, who is simply signed out.
 */
export async function suspendedSession(ctx: Pick<Context, 'cookies' | 'sessions' | 'token'>): Promise<AppError | null> {
  const token = ctx.token ? undefined : ctx.cookies.get(ctx.sessions.userCookie);
  const suspension = token ? await ctx.sessions.suspensionOf(token) : null;
  return suspension ? accountSuspended(suspension.reason, 'UNAUTHORIZED') : null;
}

/** A signed-in user whose active profile is one of the given types (e.g. only brands post projects). */
export function roleProcedure(...types: TUserType[]) {
  return authedProcedure.use(async ({ ctx, next }) => {
    const userType = await ctx.accounts.activeUserType(ctx.db, ctx.user.id);
    if (!userType || !types.includes(userType)) {
      const names = types.map((type) => type.replace('_', ' ') + 's').join(' or ');
      throw new AppError('FORBIDDEN', `Only ${names} can do this; switch to that profile first`);
    }
    return next({ ctx: { userType } });
  });
}

/**
 * The console's procedures (its sign-in steps, and every admin procedure below): served only to requests that came
 * through the console's server, so for anything else, the web app's pages and the websocket included, they do not
 * exist. The Fastify hook in plugins/origin.ts answers such HTTP requests with 404 before any procedure runs; this
 * holds for every way a procedure is called.
 */
export const consoleProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.viaConsole) throw new AppError('NOT_FOUND', 'No such procedure');
  return next();
});

/**
 * An operator signed in to the admin console with both factors: any role, so reads only unless a stricter
 * procedure below says otherwise. A user session never opens these.
 */
export const adminProcedure = consoleProcedure.use(({ ctx, next }) => {
  if (!ctx.admin) throw new AppError('UNAUTHORIZED', 'Admin sign-in required');
  if (!ctx.admin.mfa)
    throw new AppError('UNAUTHORIZED', 'Enter the code from your authenticator app to finish signing in');
  return next({ ctx: { admin: ctx.admin } });
});

/** Roles in order of power: each may do what the ones before it may (the console asks the same function). */
export const roleAtLeast = adminRoleAtLeast;

function adminRoleProcedure(needed: TAdminRole) {
  return adminProcedure.use(({ ctx, next }) => {
    if (!roleAtLeast(ctx.admin.role, needed))
      throw new AppError('FORBIDDEN', `This needs the ${needed} role; yours is ${ctx.admin.role}`);
    return next();
  });
}

/** Acts on users, content, support and disputes. */
export const operatorProcedure = adminRoleProcedure('operator');
/** Settings, large refunds and managing operators. */
export const superadminProcedure = adminRoleProcedure('superadmin');
