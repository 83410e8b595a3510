import {
  afterOf,
  afterValues,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  pageOf,
  pageQuery,
  paginate,
  readPage,
  shapedStatement,
  type Database,
  type DB,
  type Page,
  type SortKey,
} from '@wallcraft/db';
import { LIST_TOTAL_CAP } from '@wallcraft/shared';
import type { TListTotal } from '@wallcraft/shared/schemas';
import { sql, type SelectQueryBuilder } from 'kysely';
import { AppError } from '../trpc/errors';
import { isUuid } from './fields';

/** packages/db's keyset paging, with a cursor the API did not make answered as 400 naming the field. */
export async function page<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { sort: readonly SortKey[]; cursor?: string | null; limit: number },
): Promise<Page<O>> {
  try {
    return await paginate(query, options);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new AppError('INVALID_INPUT', `cursor: ${error.message}`);
    throw error;
  }
}

/**
 * How many rows a list query matches, reading at most LIST_TOTAL_CAP + 1 of them, so a total never costs
 * more than a bounded scan however large the table grows.
 */
export async function countUpTo<D, TB extends keyof D, O>(
  db: DB,
  query: SelectQueryBuilder<D, TB, O>,
): Promise<TListTotal> {
  const { rows } = await sql<{ count: number }>`select ${countedUpTo(query)} as count`.execute(db);
  return toListTotal(rows[0]?.count ?? 0);
}

/**
 * countUpTo's count as an expression, to select beside a page (one statement instead of two): a sub-select that
 * refers to nothing outside it, so Postgres computes it once per statement, however many rows the page has.
 */
export function countedUpTo<D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>) {
  // The cap in the text, not bound: see pageQuery (packages/db paging.ts).
  const matching = query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(sql.lit(LIST_TOTAL_CAP + 1));
  return sql<number>`(select count(*)::int from (${matching}) as matching)`;
}

/**
 * A page of `matching` and the list's total in one statement (countedUpTo beside the page's columns), where a page
 * and its count were two round trips. `columns` adds what the page shows beyond the matching rows (a join's
 * columns). A page past the last row has no row to carry the total, so only then is it counted by itself; a first
 * page with no rows means nothing matches.
 */
export async function countedPage<D, TB extends keyof D, O, P = O>(
  db: DB,
  matching: SelectQueryBuilder<D, TB, O>,
  options: { sort: readonly SortKey[]; cursor?: string | null; limit: number },
  columns?: (query: SelectQueryBuilder<D, TB, O>) => SelectQueryBuilder<D, TB, P>,
): Promise<Page<P> & { total: TListTotal }> {
  const shown = columns ? columns(matching) : (matching as unknown as SelectQueryBuilder<D, TB, P>);
  // Kysely cannot resolve a selection over generic tables; the column is the sub-select's int.
  const counted = shown.select(countedUpTo(matching).as('list_total')).$castTo<P & { list_total: number }>();
  const rows = await page(counted, options);
  const [first] = rows.items;
  const total = first ? toListTotal(first.list_total) : options.cursor ? await countUpTo(db, matching) : toListTotal(0);
  return { items: rows.items, nextCursor: rows.nextCursor, total };
}

type PageOptions = { sort: readonly SortKey[]; cursor?: string | null; limit: number };

/** A list's shape with its page's size (the limit + 1), which pageQuery writes in the statement's text. */
type Paged<S> = { shape: S; take: number };

/**
 * A shaped list statement's paging values (packages/db statements.ts): the cursor's keys (`after0`, …; a cursor
 * the API did not make is a 400 naming the field). The page's size is not a value but part of the shape (`Paged`):
 * pageQuery writes it in the statement's text.
 */
function pageValues({ sort, cursor }: PageOptions): Record<string, unknown> {
  try {
    return cursor ? afterValues(decodeCursor(cursor, sort.length)) : {};
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new AppError('INVALID_INPUT', `cursor: ${error.message}`);
    throw error;
  }
}

/**
 * countedPage with its statement built and compiled once per shape (packages/db statements.ts) instead of on every
 * call: `matching` picks the list's rows by the values given (a value left undefined leaves its filter out; the
 * rules are shapedStatement's), `columns` adds the page's columns. The answer is countedPage's.
 */
export function countedList<
  S,
  V extends Record<string, unknown>,
  TB extends keyof Database,
  O,
  SD,
  STB extends keyof SD,
  P,
>(
  sort: readonly SortKey[],
  matching: (db: DB, shape: S, values: V) => SelectQueryBuilder<Database, TB, O>,
  columns: (query: SelectQueryBuilder<Database, TB, O>) => SelectQueryBuilder<SD, STB, P>,
) {
  const statement = shapedStatement((db: DB, { shape, take }: Paged<S>, values: V & Record<string, unknown>) => {
    const rows = matching(db, shape, values);
    const counted = columns(rows).select(countedUpTo(rows).as('list_total')).$castTo<P & { list_total: number }>();
    return pageQuery(counted, sort, values.after0 === undefined ? null : afterOf(values, sort), take);
  });
  /** The page's items as `map` makes them from its rows (pageOf), with the list's total. */
  return async <T>(
    db: DB,
    shape: S,
    values: V,
    page: { cursor?: string | null; limit: number },
    map: (row: P) => T,
  ): Promise<Page<T> & { total: TListTotal }> => {
    const options = { sort, ...page };
    const statementRows = statement.execute(
      db,
      { shape, take: page.limit + 1 },
      Object.assign(pageValues(options), values),
    );
    let rows;
    try {
      rows = await readPage(statementRows, page.cursor);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new AppError('INVALID_INPUT', `cursor: ${error.message}`);
      throw error;
    }
    const read = pageOf(rows, sort, page.limit, map);
    // As countedPage: a page past the last row has no row to carry the total, so only then is it counted alone.
    const [first] = rows;
    const total = first
      ? toListTotal(first.list_total)
      : page.cursor
        ? await countUpTo(db, matching(db, shape, values))
        : toListTotal(0);
    return { items: read.items, nextCursor: read.nextCursor, total };
  };
}

/**
 * page with its statement built and compiled once per shape, each row as the caller's `map` makes it (packages/db statements.ts) instead of on every call:
 * `matching` picks the list's rows and columns by the values given (a value left undefined leaves its filter out;
 * the rules are shapedStatement's). The answer is page's.
 */
export function shapedList<S, V extends Record<string, unknown>, D extends Database, TB extends keyof D, O>(
  sort: readonly SortKey[],
  matching: (db: DB, shape: S, values: V) => SelectQueryBuilder<D, TB, O>,
) {
  const statement = shapedStatement((db: DB, { shape, take }: Paged<S>, values: V & Record<string, unknown>) =>
    pageQuery(matching(db, shape, values), sort, values.after0 === undefined ? null : afterOf(values, sort), take),
  );
  /** The page's items as `map` makes them from its rows (pageOf). */
  return async <T>(
    db: DB,
    shape: S,
    values: V,
    page: { cursor?: string | null; limit: number },
    map: (row: O) => T,
  ): Promise<Page<T>> => {
    const rows = statement.execute(
      db,
      { shape, take: page.limit + 1 },
      Object.assign(pageValues({ sort, ...page }), values),
    );
    try {
      return pageOf(await readPage(rows, page.cursor), sort, page.limit, map);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new AppError('INVALID_INPUT', `cursor: ${error.message}`);
      throw error;
    }
  };
}

/** A count of at most LIST_TOTAL_CAP + 1 rows as a list's total. */
export function toListTotal(count: number): TListTotal {
  return count > LIST_TOTAL_CAP ? { count: LIST_TOTAL_CAP, capped: true } : { count, capped: false };
}

/** A page of rows as a page of answers. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/**
 * For the lists that cannot go through paginate (conversations: a DISTINCT ON query): the cursor is the
 * last item's id, wrapped the same opaque way.
 */
export function idCursor(id: string): string {
  return encodeCursor([id]);
}

export function idFromCursor(cursor: string): string {
  try {
    const [id] = decodeCursor(cursor, 1);
    if (id && isUuid(id)) return id;
  } catch {
    // Answered below.
  }
  throw new AppError('INVALID_INPUT', `cursor: ${new InvalidCursorError().message}`);
}

/**
 * For the two lists read in two benchmarked parts (artists by rating, brands by name, each with a nullable
 * sort key that a row comparison cannot page): the cursor holds how many items came before, in the same
 * opaque wrapping, so the wire shape is the one of every list.
 */
export function positionCursor(position: number): string {
  return encodeCursor([String(position)]);
}

export function positionFromCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  try {
    const [text] = decodeCursor(cursor, 1);
    const position = Number(text);
    if (Number.isSafeInteger(position) && position > 0 && position <= MAX_POSITION) return position;
  } catch {
    // Answered below.
  }
  throw new AppError('INVALID_INPUT', `cursor: ${new InvalidCursorError().message}`);
}

const MAX_POSITION = 100_000;

/**
 * What a position-paged list reads: `take` rows of each part (the position, a page and one), then `limit` (a page and
 * one) from `offset`. The statement's shape, written in its text as pageQuery writes a page's size: a first page is
 * then one statement whatever the filters' values, and Postgres keeps its generic plan; each later position is a
 * text of its own.
 */
export type ListWindow = { take: number; limit: number; offset: number };

export const windowAt = (position: number, limit: number): ListWindow => ({
  take: position + limit + 1,
  limit: limit + 1,
  offset: position,
});

/** A page of limit + 1 rows read from a position: the extra row only says whether another page exists. */
export function pageAt<T>(rows: T[], position: number, limit: number): Page<T> {
  return { items: rows.slice(0, limit), nextCursor: rows.length > limit ? positionCursor(position + limit) : null };
}
