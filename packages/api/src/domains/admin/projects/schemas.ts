import { ZPaymentStatus, ZProjectStatus, ZProjectType } from '@wallcraft/shared';
import { ZCountedPage, ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export { ZAdminProjectsRequest, ZCloseProjectForm, type TAdminProjectsRequest } from '@wallcraft/shared/schemas';

export const ZAdminProjectRow = z
  .object({
    id: z.string().uuid(),
    kind: ZProjectType,
    title: z.string(),
    ownerId: z.string().uuid(),
    ownerName: z.string().describe('First and last name, or the email when both are missing'),
    status: ZProjectStatus,
    budget: ZMoney.nullable().describe('The budget; null when the owner gave none'),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminProjectRow' });
export type TAdminProjectRow = z.infer<typeof ZAdminProjectRow>;

export const ZAdminProjectsResponse = ZCountedPage(ZAdminProjectRow);

export const ZAdminProjectRef = z.object({
  projectType: ZProjectType,
  id: z.string().uuid('id must be a project id (UUID)'),
});

export const ZAdminProjectDetail = ZAdminProjectRow.extend({
  description: z.string().nullable(),
  location: z.string().nullable(),
  ownerEmail: z.string(),
  applications: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  acceptedArtists: z
    .array(z.object({ id: z.string().uuid(), name: z.string() }))
    .describe('Accepted by application or invitation, each once'),
  payments: z.array(
    z.object({
      id: z.string().uuid(),
      recipientName: z.string(),
      amount: ZMoney,
      status: ZPaymentStatus,
      createdAt: z.string(),
    }),
  ),
  inEscrow: ZMoney.describe('What escrowed payments on the project hold now'),
  can: z.object({ close: z.boolean() }).describe('What the signed-in operator may do to this project now'),
  closeRefusal: z
    .string()
    .nullable()
    .describe('Why closing is refused now (money in escrow, already closed), for the console to show'),
}).meta({ id: 'AdminProjectDetail' });
export type TAdminProjectDetail = z.infer<typeof ZAdminProjectDetail>;
