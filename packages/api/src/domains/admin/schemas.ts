import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZAdminRole, ZPaymentStatus, ZProjectStatus, ZProjectType, ZUserType } from '@wallcraft/shared';
import { z } from 'zod';

export const ZAdmin = z.object({ id: z.string().uuid(), username: z.string(), role: ZAdminRole }).meta({ id: 'Admin' });

export { ZAdminLoginRequest } from '@wallcraft/shared/schemas';

export const ZPageRequest = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe(`Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
});

export const ZAdminMetrics = z.object({
  totalUsers: z.number().int(),
  totalProjects: z.number().int().describe('Brand projects plus wall projects'),
  totalTransactions: z.number().int(),
  platformFee: z.number().int().describe('Platform fees collected on completed or escrowed payments, in cents'),
  platformFeePercent: z.number(),
});

export const ZAdminUsersRequest = ZPageRequest.extend({ search: z.string().trim().max(200).optional() });
export const ZAdminUsersResponse = z.object({
  items: z.array(
    z.object({
      id: z.string().uuid(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      userTypes: z.array(ZUserType),
      verified: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const ZAdminProjectsResponse = z.object({
  items: z.array(
    z.object({
      id: z.string().uuid(),
      kind: ZProjectType,
      title: z.string(),
      ownerName: z.string(),
      status: ZProjectStatus,
      budgetCents: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const ZAdminTransactionsResponse = z.object({
  items: z.array(
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
  ),
  total: z.number().int(),
});
