import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ZAdminLoginRequest } from '@wallcraft/shared/schemas';
import { useNavigate } from 'react-router-dom';

import { formatError, isUnauthorized } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Checked by the same request schema the API validates the sign-in with.
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZAdminLoginRequest, { sync: true }),
  });

  const login = trpc.admin.login.useMutation({
    onSuccess: ({ admin }) => {
      // Seed the session read so the guard lets the admin straight in.
      utils.admin.me.setData(undefined, admin);
      notifications.clean();
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'LOGIN FAILED',
        // Wrong credentials read 'Invalid credentials'; other failures keep their status text.
        message: isUnauthorized(error) ? 'Invalid credentials' : formatError(error),
      });
    },
  });

  return (
    <Center mih="100vh" bg="black" p="md">
      <Paper
        component="form"
        onSubmit={form.onSubmit((values) => login.mutate(values))}
        noValidate
        w="100%"
        maw={380}
        p="xl"
        withBorder
      >
        <Stack>
          <div>
            <Title order={2}>WallCraft Admin</Title>
            <Text c="dimmed" size="sm">
              Sign in with your admin account.
            </Text>
          </div>
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" color="black" loading={login.isPending} fullWidth>
            LOG IN
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
