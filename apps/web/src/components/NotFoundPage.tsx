import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';

/** Shown for any path the current session cannot reach. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found | WallCraft');
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Text fz={96} fw={900} lh={1} ff="heading" c="wall" aria-hidden="true">
          404
        </Text>
        {/* This page's title is in sentence case, so the heading opts out of the uppercase style. */}
        <Title order={1} tt="none">
          404 Page Not Found
        </Title>
        <Text c="dimmed">
          This wall is blank. The page you are looking for does not exist or is not available to you.
        </Text>
        <Button component={Link} to="/">
          BACK HOME
        </Button>
      </Stack>
    </Container>
  );
}
