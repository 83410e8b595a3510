import { Button, Center, type MantineSpacing } from '@mantine/core';

/** LOAD MORE under a paged list (usePagedList's hasMore, loading and more): nothing once the last page is in. */
export function LoadMore({
  list,
  mt,
}: {
  list: { hasMore: boolean; loading: boolean; more: () => void };
  mt?: MantineSpacing;
}) {
  if (!list.hasMore) return null;
  return (
    <Center mt={mt}>
      <Button variant="outline" onClick={list.more} loading={list.loading}>
        LOAD MORE
      </Button>
    </Center>
  );
}
