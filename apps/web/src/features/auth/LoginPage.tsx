import { Button, Card, Container, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@wallcraft/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type Errors = Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>>;

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

function credentialErrors(email: string, password: string, checkLength: boolean): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!email.includes('@')) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  else if (checkLength && password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be ${PASSWORD_HINT.toLowerCase()}`;
  return errors;
}

/** After signing in or up, the session decides where '/' leads (onboarding or the dashboard). */
function useSignedIn() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return async () => {
    await utils.auth.user.invalidate();
    navigate('/', { replace: true });
  };
}

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const onSignedIn = useSignedIn();
  const login = trpc.auth.login.useMutation({
    onSuccess: onSignedIn,
    onError: (error) => toast({ title: 'Sign in failed', message: errorText(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors(email, password, false);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" value={email} error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput label="Password" autoComplete="current-password" value={password} error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)} />
        <Button type="submit" size="md" loading={login.isPending}>
          SIGN IN
        </Button>
      </Stack>
    </form>
  );
}

function SignUpForm() {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const onSignedIn = useSignedIn();
  const register = trpc.auth.register.useMutation({
    onSuccess: onSignedIn,
    onError: (error) => toast({ title: 'Sign up failed', message: errorText(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors(email, password, true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate({
      email: email.trim(),
      password,
      ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)} />
          <TextInput label="Last name" autoComplete="family-name" value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" value={email} error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput label="Password" autoComplete="new-password" description={PASSWORD_HINT} value={password}
          error={errors.password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <Button type="submit" size="md" loading={register.isPending}>
          CREATE ACCOUNT
        </Button>
      </Stack>
    </form>
  );
}

export function LoginPage() {
  return (
    <Container size={460} py="xl">
      <PageTitle title="WELCOME TO WALLCRAFT" subtitle="Walls, artists and brands: one marketplace." />
      <Card p="lg">
        <Tabs defaultValue="sign-in" keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="sign-in" fw={800}>
              SIGN IN
            </Tabs.Tab>
            <Tabs.Tab value="sign-up" fw={800}>
              SIGN UP
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-in">
            <SignInForm />
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <Text size="xs" c="dimmed" mt="md">
        By continuing you agree to the WallCraft terms of service and privacy policy.
      </Text>
    </Container>
  );
}
