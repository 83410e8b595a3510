import { Container, Text } from '@mantine/core';
import { PageTitle } from './PageTitle';

/**
 * A route's heading only. Used by the foundation issue for screens whose feature issue has not landed yet;
 * each feature folder replaces its placeholder with the real page.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <PageTitle title={title} />
      <Text c="dimmed">This screen is coming soon.</Text>
    </Container>
  );
}
