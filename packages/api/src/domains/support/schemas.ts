import { ZSupportRequestKind, ZSupportRequestStatus } from '@wallcraft/shared';
import {
  ZCountedPage,
  ZListTotal,
  ZPageRequest,
  ZSupportReplyRequest,
  ZSupportStatusRequest,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';

/** The fields every view of a request starts with, the sender's and the console's. */
const common = {
  id: z.string().uuid(),
  kind: ZSupportRequestKind,
  subject: z.string().nullable().describe('Contact requests only'),
  createdAt: z.string().describe('ISO 8601'),
};
const body = z.string().describe('The feedback, or the contact request’s comments');

export const ZSupportRequest = z
  .object({
    id: common.id,
    kind: common.kind,
    subject: common.subject,
    body,
    status: ZSupportRequestStatus.describe('open, in_progress (an operator is on it) or resolved'),
    reply: z.string().nullable().describe('The operator’s answer, once there is one'),
    repliedAt: z.string().nullable().describe('ISO 8601'),
    createdAt: common.createdAt,
  })
  .meta({ id: 'SupportRequest' });
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportReceipt = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'SupportReceipt' });

/** The console's support inbox: feedback and contact requests as operators see and answer them. */

export const ZAdminSupportListRequest = ZPageRequest.extend({
  status: ZSupportRequestStatus.optional().describe('open, in_progress or resolved; every status when absent'),
  kind: ZSupportRequestKind.optional().describe('feedback or contact; both when absent'),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .describe("Case-insensitive substring of the subject, the message or the sender's email"),
});
export type TAdminSupportListRequest = z.infer<typeof ZAdminSupportListRequest>;

const ZSupportSender = z
  .object({
    userId: z.string().uuid().nullable().describe('The signed-in sender; null when sent signed out'),
    name: z.string().nullable().describe("The user's name; null when sent signed out"),
    email: z.string().nullable().describe("The user's email, or the address a signed-out sender left"),
  })
  .meta({ id: 'AdminSupportSender' });

const operatorCommon = {
  id: common.id,
  kind: common.kind,
  subject: common.subject,
  status: ZSupportRequestStatus,
  repliedAt: z.string().nullable().describe('ISO 8601; null until an operator replies'),
  createdAt: common.createdAt,
  sender: ZSupportSender,
};

export const ZAdminSupportSummary = z
  .object({ ...operatorCommon, preview: z.string().describe('The first words of the message') })
  .meta({ id: 'AdminSupportSummary' });
export type TAdminSupportSummary = z.infer<typeof ZAdminSupportSummary>;

export const ZAdminSupportRequest = z
  .object({
    ...operatorCommon,
    body,
    reply: z.string().nullable().describe('The answer the sender sees; replying again replaces it'),
  })
  .meta({ id: 'AdminSupportRequest' });
export type TAdminSupportRequest = z.infer<typeof ZAdminSupportRequest>;

export const ZAdminSupportPage = ZCountedPage(ZAdminSupportSummary);

/** The inbox's tabs: how many requests of each status match the kind and search. */
export const ZAdminSupportCountsRequest = ZAdminSupportListRequest.pick({ kind: true, search: true });
export type TAdminSupportCountsRequest = z.infer<typeof ZAdminSupportCountsRequest>;
export const ZAdminSupportCounts = z
  .object({ open: ZListTotal, in_progress: ZListTotal, resolved: ZListTotal })
  .meta({ id: 'AdminSupportCounts' });

const ZId = z.object({ id: z.string().uuid('id must be a support request id') });
export const ZAdminSupportGetRequest = ZId;
export const ZAdminSupportStatusRequest = ZSupportStatusRequest.extend(ZId.shape);
export type TAdminSupportStatusRequest = z.infer<typeof ZAdminSupportStatusRequest>;
export const ZAdminSupportReplyRequest = ZSupportReplyRequest.extend(ZId.shape);
export type TAdminSupportReplyRequest = z.output<typeof ZAdminSupportReplyRequest>;
