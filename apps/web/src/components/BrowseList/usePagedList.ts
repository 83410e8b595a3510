import type { TListTotal } from '@wallcraft/shared/schemas';
import { useEffect } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** Page size of the browse lists: LOAD MORE adds the next page. */
export const BROWSE_PAGE_SIZE = 24;

type InfiniteList<Data> = {
  data?: Data;
  isPending: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The results shown are a previous search's, kept while this one loads (narrowedPaging). */
  isPlaceholderData?: boolean;
  error: unknown;
};

/**
 * The loaded pages of a list read with useInfiniteQuery, joined; an error is toasted once. Pass the query
 * result held in a variable: written inline, this parameter's type would steer the query's inference.
 */
export function usePagedList<Data extends { pages: { items: unknown[]; total?: TListTotal }[] }>(
  query: InfiniteList<Data>,
) {
  const items: Data['pages'][number]['items'][number][] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { error } = query;

  useEffect(() => {
    if (error) toast({ title: 'Error', message: errorText(error), variant: 'destructive' });
  }, [error]);

  return {
    items,
    loading: query.isPending || query.isFetchingNextPage,
    firstLoad: query.isPending,
    refreshing: query.isPlaceholderData === true,
    hasMore: query.hasNextPage,
    more: () => void query.fetchNextPage(),
    /** The list's total from the server (browse lists), as of its first page. */
    total: query.data?.pages[0]?.total,
    error,
  };
}
