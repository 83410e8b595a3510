import type { TPlatformSettingsUpdate } from '@wallcraft/shared/schemas';
import type { Context } from '../../../trpc/context';
import { actorOf, recordAudit } from '../audit';
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
  return settingsWithHistory(ctx.db, ctx.env);
}
