import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ZAdminAcceptInviteRequest } from '@wallcraft/shared/schemas';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { formatError } from '../../lib/errors';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** An invited operator chooses a username and password; the authenticator is set up at the first sign-in. */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // A link that does not work is told on the page (the alert below), not in a toast.
  const lookup = trpc.admin.lookupInvite.useMutation(NO_ERROR_TOAST);
  const { mutate } = lookup;
  useEffect(() => mutate({ token }), [mutate, token]);
  const form = useForm({
    initialValues: { token, username: '', password: '' },
    validate: schemaResolver(ZAdminAcceptInviteRequest, { sync: true }),
  });
  const accept = trpc.admin.acceptInvite.useMutation({
    onSuccess: ({ admin }) => {
      notifications.show({
        title: 'ACCOUNT CREATED',
        message: `Welcome, ${admin.username}. Sign in to set up your authenticator app.`,
      });
      void navigate('/login', { replace: true });
    },
    meta: { errorToast: { title: 'NOT CREATED' } },
  });

  return (
    <Center mih="100vh" bg="black" p="md">
      <Paper w="100%" maw={420} p="xl" withBorder>
        <Stack>
          <Title order={2}>Join WallCraft Admin</Title>
          {lookup.isError ? (
            <Alert color="red" title="This link does not work">
              {formatError(lookup.error)} <Link to="/login">Go to sign-in</Link>
            </Alert>
          ) : !lookup.data ? (
            <Center>
              <Loader aria-label="Checking the invitation" />
            </Center>
          ) : (
            <form onSubmit={form.onSubmit((values) => accept.mutate(values))} noValidate>
              <Stack>
                <Text size="sm">
                  You are invited as <b>{lookup.data.role}</b>. Choose a username and a password of at least 12
                  characters; at your first sign-in you will add WallCraft Admin to an authenticator app.
                </Text>
                <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('password')}
                />
                <Button type="submit" color="black" loading={accept.isPending}>
                  CREATE ACCOUNT
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
