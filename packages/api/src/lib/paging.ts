import { decodeCursor, encodeCursor, InvalidCursorError, paginate, type Page, type SortKey } from '@wallcraft/db';
import type { SelectQueryBuilder } from 'kysely';
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
