import { InvalidCursorError, paginate, type Page, type SortKey } from '@wallcraft/db';
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../trpc/errors';

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
