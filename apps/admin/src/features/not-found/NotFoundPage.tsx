import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">There is no admin page at this address.</Text>
        <Button component={Link} to="/" color="black">
          BACK TO DASHBOARD
        </Button>
      </Stack>
    </Center>
  );
}
