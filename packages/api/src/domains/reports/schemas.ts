import { ZReportReason, ZReportStatus, ZReportTargetType } from '@wallcraft/shared';
import { ZCountedPage, ZPageRequest, ZResolveReportForm } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export { ZCreateReportRequest, type TCreateReportRequest } from '@wallcraft/shared/schemas';

/** A report as its reporter sees it: what they said, and where it stands (never the operator's note). */
export const ZReport = z
  .object({
    id: z.string().uuid(),
    targetType: ZReportTargetType,
    targetId: z.string().uuid(),
    reason: ZReportReason,
    comment: z.string().nullable(),
    status: ZReportStatus.describe('pending until an operator looks at it, then under_review, then resolved'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Report' });
export type TReport = z.infer<typeof ZReport>;

/** The moderation queue's requests and answers, for the console (admin/reports/router.ts). */

export const ZAdminReportsRequest = ZPageRequest.extend({
  status: ZReportStatus.optional().describe('Only reports in this state; every state when left out'),
  targetType: ZReportTargetType.optional().describe('Only reports of this kind of item'),
});
export type TAdminReportsRequest = z.infer<typeof ZAdminReportsRequest>;

const ZReportedItem = z
  .object({
    title: z.string().describe("The item's title; a profile's name; a message's text"),
    ownerId: z.string().uuid().nullable().describe('Who owns it (a message: its sender); null when that user is gone'),
    ownerName: z.string().nullable(),
    hidden: z.boolean().describe('An operator hid it: nobody but its owner sees it'),
  })
  .nullable()
  .describe('Null once the item was deleted');

export const ZAdminReport = z
  .object({
    id: z.string().uuid(),
    targetType: ZReportTargetType,
    targetId: z.string().uuid(),
    reason: ZReportReason,
    comment: z.string().nullable(),
    status: ZReportStatus,
    resolution: z.enum(['hidden', 'no_action']).nullable(),
    operatorNote: z.string().nullable(),
    resolvedBy: z.string().nullable().describe("The resolving operator's username"),
    resolvedAt: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    reporter: z.object({ id: z.string().uuid(), name: z.string() }),
    item: ZReportedItem,
  })
  .meta({ id: 'AdminReport' });
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportPage = ZCountedPage(ZAdminReport);

export const ZAdminReportCountsRequest = z.object({
  targetType: ZReportTargetType.optional().describe('Only reports of this kind of item'),
});
export const ZAdminReportCounts = z.object({
  pending: z.number().int(),
  underReview: z.number().int(),
  resolved: z.number().int(),
});

export const ZAdminReportDetail = ZAdminReport.extend({
  openReports: z.number().int().describe('Reports not yet resolved on the same item, this one included'),
});
export type TAdminReportDetail = z.infer<typeof ZAdminReportDetail>;

export const ZAdminReportId = z.object({ id: z.string().uuid('The id must be a UUID') });

export const ZAdminResolveReportRequest = ZResolveReportForm.extend({ id: z.string().uuid('The id must be a UUID') });
export type TAdminResolveReportRequest = z.infer<typeof ZAdminResolveReportRequest>;

export const ZAdminContentRef = z.object({
  targetType: ZReportTargetType,
  id: z.string().uuid('The id must be a UUID'),
});
export type TAdminContentRef = z.infer<typeof ZAdminContentRef>;

export const ZAdminContent = z.object({
  targetType: ZReportTargetType,
  targetId: z.string().uuid(),
  item: ZReportedItem.unwrap(),
});
