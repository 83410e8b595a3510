import { z } from 'zod';
import { adminProcedure, superadminProcedure } from '../../../trpc/procedures';
import { auditActions, listAudit } from '../audit';
import { ZAuditLogPage, ZAuditLogRequest, ZPlatformSetting, ZPlatformSettingsUpdate } from '../schemas';
import { platformSettings, updateSettings } from './service';

const tags = ['admin'];

/** Spread into the admin router: platform settings and the audit log. */
export const settingsProcedures = {
  settings: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/settings',
        tags,
        summary: 'Platform settings in force, with who changed each last',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.array(ZPlatformSetting))
    .query(({ ctx }) => platformSettings(ctx.db, ctx.env)),
  updateSettings: superadminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/settings',
        tags,
        summary: 'Change the platform fee (0-30%), the minimum transaction, the referral bonus or its monthly cap',
        description:
          'Superadmins only. Applies to the next payment or referral signup; earlier ones keep the figures stored with them. The monthly cap applies to the next referral bonus that falls due. Each changed setting is one audit row.',
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZPlatformSettingsUpdate)
    .output(z.array(ZPlatformSetting))
    .mutation(({ ctx, input }) => updateSettings(ctx, input)),
  audit: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags,
        summary: 'The audit log, newest first, paged; filter by operator, action, item and time',
        description: 'Append-only: no route changes or deletes a row, and the database refuses it too.',
        errorResponses: [400, 401],
      },
    })
    .input(ZAuditLogRequest)
    .output(ZAuditLogPage)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),
  auditActions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit/actions',
        tags,
        summary: 'The actions recorded so far (for the filter)',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(z.array(z.string()))
    .query(({ ctx }) => auditActions(ctx.db)),
};
