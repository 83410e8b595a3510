import type { TUserType } from '@wallcraft/shared';
import { baseProcedure } from './init';
import { AppError } from './errors';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** A signed-in user: ctx.user is set. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A signed-in user whose active profile is one of the given types (e.g. only brands post projects). */
export function roleProcedure(...types: TUserType[]) {
  return authedProcedure.use(async ({ ctx, next }) => {
    const userType = await ctx.accounts.activeUserType(ctx.db, ctx.user.id);
    if (!userType || !types.includes(userType)) {
      const names = types.map((type) => type.replace('_', ' ') + 's').join(' or ');
      throw new AppError('FORBIDDEN', `Only ${names} can do this; switch to that profile first`);
    }
    return next({ ctx: { ...ctx, userType } });
  });
}

/** An operator signed in to the admin console: a user session never opens these. */
export const adminProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.admin) throw new AppError('UNAUTHORIZED', 'Admin sign-in required');
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});
