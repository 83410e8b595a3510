import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LIST_TOTAL_CAP, MAX_PAGE_SIZE } from '../constants';

/**
 * The one paging shape of every list call. Request: `limit` (default 20, at most 100; more is refused,
 * not clamped, so callers notice) and `cursor`, the previous page's nextCursor, merged with the list's
 * own filters. Response: `{ items, nextCursor }`, nextCursor null on the last page. Cursors are opaque.
 */
export function pageRequest(defaultLimit: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(defaultLimit)
      .describe(`Page size: default ${defaultLimit}, at most ${MAX_PAGE_SIZE}`),
    cursor: z
      .string()
      .max(1000, 'cursor must be the nextCursor of the previous page')
      .regex(/^[A-Za-z0-9_-]*$/, 'cursor must be the nextCursor of the previous page')
      .nullish()
      .describe('nextCursor of the previous page; leave out for the first page'),
  });
}

/** The page request of every list; the few that load a whole short list at once default to 100. */
export const ZPageRequest = pageRequest();
export type TPageRequest = z.infer<typeof ZPageRequest>;

export const PAGE_DESCRIPTION = `Paged: limit (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}) items per page; pass nextCursor as cursor for the next page (null on the last).`;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
  });
}
export type TPage<T> = { items: T[]; nextCursor: string | null };

/** How many items a browse list matches in all: exact up to LIST_TOTAL_CAP, else that many and capped. */
export const ZListTotal = z
  .object({
    count: z.number().int().min(0).describe(`Matching items, exact up to ${LIST_TOTAL_CAP}`),
    capped: z.boolean().describe(`True when more than ${LIST_TOTAL_CAP} match (count is then ${LIST_TOTAL_CAP})`),
  })
  .meta({ id: 'ListTotal' });
export type TListTotal = z.infer<typeof ZListTotal>;

/** The page of a browse list: the one paging shape, plus the list's total for its "N FOUND" line. */
export function ZCountedPage<T extends z.ZodType>(item: T) {
  return ZPage(item).extend({ total: ZListTotal });
}
export type TCountedPage<T> = TPage<T> & { total: TListTotal };
