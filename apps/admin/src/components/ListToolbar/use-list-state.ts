import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { useCursorPages } from '../DataTable/paging';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A server list's search, filters and sort, and its pages: the search is sent once typing pauses, and any change
 * starts again from the first page. `applied` is what the list (and its CSV export) is asked for.
 */
export function useListState<F extends Record<string, string | undefined>>(initial: F) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<F>(initial);
  const applied = { ...filters, search: debounced || undefined };
  const pages = useCursorPages(JSON.stringify(applied));
  return {
    search,
    setSearch,
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K] | undefined) =>
      setFilters((current) => ({ ...current, [key]: value })),
    applied,
    pages,
  };
}
