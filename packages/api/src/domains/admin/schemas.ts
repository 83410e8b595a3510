import { ZAdminRole, type TPlatformSettingKey } from '@wallcraft/shared';
import { ZMoney, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const ZAdmin = z.object({ id: z.string().uuid(), username: z.string(), role: ZAdminRole }).meta({ id: 'Admin' });

export {
  ZAdminInviteRequest,
  ZPlatformSettingsUpdate,
  type TAdminInviteRequest,
  type TPlatformSettingsUpdate,
  ZAdminAcceptInviteRequest,
  ZAdminLoginRequest,
  ZAdminSecondFactorRequest,
  ZPageRequest,
} from '@wallcraft/shared/schemas';

export const ZAdminLoginResponse = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('totp_required') }),
    z.object({
      status: z.literal('enrollment_required'),
      secret: z.string().describe('Base32 secret to add to an authenticator app (or scan otpauthUri as a QR code)'),
      otpauthUri: z.string(),
    }),
  ])
  .meta({ id: 'AdminLoginResponse' });

export const ZAdminSignedIn = z.object({
  admin: ZAdmin,
  recoveryCodes: z
    .array(z.string())
    .nullable()
    .describe('After enrolment only: ten single-use codes for when the authenticator is lost, shown this once'),
});

export const ZAdminCreatedInvite = z.object({
  id: z.string().uuid(),
  role: ZAdminRole,
  path: z.string().describe("The one-time link's path on the console's origin; the token exists only in this answer"),
  expiresAt: z.string(),
});
export const ZAdminInvite = z.object({
  id: z.string().uuid(),
  role: ZAdminRole,
  note: z.string().nullable(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const ZAdminOperator = z.object({
  id: z.string().uuid(),
  username: z.string(),
  role: ZAdminRole,
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export const ZAdminOperatorUpdate = z
  .object({
    id: z.string().uuid(),
    role: ZAdminRole.optional(),
    disabled: z.boolean().optional(),
    resetTwoFactor: z.literal(true).optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.resetTwoFactor, {
    message: 'Send role, disabled or resetTwoFactor',
  });
export type TAdminOperatorUpdate = z.infer<typeof ZAdminOperatorUpdate>;

export const ZAuditLogRequest = ZPageRequest.extend({
  adminId: z.string().uuid().optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: z.string().datetime({ offset: true, message: 'from must be an ISO date-time' }).optional(),
  to: z.string().datetime({ offset: true, message: 'to must be an ISO date-time' }).optional(),
});
export type TAuditLogRequest = z.infer<typeof ZAuditLogRequest>;
const ZJsonObject = z.record(z.string(), z.unknown()).nullable();
export const ZAuditLogPage = ZPage(
  z.object({
    id: z.string(),
    adminId: z.string().uuid(),
    adminUsername: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: ZJsonObject,
    after: ZJsonObject,
    note: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** The settings that are amounts of money: on the wire as ZMoney; the others are numbers (basis points, a count). */
export const MONEY_SETTING_KEYS = [
  'payment_minimum_cents',
  'referral_bonus_cents',
] as const satisfies readonly TPlatformSettingKey[];
const NUMBER_SETTING_KEYS = [
  'platform_fee_bps',
  'referral_monthly_cap',
] as const satisfies readonly TPlatformSettingKey[];

const settingHistory = {
  updatedBy: z.string().nullable().describe('The operator who set it last; null while it is the default'),
  updatedAt: z.string().nullable(),
};
export const ZPlatformSetting = z.discriminatedUnion('key', [
  z.object({
    key: z.enum(NUMBER_SETTING_KEYS),
    value: z.number().int().describe('Basis points for the fee (500 = 5%), a count for referral_monthly_cap'),
    defaultValue: z.number().int(),
    ...settingHistory,
  }),
  z.object({
    key: z.enum(MONEY_SETTING_KEYS),
    value: ZMoney.describe('The minimum payment, or the referral bonus'),
    defaultValue: ZMoney,
    ...settingHistory,
  }),
]);
export type TPlatformSetting = z.infer<typeof ZPlatformSetting>;

export const ZAdminMetrics = z.object({
  totalUsers: z.number().int(),
  totalProjects: z.number().int().describe('Brand projects plus wall projects'),
  totalTransactions: z.number().int(),
  platformFee: ZMoney.describe('Platform fees collected on completed or escrowed payments'),
  platformFeePercent: z.number(),
});
