import { DEFAULT_PAGE_SIZE } from '@wallcraft/shared';

/** Every admin list asks for this many rows a page; `total` in the reply counts every matching row. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function pageCount(total: number | undefined, pageSize = PAGE_SIZE): number {
  return total ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
