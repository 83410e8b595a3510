import { Card, Container, SimpleGrid, Text } from '@mantine/core';
import type { TListTotal } from '@wallcraft/shared/schemas';
import type { ReactNode } from 'react';
import { foundLine } from '../../lib/format';
import { PageTitle } from '../PageTitle';
import { ProjectCardSkeletons } from './ProjectCard';
import { LoadMore } from './LoadMore';

/** The layout both browse lists share: heading, count, grid, empty state and LOAD MORE. */
export function BrowseList(props: {
  title: string;
  /** Items loaded so far (0 shows the empty state). */
  count: number;
  /** Every match on the server, for the heading. */
  total: TListTotal | undefined;
  emptyText: string;
  firstLoad: boolean;
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <PageTitle
        title={props.title}
        subtitle={props.firstLoad || !props.total ? undefined : foundLine(props.total, 'PROJECT')}
        subtitlePending={props.firstLoad || !props.total}
      />
      {props.notice}
      {props.firstLoad ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading projects">
          <ProjectCardSkeletons />
        </SimpleGrid>
      ) : props.count === 0 ? (
        <Card p="xl" ta="center">
          <Text fw={900} ff="heading" fz="xl">
            {props.emptyText}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{props.children}</SimpleGrid>
      )}
      <LoadMore list={{ hasMore: props.hasMore, loading: props.loading, more: props.onMore }} mt="xl" />
    </Container>
  );
}
