import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { ZSetActiveAccountRequest } from '../accounts/schemas';
import { setActiveAccount } from '../accounts/service';
import { ZAuthResponse, ZCurrentUser, ZLoginRequest, ZRegisterRequest } from './schemas';
import { currentUser, login, logout, register, signedInUser } from './service';

export const authRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/register',
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'Sets the session cookie. Emails are unique regardless of case (409). Passwords need at least 8 characters.',
        protect: false,
        errorResponses: [400, 409, 429],
      },
      successStatus: 201,
    })
    .input(ZRegisterRequest)
    .output(ZAuthResponse)
    .mutation(({ ctx, input }) => register(ctx, input)),
  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: ['auth'],
        summary: 'Sign in',
        description: 'Sets a new session cookie. A wrong email and a wrong password get the same 401.',
        protect: false,
        errorResponses: [400, 401, 429],
      },
    })
    .input(ZLoginRequest)
    .output(ZAuthResponse)
    .mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['auth'],
        summary: 'Sign out',
        protect: false,
        errorResponses: [400],
      },
      successStatus: 204,
    })
    .input(z.void())
    .output(z.void())
    .mutation(({ ctx }) => logout(ctx)),
  user: publicProcedure
    .meta({
      scopes: ['profile:read'],
      openapi: {
        method: 'GET',
        path: '/auth/user',
        tags: ['auth'],
        summary: 'The signed-in user, their profiles and whether onboarding is needed',
        description:
          'Null when signed out (no session, or an expired one), so asking who is signed in is never an error; but 401 with details.suspended (and the reason) for a session that a suspension of the account ended.',
        errorResponses: [400, 401],
      },
    })
    .input(z.void())
    .output(ZCurrentUser.nullable())
    .query(({ ctx }) => signedInUser(ctx)),
  setActiveAccount: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/auth/active-account',
        tags: ['auth'],
        summary: 'Switch the active profile',
        description: 'Only among your own profiles: any other id is 404.',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZSetActiveAccountRequest)
    .output(ZCurrentUser)
    .mutation(async ({ ctx, input }) => {
      await setActiveAccount(ctx.db, ctx.user.id, input.accountId);
      return currentUser(ctx, ctx.user.id);
    }),
});
