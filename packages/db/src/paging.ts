import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * Keyset paging, written once for every list. The query brings its filters; `sort` names the order
 * (the last key must be unique, usually the id, so pages never overlap or skip). The cursor is the
 * base64url JSON of the last row's sort keys, read as text from Postgres so timestamps keep their
 * microseconds; the next page starts after it with a row comparison the sort's index serves.
 * Sort columns must not be null.
 */

export type SortKey = readonly [column: string, direction: 'asc' | 'desc'];
export type Page<T> = { items: T[]; nextCursor: string | null };

export class InvalidCursorError extends Error {
  constructor() {
    super('cursor must be the nextCursor of the previous page');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length && values.every((v) => typeof v === 'string'))
      return values as string[];
  } catch {
    // Not base64url JSON: refused below like any other foreign value.
  }
  throw new InvalidCursorError();
}

/** `after` for keys in the order given: one row comparison when all go the same way, else the expansion. */
function afterCursor(sort: readonly SortKey[], values: readonly unknown[]): Expression<SqlBool> {
  const refs = sort.map(([column]) => sql.ref(column));
  const params = values.map((value) => sql.val(value));
  if (sort.every(([, direction]) => direction === sort[0]![1])) {
    const op = sort[0]![1] === 'desc' ? sql.raw('<') : sql.raw('>');
    return sql<SqlBool>`(${sql.join(refs)}) ${op} (${sql.join(params)})`;
  }
  const branches = sort.map(([, direction], i) => {
    const equal = refs.slice(0, i).map((ref, j) => sql`${ref} = ${params[j]}`);
    const beyond = sql`${refs[i]} ${sql.raw(direction === 'desc' ? '<' : '>')} ${params[i]}`;
    return sql`(${sql.join([...equal, beyond], sql` AND `)})`;
  });
  return sql<SqlBool>`(${sql.join(branches, sql` OR `)})`;
}

const cursorField = (i: number) => `__cursor_${i}`;

/** The most sort keys a page may have (every list sorts by at most three): the cursor columns withoutCursor drops. */
const MAX_SORT_KEYS = 3;

/**
 * A row without its cursor columns. Object rest copies the rest into an object of V8's fast layout; deleting the
 * keys (from a copy or from pg's row) left every item a dictionary, so each field a list's mapping read was a hash
 * lookup, and each item a larger allocation (bench/README.md, "Where the CPU goes").
 */
function withoutCursor<O>(row: Record<string, unknown>): O {
  const { __cursor_0: _0, __cursor_1: _1, __cursor_2: _2, ...item } = row;
  return item as O;
}

/**
 * A page's statement over `query`: its sort keys selected as text, the rows after `after` (the cursor's keys; none
 * on a first page) in the sort's order, `take` of them (the page's limit + 1, the extra row saying whether another
 * page exists). `after`'s values may be a shaped statement's placeholders (statements.ts); `take` is a number.
 */
export function pageQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: readonly SortKey[],
  after: readonly unknown[] | null,
  take: number,
): SelectQueryBuilder<DB, TB, O> {
  if (sort.length > MAX_SORT_KEYS) throw new Error(`paginate sorts by at most ${MAX_SORT_KEYS} keys`);
  if (!Number.isInteger(take) || take < 1) throw new Error(`a page takes a whole number of rows, not ${take}`);
  // The keys are selected as text under names of their own, so the row keeps exactly the query's shape.
  let q = query.select(
    sort.map(([column], i) => sql<string>`${sql.ref(column)}::text`.as(cursorField(i))) as never,
  ) as unknown as SelectQueryBuilder<DB, TB, O>;
  if (after) q = q.where(afterCursor(sort, after));
  for (const [column, direction] of sort) q = q.orderBy(sql.ref(column), direction);
  // Written in the text, not bound: for a LIMIT parameter Postgres estimates a tenth of the rows, so a prepared
  // statement's generic plan looked far costlier than a plan for the values and every call was planned again
  // (the lists at 100x on PostgreSQL 15: 42 of 42 runs). A page size is one of a hundred, so this adds few texts.
  return q.limit(sql.lit(take));
}

/** The cursor's keys as a shaped statement's values (`after0`, …), and back in order for pageQuery. */
export const afterValues = (keys: readonly string[]) => Object.fromEntries(keys.map((key, i) => [`after${i}`, key]));
export const afterOf = (values: Record<string, unknown>, sort: readonly SortKey[]) =>
  sort.map((_, i) => values[`after${i}`]);

/** Runs a page's statement: a cursor whose values Postgres cannot read as the keys' types is an InvalidCursorError. */
export async function readPage<R>(rows: Promise<R[]>, cursor: string | null | undefined): Promise<R[]> {
  return rows.catch((error: unknown) => {
    // A well-formed cursor holding values Postgres cannot read as the keys' types (a forged one): a data
    // exception (SQLSTATE class 22). Every other input of the query was validated before it got here.
    if (cursor && String((error as { code?: unknown }).code).startsWith('22')) throw new InvalidCursorError();
    throw error;
  });
}

/**
 * A page's rows (pageQuery's, limit + 1 at most) as the page and the cursor of the next: each row without its cursor
 * columns, or, given `map`, as `map` makes it from the row (which ignores them), so a list that builds its items
 * anyway does not copy every row first.
 */
export function pageOf<O>(rows: readonly O[], sort: readonly SortKey[], limit: number): Page<O>;
export function pageOf<O, T>(rows: readonly O[], sort: readonly SortKey[], limit: number, map: (row: O) => T): Page<T>;
export function pageOf<O, T>(
  rows: readonly O[],
  sort: readonly SortKey[],
  limit: number,
  map?: (row: O) => T,
): Page<O | T> {
  const count = Math.min(rows.length, limit);
  const items = new Array<O | T>(count);
  for (let i = 0; i < count; i += 1)
    items[i] = map ? map(rows[i]!) : withoutCursor<O>(rows[i] as Record<string, unknown>);
  const last = rows[count - 1] as Record<string, string> | undefined;
  const nextCursor = rows.length > limit && last ? encodeCursor(sort.map((_, i) => last[cursorField(i)]!)) : null;
  return { items, nextCursor };
}

export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { sort, cursor, limit }: { sort: readonly SortKey[]; cursor?: string | null; limit: number },
): Promise<Page<O>> {
  const after = cursor ? decodeCursor(cursor, sort.length) : null;
  const rows = await readPage(pageQuery(query, sort, after, limit + 1).execute(), cursor);
  return pageOf(rows, sort, limit);
}
