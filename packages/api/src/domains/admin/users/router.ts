import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
import * as users from './service';
import {
  ZAdminUserDetail,
  ZAdminUserIdRequest,
  ZAdminUsersRequest,
  ZAdminUsersResponse,
  ZSuspendUserForm,
} from './schemas';

const tags = ['admin'];

/** Spread into the admin router: the users table, a user in detail, suspending and reinstating. */
export const userProcedures = {
  users: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags,
        summary: 'Users, paged; search, filter by profile type and status, sort',
        description: 'total counts every match (exact up to 1000). GET /admin/export/users.csv takes the same filters.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminUsersRequest)
    .output(ZAdminUsersResponse)
    .query(({ ctx, input }) => users.listUsers(ctx.db, input)),
  user: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}',
        tags,
        summary: 'One user: profile basics, profiles, what they posted, money in and out, suspension',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminUserIdRequest)
    .output(ZAdminUserDetail)
    .query(({ ctx, input }) => users.getUser(ctx, input.id)),
  suspendUser: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/suspend',
        tags,
        summary: 'Suspend a user: every session and open connection of theirs ends, and sign-in is refused',
        description:
          'Operators and superadmins. The reason is shown to the user when they try to sign in and kept in the audit log. 409 when already suspended.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminUserIdRequest.extend(ZSuspendUserForm.shape))
    .output(ZAdminUserDetail)
    .mutation(({ ctx, input }) => users.suspendUser(ctx, input.id, input)),
  reinstateUser: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/reinstate',
        tags,
        summary: 'Reinstate a suspended user: they can sign in again',
        description: 'Operators and superadmins. 409 when the user is not suspended.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminUserIdRequest)
    .output(ZAdminUserDetail)
    .mutation(({ ctx, input }) => users.reinstateUser(ctx, input.id)),
};
