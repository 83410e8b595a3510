import { ZUserType } from '@wallcraft/shared';
import { ZCountedPage, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export { ZAdminUsersRequest, ZSuspendUserForm, type TAdminUsersRequest } from '@wallcraft/shared/schemas';

const ZSuspension = z
  .object({ at: z.string(), reason: z.string().nullable() })
  .nullable()
  .describe('Set while the user is suspended: they cannot sign in and have no session');

export const ZAdminUserRow = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userTypes: z.array(ZUserType),
    verified: z.boolean(),
    suspended: ZSuspension,
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserRow' });
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersResponse = ZCountedPage(ZAdminUserRow);

const ZMoneyFlow = z.object({
  count: z.number().int(),
  amount: ZMoney.describe('Sum of the amounts'),
});

export const ZAdminUserDetail = ZAdminUserRow.extend({
  activeUserType: ZUserType.nullable(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  accounts: z.array(z.object({ userType: ZUserType, createdAt: z.string() })),
  counts: z.object({
    walls: z.number().int(),
    brandProjects: z.number().int(),
    wallProjects: z.number().int(),
    applications: z.number().int().describe('Applications the user sent as an artist'),
  }),
  payments: z
    .object({
      in: ZMoneyFlow.describe('Paid to the user (escrowed or released)'),
      out: ZMoneyFlow.describe('Paid by the user (escrowed or released)'),
    })
    .describe('Refunded, cancelled and unfunded payments are not counted'),
  can: z
    .object({ suspend: z.boolean(), reinstate: z.boolean() })
    .describe('What the signed-in operator may do to this user now'),
}).meta({ id: 'AdminUserDetail' });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserIdRequest = z.object({ id: z.string().uuid('id must be a user id (UUID)') });
