import { Container } from '@mantine/core';
import { MAX_RECENTLY_VIEWED_KEPT } from '@wallcraft/shared';
import { PageTitle } from '../../components/PageTitle';
import { RecentlyViewedGrid } from '../../components/RecentlyViewed/RecentlyViewedGrid';

/** /recently-viewed: the dashboard's VIEW ALL, every entry kept (the newest 50), newest first. */
export function RecentlyViewedPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="RECENTLY VIEWED"
        subtitle={`The last ${MAX_RECENTLY_VIEWED_KEPT} profiles, walls and projects you opened, newest first`}
      />
      <RecentlyViewedGrid limit={MAX_RECENTLY_VIEWED_KEPT} />
    </Container>
  );
}
