import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, centsToDecimalString, parseDollarsToCents } from '@wallcraft/shared';
import { z } from 'zod';

/**
 * Field validators shared by the profile domains (users, artists, brands). Every message names what is
 * wrong in words a person can act on; the error formatter prefixes it with the field's path.
 */

export const MAX_IMAGE_URL_LENGTH = 2048;
/** $10,000,000: well inside the integer column that holds cents. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/**
 * An image value: a path on our own media routes ('/media/...': seed art and embedded uploads) or an
 * absolute http(s) URL (an S3-compatible store's object URL, or a link the user pastes). Anything else
 * (javascript:, data:, protocol-relative '//host') is refused, so a stored value is always safe in <img src>.
 */
export const ZImageUrl = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, `Image URL must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
  .refine((value) => isImageUrl(value), 'Image URL must be an uploaded image (/media/...) or an http(s) URL')
  .describe("An uploaded image's URL (/media/...) or an absolute http(s) URL");

export function isImageUrl(value: string): boolean {
  // Resolved the way a browser would, so encoded dot segments (/media/%2e%2e/...) cannot leave /media/.
  if (value.startsWith('/media/')) return !value.includes('..') && new URL(value, 'http://local').pathname.startsWith('/media/');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A list of images, in the order given; exact repeats are dropped. */
export function imageList(max: number) {
  return z
    .array(ZImageUrl)
    .max(max, `At most ${max} images`)
    .transform((urls) => [...new Set(urls)]);
}

/** An optional web link: "" clears it (null); otherwise an absolute http(s) URL. */
export function optionalWebUrl(label: string) {
  return z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), `${label} must start with http:// or https://`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** Optional free text: trimmed, "" clears it (null). */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/**
 * A whole number >= 0 (years, rates in whole dollars, counts), sent as a number or a numeric string
 * (onboarding sends its inputs as text). "" and null mean "not given" (null).
 */
export function wholeNumber(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z
    .union([z.number(), z.string()], { error: message })
    .nullable()
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .optional()
    .describe(`A whole number from 0 to ${max}, as a number or a numeric string; "" or null for none`);
}

/**
 * An amount of US dollars (a number, or text such as "5000", "$5,000.50"), stored as integer cents.
 * Required: missing, null and "" are refused with "<label> is required" (wrap in .optional() for a PATCH
 * that may leave it out). Answers are decimal strings ("5000.00"), see centsToDollarText.
 */
export function requiredDollarsToCents(label: string, maxCents = MAX_AMOUNT_CENTS) {
  const message = `${label} must be an amount in US dollars from 0 to 10,000,000, e.g. 5000 or 5000.50`;
  return z.union([z.number(), z.string(), z.null(), z.undefined()], { error: message }).transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const cents = parseDollarsToCents(typeof value === 'number' ? value.toString() : value);
    if (cents === null || cents > maxCents) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

export function centsToDollarText(cents: number | null): string | null {
  return cents === null ? null : centsToDecimalString(cents);
}

/** Cents to a number of dollars (rates are whole dollars, but a stored odd cent is not lost). */
export function centsToDollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

/**
 * Short labels (specialties, styles, offers): each trimmed and non-empty, repeats dropped regardless
 * of case (the first spelling wins). `sorted` orders them case-insensitively.
 */
export function labelList(label: string, maxItems: number, maxLength: number, sorted = false) {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot be empty`)
        .max(maxLength, `${label} must be at most ${maxLength} characters`),
    )
    .max(maxItems, `At most ${maxItems} entries`)
    .transform((items) => {
      const seen = new Set<string>();
      const unique = items.filter((item) => {
        const key = item.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return sorted ? unique.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })) : unique;
    });
}

/** A user id in a path: any text; ids that are not UUIDs are simply not found (404), like unknown ones. */
export const ZPathId = z.string().trim().min(1).max(100).describe('A user id (UUID)');

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
