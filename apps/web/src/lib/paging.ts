import { keepPreviousData } from '@tanstack/react-query';

/**
 * Every list call answers { items, nextCursor }; tRPC's useInfiniteQuery passes nextCursor back as cursor.
 * Spread into the options of any list's useInfiniteQuery.
 */
export const infinitePaging = {
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
};

/**
 * For a list the visitor narrows as they look (a search, a tag): its results stay on screen, dimmed
 * (`usePagedList().refreshing`), until the new ones arrive, instead of giving way to placeholders at each word. A
 * card pressed meanwhile is still there when they come, whenever it is in them too.
 */
export const narrowedPaging = { ...infinitePaging, placeholderData: keepPreviousData };

/** How a list shows results kept from its previous search while the new ones load. */
export const REFRESHING_OPACITY = 0.6;
