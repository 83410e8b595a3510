import type { DB } from '@wallcraft/db';
import { REFERRAL_BONUS_CENTS, REFERRAL_MONTHLY_CAP, type TPlatformSettingKey } from '@wallcraft/shared';
import { sql } from 'kysely';
import type { Env } from '../../env';

/**
 * The platform's settings as operators set them in the console (platform_settings), each falling back to its
 * default (the environment's, or the product's) while nobody has set it. Read where they apply, in the same
 * statement or transaction: a change applies to the next payment or referral and never to earlier ones, which
 * keep the figures stored with them.
 */
export type PlatformSettings = {
  feeBps: number;
  minimumCents: number;
  referralBonusCents: number;
  /** Referral bonuses paid to one referrer per calendar month before the rest are held for review. */
  referralMonthlyCap: number;
};

export function settingDefaults(env: Pick<Env, 'PLATFORM_FEE_BPS' | 'PAYMENT_MINIMUM_CENTS'>): PlatformSettings {
  return {
    feeBps: env.PLATFORM_FEE_BPS,
    minimumCents: env.PAYMENT_MINIMUM_CENTS,
    referralBonusCents: REFERRAL_BONUS_CENTS,
    referralMonthlyCap: REFERRAL_MONTHLY_CAP,
  };
}

const FIELD_OF: Record<TPlatformSettingKey, keyof PlatformSettings> = {
  platform_fee_bps: 'feeBps',
  payment_minimum_cents: 'minimumCents',
  referral_bonus_cents: 'referralBonusCents',
  referral_monthly_cap: 'referralMonthlyCap',
};
const KEY_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([key, field]) => [field, key])) as Record<
  keyof PlatformSettings,
  TPlatformSettingKey
>;

export async function readSettings(
  db: DB,
  env: Pick<Env, 'PLATFORM_FEE_BPS' | 'PAYMENT_MINIMUM_CENTS'>,
): Promise<PlatformSettings> {
  const settings = settingDefaults(env);
  const rows = await db.selectFrom('platform_settings').select(['key', 'value']).execute();
  for (const row of rows) settings[FIELD_OF[row.key]] = row.value;
  return settings;
}

/**
 * Stores the settings an operator changed (`adminId`) and returns each change, in the caller's transaction (the
 * console's, which records each in its audit log); a setting given its current value is no change.
 */
export async function changeSettings(
  trx: DB,
  env: Pick<Env, 'PLATFORM_FEE_BPS' | 'PAYMENT_MINIMUM_CENTS'>,
  adminId: string,
  requested: Partial<PlatformSettings>,
): Promise<{ key: TPlatformSettingKey; before: number; after: number }[]> {
  const before = await readSettings(trx, env);
  const changes = [];
  for (const [field, value] of Object.entries(requested) as [keyof PlatformSettings, number][]) {
    if (before[field] === value) continue;
    const key = KEY_OF[field];
    const stored = { value, updated_by: adminId, updated_at: new Date() };
    await trx
      .insertInto('platform_settings')
      .values({ key, ...stored })
      .onConflict((oc) => oc.column('key').doUpdateSet(stored))
      .execute();
    changes.push({ key, before: before[field], after: value });
  }
  return changes;
}

/** One setting as an SQL expression, for a statement that stores the value in force (a referral's bonus). */
export function settingValue(key: TPlatformSettingKey, fallback: number) {
  return sql<number>`coalesce((SELECT value FROM platform_settings WHERE key = ${key}), ${fallback})`;
}

/** Each setting with who changed it last and when (null while it is the default). */
export async function settingsWithHistory(db: DB, env: Pick<Env, 'PLATFORM_FEE_BPS' | 'PAYMENT_MINIMUM_CENTS'>) {
  const defaults = settingDefaults(env);
  const rows = await db
    .selectFrom('platform_settings')
    .innerJoin('admins', 'admins.id', 'platform_settings.updated_by')
    .select(['platform_settings.key', 'platform_settings.value', 'platform_settings.updated_at', 'admins.username'])
    .execute();
  const changed = new Map(rows.map((row) => [row.key, row]));
  return (Object.keys(FIELD_OF) as TPlatformSettingKey[]).map((key) => {
    const row = changed.get(key);
    return {
      key,
      value: row?.value ?? defaults[FIELD_OF[key]],
      defaultValue: defaults[FIELD_OF[key]],
      updatedBy: row?.username ?? null,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    };
  });
}
