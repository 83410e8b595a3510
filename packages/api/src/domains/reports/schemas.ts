import { ZReportReason, ZReportStatus, ZReportTargetType } from '@wallcraft/shared';
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
