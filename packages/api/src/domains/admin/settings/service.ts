import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { TPlatformSettingsUpdate } from '@wallcraft/shared/schemas';
import type { Env } from '../../../env';
import type { Context } from '../../../trpc/context';
import { actorOf, recordAudit } from '../audit';
import { MONEY_SETTING_KEYS, type TPlatformSetting } from '../schemas';
import { changeSettings, settingsWithHistory, type PlatformSettings } from '../../settings/service';

type AdminCtx = Context & { admin: NonNullable<Context['admin']> };

/** Percent and dollars as the console shows them, to the integers the server computes with (the cap is a count). */
function requested(input: TPlatformSettingsUpdate): Partial<PlatformSettings> {
  const toInt = (value: number) => Math.round(value * 100);
  return {
    ...(input.platformFeePercent !== undefined ? { feeBps: toInt(input.platformFeePercent) } : {}),
    ...(input.minimumTransaction !== undefined ? { minimumCents: toInt(input.minimumTransaction) } : {}),
    ...(input.referralBonus !== undefined ? { referralBonusCents: toInt(input.referralBonus) } : {}),
    ...(input.referralMonthlyCap !== undefined ? { referralMonthlyCap: input.referralMonthlyCap } : {}),
  };
}

type StoredSetting = Awaited<ReturnType<typeof settingsWithHistory>>[number];
const isMoney = (key: StoredSetting['key']): key is (typeof MONEY_SETTING_KEYS)[number] =>
  (MONEY_SETTING_KEYS as readonly string[]).includes(key);

/** A setting as stored (cents, basis points, a count) to the wire: the amounts of money as ZMoney. */
function toWire(setting: StoredSetting): TPlatformSetting {
  const { key } = setting;
  return isMoney(key)
    ? {
        ...setting,
        key,
        value: centsToDecimalString(setting.value),
        defaultValue: centsToDecimalString(setting.defaultValue),
      }
    : { ...setting, key };
}

/** The settings in force, with who changed each last, as the console reads them. */
export async function platformSettings(db: DB, env: Env): Promise<TPlatformSetting[]> {
  return (await settingsWithHistory(db, env)).map(toWire);
}

/** Each changed setting (the settings domain's write) and its audit row, in one transaction. */
export async function updateSettings(ctx: AdminCtx, input: TPlatformSettingsUpdate) {
  await ctx.db.transaction().execute(async (trx) => {
    for (const change of await changeSettings(trx, ctx.env, ctx.admin.id, requested(input)))
      await recordAudit(trx, actorOf(ctx), {
        action: 'setting.update',
        targetType: 'setting',
        targetId: change.key,
        before: { value: change.before },
        after: { value: change.after },
        note: input.note ?? null,
      });
  });
  return platformSettings(ctx.db, ctx.env);
}
