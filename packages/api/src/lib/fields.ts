import { ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * Server-side helpers of the field rules. The rules themselves (image URL, link, text, numbers, money)
 * live in @wallcraft/shared/schemas, where the web forms use them too.
 */

/**
 * Cents to a number of dollars, only for the deprecated hourlyRate / projectRate (amounts out are decimal
 * strings: centsToDecimalString); a stored odd cent is not lost.
 */
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
