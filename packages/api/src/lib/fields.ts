import { centsToDecimalString } from '@wallcraft/shared';
import { ZPageRequest } from '@wallcraft/shared/schemas';
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

/** The people lists' request: the one page request and a search. */
export const ZListRequest = ZPageRequest.extend({
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .describe('Case-insensitive substring'),
});

/** `%term%` for ILIKE, with the pattern characters of the user's text escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
