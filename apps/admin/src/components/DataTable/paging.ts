import { DEFAULT_PAGE_SIZE } from '@wallcraft/shared';
import { useState } from 'react';

/** Every admin list asks for this many rows a page; `total` in the reply counts every matching row. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The cursors of the pages seen so far, first page first (its cursor is null). The API pages forward with
 * nextCursor only, so going back is popping this stack.
 */
export type CursorStack = readonly (string | null)[];

export const firstPage: CursorStack = [null];
export const nextPage = (stack: CursorStack, nextCursor: string): CursorStack => [...stack, nextCursor];
export const previousPage = (stack: CursorStack): CursorStack => (stack.length > 1 ? stack.slice(0, -1) : stack);

/** Next/previous paging of one admin list; a new `resetKey` (a search) starts again from the first page. */
export function useCursorPages(resetKey = '') {
  const [state, setState] = useState({ key: resetKey, stack: firstPage });
  const stack = state.key === resetKey ? state.stack : firstPage;
  return {
    cursor: stack.at(-1) ?? undefined,
    /** The DataTable pager for a reply holding nextCursor. */
    pager: (nextCursor: string | null | undefined) => ({
      number: stack.length,
      onPrevious: stack.length > 1 ? () => setState({ key: resetKey, stack: previousPage(stack) }) : undefined,
      onNext: nextCursor ? () => setState({ key: resetKey, stack: nextPage(stack, nextCursor) }) : undefined,
    }),
  };
}
