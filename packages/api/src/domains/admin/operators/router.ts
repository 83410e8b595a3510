import { z } from 'zod';
import { adminProcedure, consoleProcedure, superadminProcedure } from '../../../trpc/procedures';
import * as operators from './service';
import {
  ZAdmin,
  ZAdminAcceptInviteRequest,
  ZAdminCreatedInvite,
  ZAdminInvite,
  ZAdminInviteRequest,
  ZAdminLoginRequest,
  ZAdminLoginResponse,
  ZAdminOperator,
  ZAdminOperatorUpdate,
  ZAdminSecondFactorRequest,
  ZAdminSignedIn,
} from '../schemas';

const tags = ['admin'];

/** Spread into the admin router: signing in with two factors, invitations, and managing operators. */
export const operatorProcedures = {
  login: consoleProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/login',
        tags,
        summary: 'Sign in to the admin console, step one: the password',
        description:
          'Never signs in alone. totp_required: send a code to /admin/login/verify. enrollment_required (no second factor yet): add the secret to an authenticator app, then send its code to /admin/login/verify. The session this starts opens nothing else and ends after 10 minutes. Rate limited per username and address.',
        protect: false,
        errorResponses: [400, 401, 429],
      },
    })
    .input(ZAdminLoginRequest)
    .output(ZAdminLoginResponse)
    .mutation(({ ctx, input }) => operators.adminLogin(ctx, input)),
  verifySecondFactor: consoleProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/login/verify',
        tags,
        summary: 'Sign in to the admin console, step two: a code from the authenticator app or a recovery code',
        description:
          'After /admin/login. A code is accepted once (a replayed one is refused); a recovery code is used up. At enrolment the answer carries ten recovery codes, shown this once. Rate limited per operator.',
        protect: false,
        errorResponses: [400, 401, 429],
      },
    })
    .input(ZAdminSecondFactorRequest)
    .output(ZAdminSignedIn)
    .mutation(({ ctx, input }) => operators.adminSecondFactor(ctx, input)),
  logout: consoleProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/logout',
        tags,
        summary: 'Sign out of the admin console',
        protect: false,
        errorResponses: [400],
      },
      successStatus: 204,
    })
    .input(z.void())
    .output(z.void())
    .mutation(({ ctx }) => operators.adminLogout(ctx)),
  me: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/me', tags, summary: 'The signed-in operator', errorResponses: [401] },
    })
    .input(z.void())
    .output(ZAdmin)
    .query(({ ctx }) => ({ id: ctx.admin.id, username: ctx.admin.username, role: ctx.admin.role })),
  newRecoveryCodes: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/me/recovery-codes',
        tags,
        summary: 'Replace your recovery codes (the old ones stop working)',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(({ ctx }) => operators.regenerateRecoveryCodes(ctx)),
  lookupInvite: consoleProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/invites/lookup',
        tags,
        summary: 'The role an invitation link offers (404 unknown or used, 403 expired)',
        protect: false,
        errorResponses: [400, 403, 404],
      },
    })
    .input(z.object({ token: z.string().min(20).max(200) }))
    .output(z.object({ role: ZAdmin.shape.role, expiresAt: z.string() }))
    .mutation(({ ctx, input }) => operators.lookupInvite(ctx.db, input.token)),
  acceptInvite: consoleProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/invites/accept',
        tags,
        summary:
          'Accept an invitation: choose a username and password (the second factor is enrolled at first sign-in)',
        protect: false,
        errorResponses: [400, 403, 404, 409],
      },
      successStatus: 201,
    })
    .input(ZAdminAcceptInviteRequest)
    .output(z.object({ admin: ZAdmin }))
    .mutation(({ ctx, input }) => operators.acceptInvite(ctx, input)),
  operators: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/operators', tags, summary: 'Every operator', errorResponses: [401] },
    })
    .input(z.void())
    .output(z.array(ZAdminOperator))
    .query(({ ctx }) => operators.listOperators(ctx.db)),
  updateOperator: superadminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/operators/{id}',
        tags,
        summary: "Change another operator's role, disable or enable them, or reset their second factor",
        description:
          'Superadmins only. Disabling, a reset or a role change ends their sessions at once. Not yourself (400); the last active superadmin stays one (409).',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminOperatorUpdate)
    .output(ZAdminOperator)
    .mutation(({ ctx, input }) => operators.updateOperator(ctx, input)),
  invites: superadminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/operators/invites',
        tags,
        summary: 'Open invitations',
        errorResponses: [401, 403],
      },
    })
    .input(z.void())
    .output(z.array(ZAdminInvite))
    .query(({ ctx }) => operators.listInvites(ctx.db)),
  invite: superadminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/operators/invites',
        tags,
        summary: 'Invite an operator: a one-time link, valid ADMIN_INVITE_TTL_HOURS (default 72)',
        errorResponses: [400, 401, 403],
      },
      successStatus: 201,
    })
    .input(ZAdminInviteRequest)
    .output(ZAdminCreatedInvite)
    .mutation(({ ctx, input }) => operators.createInvite(ctx, input)),
  revokeInvite: superadminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/operators/invites/{id}/revoke',
        tags,
        summary: 'Revoke an open invitation',
        errorResponses: [400, 401, 403, 404],
      },
      successStatus: 204,
    })
    .input(z.object({ id: z.string().uuid() }))
    .output(z.void())
    .mutation(({ ctx, input }) => operators.revokeInvite(ctx, input.id)),
};
