import type { Migration } from 'kysely/migration';
import * as accounts from './2026_11_22_0001_accounts';
import * as marketplace from './2026_11_22_0002_marketplace';

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
  '2026_11_22_0002_marketplace': marketplace,
};
