import { Button, Group } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { POST_ACTIONS } from '../lib/post-actions';

/** An empty list's way forward: what the active profile can post (or, for an artist, browse). */
export function PostActions({ userType }: { userType: TUserType | null | undefined }) {
  if (!userType) return null;
  return (
    <Group gap="sm" justify="center">
      {POST_ACTIONS[userType].actions.map((action) => (
        <Button key={action.to} component={Link} to={action.to} variant="outline">
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
