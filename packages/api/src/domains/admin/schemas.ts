import { ZAdminRole, ZPaymentStatus, ZProjectStatus, ZProjectType, ZUserType } from '@wallcraft/shared';
import { ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const ZAdmin = z.object({ id: z.string().uuid(), username: z.string(), role: ZAdminRole }).meta({ id: 'Admin' });

export { ZAdminLoginRequest, ZPageRequest } from '@wallcraft/shared/schemas';

/** The one page shape, with how many rows match in all (the console shows it). */
function ZCountedPage<T extends z.ZodType>(item: T) {
  return ZPage(item).extend({ total: z.number().int().describe('Every matching row, not only this page') });
}

export const ZAdminMetrics = z.object({
  totalUsers: z.number().int(),
  totalProjects: z.number().int().describe('Brand projects plus wall projects'),
  totalTransactions: z.number().int(),
  platformFee: z.number().int().describe('Platform fees collected on completed or escrowed payments, in cents'),
  platformFeePercent: z.number(),
});

export const ZAdminUsersRequest = ZPageRequest.extend({ search: z.string().trim().max(200).optional() });
export const ZAdminUsersResponse = ZCountedPage(
  z.object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userTypes: z.array(ZUserType),
    verified: z.boolean(),
    createdAt: z.string(),
  }),
);

export const ZAdminProjectsResponse = ZCountedPage(
  z.object({
    id: z.string().uuid(),
    kind: ZProjectType,
    title: z.string(),
    ownerName: z.string(),
    status: ZProjectStatus,
    budgetCents: z.number().int().nullable(),
    createdAt: z.string(),
  }),
);

export const ZAdminTransactionsResponse = ZCountedPage(
  z.object({
    id: z.string().uuid(),
    projectTitle: z.string().nullable(),
    payerName: z.string(),
    recipientName: z.string(),
    amountCents: z.number().int(),
    platformFeeCents: z.number().int(),
    netAmountCents: z.number().int(),
    paymentStatus: ZPaymentStatus,
    createdAt: z.string(),
  }),
);
