import { z } from 'zod';
import { parseDollarsToCents } from '../money';
import { canonicalStyle } from '../vocabulary';

/**
 * Field rules of the request schemas, shared by the API (which validates with them) and the web forms
 * (which show the same messages beside their fields). Every message names what is wrong in words a
 * person can act on; the API prefixes it with the field's path.
 */

/** $10,000,000: well inside the integer columns that hold cents. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** Required text: trimmed; blank is "<label> is required". */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional free text: trimmed; "" (or blanks) and null clear it (null); left out stays left out. */
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
 * (forms send their inputs as text). "" and null mean "not given" (null).
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
 * Missing, null and "" are null here; requiredDollarsToCents refuses them.
 */
export function dollarsToCents(label: string, maxCents = MAX_AMOUNT_CENTS) {
  return z
    .union([z.number(), z.string()], { error: dollarsMessage(label) })
    .nullable()
    .optional()
    .transform((value, ctx) => (isBlank(value) ? null : toCents(value, label, maxCents, ctx)));
}

/** As dollarsToCents, but missing, null and "" are "<label> is required" (wrap in .optional() for a PATCH). */
export function requiredDollarsToCents(label: string, maxCents = MAX_AMOUNT_CENTS) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: dollarsMessage(label) })
    .transform((value, ctx) => {
      if (!isBlank(value)) return toCents(value, label, maxCents, ctx);
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    });
}

const dollarsMessage = (label: string) =>
  `${label} must be an amount in US dollars from 0 to 10,000,000, e.g. 5000 or 5000.50`;

function isBlank(value: number | string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toCents(value: number | string, label: string, maxCents: number, ctx: z.RefinementCtx): number {
  const cents = parseDollarsToCents(typeof value === 'number' ? value.toString() : value);
  if (cents !== null && cents <= maxCents) return cents;
  ctx.addIssue({ code: 'custom', message: dollarsMessage(label) });
  return z.NEVER;
}

/**
 * Short labels (specialties, styles, offers): each trimmed and non-empty, repeats dropped regardless
 * of case (the first spelling wins). `sorted` orders them case-insensitively; `spell` rewrites each first.
 */
export function labelList(
  label: string,
  maxItems: number,
  maxLength: number,
  sorted = false,
  spell: (item: string) => string = (item) => item,
) {
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
      const unique = items.map(spell).filter((item) => {
        const key = item.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return sorted ? unique.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })) : unique;
    });
}

/** Styles and specialties: a labelList stored in the one vocabulary's spelling (vocabulary.ts). */
export const styleList = (label: string, maxItems: number, maxLength: number, sorted = false) =>
  labelList(label, maxItems, maxLength, sorted, canonicalStyle);

/** An id in a path: any text; ids that are not UUIDs are simply not found (404), like unknown ones. */
export const ZPathId = z.string().trim().min(1).max(100).describe('An id (UUID)');

/** A UUID in a body or query, with a message naming the field. */
export const uuidOf = (message: string) => z.string().uuid(message);

export const ZLatitude = z.number({ error: 'Latitude must be a number' }).min(-90).max(90).nullable().optional();
export const ZLongitude = z.number({ error: 'Longitude must be a number' }).min(-180).max(180).nullable().optional();

/** Latitude and longitude go together: a refinement for objects holding both. */
export const bothOrNeitherCoordinate = {
  check: (value: { latitude?: number | null; longitude?: number | null }) =>
    (value.latitude == null) === (value.longitude == null),
  message: { message: 'Latitude and longitude go together: give both or neither', path: ['latitude'] },
};
