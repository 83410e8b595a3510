import { useEffect, useState } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** Page size of the browse lists: the API's offset paging, one query per page, LOAD MORE adds the next. */
export const BROWSE_PAGE_SIZE = 24;

type PageQuery<T> = { data?: T[]; isPending: boolean; error: unknown };

/**
 * Joins the pages of a list loaded with trpc.useQueries. The next page exists while the last one came back
 * full; errors are toasted once each.
 */
export function usePagedList<T>(pages: PageQuery<T>[]) {
  const items = pages.flatMap((page) => page.data ?? []);
  const last = pages.at(-1);
  const loading = pages.some((page) => page.isPending);
  const error = pages.find((page) => page.error)?.error ?? null;
  const hasMore = !!last?.data && last.data.length === BROWSE_PAGE_SIZE;

  useEffect(() => {
    if (error) toast({ title: 'Error', message: errorText(error), variant: 'destructive' });
  }, [error]);

  return { items, loading, firstLoad: loading && items.length === 0, hasMore, error };
}

export function usePageCount(resetKey: string) {
  const [count, setCount] = useState({ key: resetKey, pages: 1 });
  // A new filter starts again from one page.
  const pages = count.key === resetKey ? count.pages : 1;
  return { pages, more: () => setCount({ key: resetKey, pages: pages + 1 }) };
}
