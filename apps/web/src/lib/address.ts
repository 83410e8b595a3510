import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address's query, and a way to change it that starts from the newest address.
 *
 * react-router hands an updater the query of the render it was made in, and draws navigations in a
 * transition. Two changes before the next render (a tab pressed, then a letter typed) would each start
 * from the same old query, and the second would undo the first. The browser's address is always the
 * newest, so every change here starts from it, and a change that changes nothing navigates nowhere. The
 * change itself stays the same function while the page's path does, so an effect that uses it runs
 * when what it writes changes, not at every change of the query.
 * Changes replace the history entry unless told otherwise: narrowing a list is not a page the Back
 * button should step through.
 */
export function useAddressQuery() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const changeQuery = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options: NavigateOptions = { replace: true }) => {
      const latest = new URLSearchParams(window.location.search);
      const next = change(latest).toString();
      if (next !== latest.toString()) void navigate({ search: next ? `?${next}` : '' }, options);
    },
    [navigate],
  );
  return [query, changeQuery] as const;
}

/** The query with `key` set to `value`, or without `key` when the value is empty. */
export function withParam(query: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/**
 * A search box whose words live in the address under `key`. The box shows what is typed at once; the address
 * follows once typing pauses for `wait` ms, and `search` (what a query should read) is the address's, so a link or
 * a reload brings the same results. An address changed from elsewhere, such as the header's link to the bare page,
 * refills the box.
 */
export function useAddressSearch(key: string, wait: number) {
  const [query, changeQuery] = useAddressQuery();
  const search = query.get(key) ?? '';
  const [typed, setTyped] = useState(search);
  const [settled] = useDebouncedValue(typed.trim(), wait);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    // The address moved: to what this box wrote, or from elsewhere, which the box then shows.
    setSeen(search);
    if (search !== settled) setTyped(search);
  }
  useEffect(() => changeQuery((latest) => withParam(latest, key, settled)), [key, settled, changeQuery]);
  return { typed, setTyped, search };
}
