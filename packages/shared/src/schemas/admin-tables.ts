import { z } from 'zod';
import { ZOrderStatus, ZPaymentStatus, ZProjectStatus, ZProjectType, ZUserType } from '../enums';
import { ZPageRequest } from './paging';

/**
 * The console's tables (users, projects, transactions, shop orders): each list's filters and sort, and the
 * operators' actions on a row. The API validates with these, the console builds its filters and forms from them,
 * and the CSV export takes the same filters as its list.
 */

const search = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .optional()
  .transform((value) => value || undefined);

export const ADMIN_USER_SORTS = ['newest', 'oldest', 'email', 'name'] as const;
export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;
export const ZAdminUserStatus = z.enum(ADMIN_USER_STATUSES);

export const ZAdminUsersRequest = ZPageRequest.extend({
  search: search.describe('Case-insensitive substring of the email or the name'),
  userType: ZUserType.optional().describe('Only users holding a profile of this type'),
  status: ZAdminUserStatus.optional().describe('active or suspended; both when left out'),
  sort: z.enum(ADMIN_USER_SORTS).default('newest').describe('newest (default), oldest, email (A-Z) or name (A-Z)'),
});
export type TAdminUsersRequest = z.output<typeof ZAdminUsersRequest>;

export const ADMIN_PROJECT_SORTS = ['newest', 'oldest', 'title', 'budget'] as const;

export const ZAdminProjectsRequest = ZPageRequest.extend({
  search: search.describe("Case-insensitive substring of the title, or of the owner's name or email"),
  kind: ZProjectType.optional().describe('brand_project or wall_project; both when left out'),
  status: ZProjectStatus.optional(),
  sort: z
    .enum(ADMIN_PROJECT_SORTS)
    .default('newest')
    .describe('newest (default), oldest, title (A-Z) or budget (largest first, none last)'),
});
export type TAdminProjectsRequest = z.output<typeof ZAdminProjectsRequest>;

/** Money lists: by date, or by amount (high first or low first). */
export const ADMIN_MONEY_SORTS = ['newest', 'oldest', 'amount_high', 'amount_low'] as const;
const moneySort = z
  .enum(ADMIN_MONEY_SORTS)
  .default('newest')
  .describe('newest (default), oldest, amount_high (largest first) or amount_low');

export const ZAdminTransactionsRequest = ZPageRequest.extend({
  search: search.describe(
    "Case-insensitive substring of the project's title, or the payer's or recipient's name or email",
  ),
  status: ZPaymentStatus.optional(),
  sort: moneySort,
});
export type TAdminTransactionsRequest = z.output<typeof ZAdminTransactionsRequest>;

export const ZAdminOrdersRequest = ZPageRequest.extend({
  search: search.describe("Case-insensitive substring of the buyer's name or email, or the ship-to name"),
  status: ZOrderStatus.optional(),
  sort: moneySort,
});
export type TAdminOrdersRequest = z.output<typeof ZAdminOrdersRequest>;

/** What an operator writes when acting on a row: kept in the audit log, and told to the people concerned. */
const reasonText = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `Write a ${field}: it goes into the audit log`)
    .max(500, `The ${field} must be at most 500 characters`);

export const ZSuspendUserForm = z.object({
  reason: reasonText('reason').describe('Why: shown to the user when they try to sign in, and kept in the audit log'),
});
export type TSuspendUserForm = z.infer<typeof ZSuspendUserForm>;

export const ZCloseProjectForm = z.object({
  note: reasonText('note').describe('Why: sent to the owner and kept in the audit log'),
});
export type TCloseProjectForm = z.infer<typeof ZCloseProjectForm>;

export const ZRefundTransactionForm = z.object({
  note: reasonText('note').describe('Why: ends both parties’ notification and is kept in the audit log'),
});
export type TRefundTransactionForm = z.infer<typeof ZRefundTransactionForm>;

/** How the console names each sort in its SORT menu. */
export const ADMIN_SORT_LABELS: Record<
  (typeof ADMIN_USER_SORTS)[number] | (typeof ADMIN_PROJECT_SORTS)[number] | (typeof ADMIN_MONEY_SORTS)[number],
  string
> = {
  newest: 'NEWEST',
  oldest: 'OLDEST',
  email: 'EMAIL A-Z',
  name: 'NAME A-Z',
  title: 'TITLE A-Z',
  budget: 'BUDGET, HIGHEST',
  amount_high: 'AMOUNT, HIGHEST',
  amount_low: 'AMOUNT, LOWEST',
};
