import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address's query, and a way to change it that starts from the newest address.
 *
 * react-router hands an updater the query of the render it was made in, and draws navigations in a
 * transition. Two changes before the next render (a tab pressed, then a letter typed) would each start
 * from the same old query, and the second would undo the first. The browser's address is always the
 * newest, so every change here starts from it, and a change that changes nothing navigates nowhere.
 * Changes replace the history entry unless told otherwise: narrowing a list is not a page the Back
 * button should step through.
 */
export function useAddressQuery() {
  const [query, setQuery] = useSearchParams();
  const changeQuery = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options: NavigateOptions = { replace: true }) => {
      const latest = new URLSearchParams(window.location.search);
      const next = change(latest);
      if (next.toString() !== latest.toString()) setQuery(next, options);
    },
    [setQuery],
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
