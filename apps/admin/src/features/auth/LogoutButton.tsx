import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export function LogoutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = trpc.admin.logout.useMutation({
    // A failed logout is only logged; the admin leaves the console either way.
    ...NO_ERROR_TOAST,
    onError: (error) => console.error('Admin logout failed', error),
    onSettled: async () => {
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });

  return (
    <Button
      size="xs"
      variant="white"
      color="black"
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      style={{ flexShrink: 0 }}
    >
      LOG OUT
    </Button>
  );
}
