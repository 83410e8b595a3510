import { ZSupportRequestKind, ZSupportRequestStatus } from '@wallcraft/shared';
import { z } from 'zod';

export const ZSupportRequest = z
  .object({
    id: z.string().uuid(),
    kind: ZSupportRequestKind,
    subject: z.string().nullable().describe('Contact requests only'),
    body: z.string().describe('The feedback, or the contact request’s comments'),
    status: ZSupportRequestStatus.describe('open, in_progress (an operator is on it) or resolved'),
    reply: z.string().nullable().describe('The operator’s answer, once there is one'),
    repliedAt: z.string().nullable().describe('ISO 8601'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'SupportRequest' });
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportReceipt = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'SupportReceipt' });
