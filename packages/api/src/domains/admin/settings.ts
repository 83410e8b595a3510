import type { TPlatformSettingsUpdate } from '@wallcraft/shared/schemas';
import type { Context } from '../../trpc/context';
import { actorOf, recordAudit } from './audit';
import { KEY_OF, readSettings, settingsWithHistory, type PlatformSettings } from '../settings/service';

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

/** Each changed setting and its audit row, in one transaction. */
export async function updateSettings(ctx: AdminCtx, input: TPlatformSettingsUpdate) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readSettings(trx, ctx.env);
    for (const [field, value] of Object.entries(requested(input)) as [keyof PlatformSettings, number][]) {
      if (before[field] === value) continue;
      const key = KEY_OF[field];
      await trx
        .insertInto('platform_settings')
        .values({ key, value, updated_by: ctx.admin.id, updated_at: new Date() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: ctx.admin.id, updated_at: new Date() }))
        .execute();
      await recordAudit(trx, actorOf(ctx), {
        action: 'setting.update',
        targetType: 'setting',
        targetId: key,
        before: { value: before[field] },
        after: { value },
        note: input.note ?? null,
      });
    }
  });
  return settingsWithHistory(ctx.db, ctx.env);
}
