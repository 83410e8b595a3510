/**
 * Every list call answers { items, nextCursor }; tRPC's useInfiniteQuery passes nextCursor back as cursor.
 * Spread into the options of any list's useInfiniteQuery.
 */
export const infinitePaging = {
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
};
