import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { formatError, isUnauthorized } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate({ username: username.trim(), password });
  }

  return (
    <Center mih="100vh" bg="black" p="md">
      <Paper component="form" onSubmit={submit} noValidate w="100%" maw={380} p="xl" withBorder>
        <Stack>
          <div>
            <Title order={2}>WallCraft Admin</Title>
            <Text c="dimmed" size="sm">Sign in with your admin account.</Text>
          </div>
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            error={errors.username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" color="black" loading={login.isPending} fullWidth>
            LOG IN
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
