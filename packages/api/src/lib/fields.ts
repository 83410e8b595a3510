import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, centsToDecimalString } from '@wallcraft/shared';
import { z } from 'zod';

/**
 * Server-side helpers of the field rules. The rules themselves (image URL, link, text, numbers, money)
 * live in @wallcraft/shared/schemas, where the web forms use them too.
 */

/** Amounts out: integer cents to a decimal string of dollars ("5000.00"), null stays null. */
export function centsToDollarText(cents: number | null): string | null {
  return cents === null ? null : centsToDecimalString(cents);
}

/** Cents to a number of dollars (rates are whole dollars, but a stored odd cent is not lost). */
export function centsToDollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Paging for public lists: limit above the maximum is refused (400), not clamped, so callers notice. */
export const ZListRequest = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional().describe('Case-insensitive substring'),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must be 0 or more').max(100_000).default(0),
});

/** `%term%` for ILIKE, with the pattern characters of the user's text escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
