import { centsToDecimalString, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseDollarsToCents, ZUserType } from '@wallcraft/shared';
import { z } from 'zod';

/**
 * Pieces the content domains (walls, projects, wall projects, saved, my projects, insights) share:
 * the embedded owner, paging, money and the input rules of the posting forms.
 */

export const ZOwner = z
  .object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().describe("The brand's company name, a wall owner's business name, else first and last name"),
    profileImageUrl: z.string().nullable(),
    userType: ZUserType.describe('The role the owner acts in for this item (wall_owner for walls and wall projects, brand for brand projects)'),
  })
  .meta({ id: 'Owner' });
export type TOwner = z.infer<typeof ZOwner>;

/** Owner columns as the content queries select them (left joins: every column may be null). */
export type OwnerRow = {
  owner_user_id: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_business_name: string | null;
  owner_company_name?: string | null;
  owner_profile_image_url: string | null;
  owner_email: string | null;
};

export function personName(first: string | null, last: string | null, email: string | null): string {
  const name = [first, last].filter((part) => part && part.trim()).join(' ');
  return name || email?.split('@')[0] || 'WallCraft user';
}

/** The embedded owner, or null when the owner row is gone. */
export function toOwner(row: OwnerRow, userType: 'wall_owner' | 'brand'): TOwner | null {
  if (!row.owner_user_id) return null;
  const business = row.owner_company_name || row.owner_business_name;
  return {
    id: row.owner_user_id,
    firstName: row.owner_first_name,
    lastName: row.owner_last_name,
    displayName: business || personName(row.owner_first_name, row.owner_last_name, row.owner_email),
    profileImageUrl: row.owner_profile_image_url,
    userType,
  };
}

export const PAGE_DESCRIPTION = `Paged with limit (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}) and offset; newest first.`;

export const ZPage = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe(`Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).describe('Items to skip'),
};

export const ZSearch = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined))
  .describe('Case-insensitive substring of the title, location or description');

/** ILIKE pattern for a substring: the user's %, _ and \ match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Budgets live in an integer column; ten million dollars is far above any mural and far below its limit. */
const MAX_BUDGET_CENTS = 10_000_000_00;

/**
 * Budget in: a number of dollars or a numeric string ("5000", "5,000.50", "$5000"); "" or null means none.
 * Anything else (negative, words, more than two decimals) is refused naming the field. Out: integer cents.
 */
export const ZBudgetInput = z
  .union([z.number(), z.string()], { error: 'Budget must be an amount in dollars, like 5000 or 5000.50' })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const cents = parseDollarsToCents(value);
    if (cents === null || cents > MAX_BUDGET_CENTS) {
      ctx.issues.push({ code: 'custom', input: value, message: 'Budget must be an amount in dollars from 0 to 10,000,000, like 5000 or 5000.50' });
      return z.NEVER;
    }
    return cents;
  })
  .describe('Dollars, as a number or numeric string ("5000.50"); stored in integer cents');

export const ZBudget = z
  .string()
  .nullable()
  .describe('Dollars as a numeric string with two decimals ("5000.00"), null when not given (stored as integer cents)');

export function budgetOut(cents: number | null): string | null {
  return cents === null ? null : centsToDecimalString(cents);
}

export const ZImageUrls = z
  .array(
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https?:\/\/|\/)/, 'Images must be http(s) URLs or paths returned by the upload call'),
  )
  .max(20, 'At most 20 images')
  .default([])
  .describe('Image URLs (objectURL values of POST /objects/upload)');

export const ZStyles = z
  .array(z.string().trim().min(1, 'Styles cannot be empty').max(60))
  .max(20, 'At most 20 styles')
  .default([])
  .transform((styles) => [...new Set(styles)]);

export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** Optional text: "" and blanks mean none (stored as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const ZLatitude = z.number({ error: 'Latitude must be a number' }).min(-90).max(90).nullable().optional();
export const ZLongitude = z.number({ error: 'Longitude must be a number' }).min(-180).max(180).nullable().optional();

export const iso = (date: Date) => date.toISOString();
