import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';

/** A toast's message with the link that puts things right (the toasts live inside the router). */
export function ToastMessage({ message, action }: { message: string; action: { label: string; to: string } }) {
  return (
    <Stack gap={4}>
      {message ? <Text size="sm">{message}</Text> : null}
      <Anchor component={Link} to={action.to} size="sm" fw={700} onClick={() => notifications.clean()}>
        {action.label}
      </Anchor>
    </Stack>
  );
}
