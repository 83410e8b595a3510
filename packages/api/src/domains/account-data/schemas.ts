import { z } from 'zod';

export { ZDeleteAccountRequest, type TDeleteAccountRequest } from '@wallcraft/shared/schemas';

/** How long a ready export can be downloaded. */
export const EXPORT_TTL_DAYS = 7;

export const ZDataExport = z
  .object({
    id: z.string().uuid(),
    status: z.enum(['pending', 'ready', 'failed']).describe('pending: being built; failed: ask for a new one'),
    createdAt: z.string().describe('ISO 8601'),
    readyAt: z.string().nullable().describe('ISO 8601; null until ready'),
    expiresAt: z.string().nullable().describe('ISO 8601: the download works until then; null until ready'),
    downloadUrl: z.string().nullable().describe('GET it signed in for the JSON file; null unless ready and unexpired'),
  })
  .meta({ id: 'DataExport' });
export type TDataExport = z.infer<typeof ZDataExport>;

/** Why an account cannot be deleted yet (409 details.reasons): what holds it, and what to do. */
export const ZDeleteRefusal = z.object({
  reasons: z.array(z.object({ kind: z.enum(['escrow', 'active_project', 'open_dispute']), message: z.string() })),
});
export type TDeleteRefusal = z.infer<typeof ZDeleteRefusal>;
