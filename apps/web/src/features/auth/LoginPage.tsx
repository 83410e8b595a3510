import { Anchor, Button, Card, Container, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@wallcraft/shared';
import { ZLoginRequest, ZRegisterRequest } from '@wallcraft/shared/schemas';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useRequestForm } from '../../lib/form';
import { forgetReferral, useKeptReferral } from '../../lib/referral';
import { ReferralInvite } from '../../components/ReferralInvite';
import { rememberReturn } from '../../lib/return-to';
import { trpc } from '../../lib/trpc';
import { forgetNewUser, rememberNewUser } from '../../lib/welcome';

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * After signing in or up the session is read again, and the route table takes it from there: a signed-in user
 * leaves /login for the page that asked them to sign in (else home), a new one goes through onboarding first.
 */
function useSignedIn() {
  const utils = trpc.useUtils();
  // Signing in or up is a quiet write in freshness.ts: the new session is read here, and the rest follows it.
  return () => utils.auth.user.invalidate();
}

function SignInForm() {
  const form = useRequestForm({
    schema: ZLoginRequest,
    initialValues: { email: '', password: '' },
    toRequest: (values) => values,
  });
  const onSignedIn = useSignedIn();
  const login = trpc.auth.login.useMutation({
    onSuccess: () => {
      forgetNewUser();
      return onSignedIn();
    },
    meta: { errorToast: { title: 'Sign in failed' } },
  });

  return (
    <form onSubmit={form.onSubmit((request) => login.mutate(request))} noValidate>
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
          Forgot password?
        </Anchor>
        <Button type="submit" size="md" loading={login.isPending}>
          SIGN IN
        </Button>
      </Stack>
    </form>
  );
}

function SignUpForm() {
  const form = useRequestForm({
    schema: ZRegisterRequest,
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    // Names are optional: a blank one is left out rather than sent empty.
    toRequest: ({ firstName, lastName, ...credentials }) => ({
      ...credentials,
      ...(firstName.trim() ? { firstName } : {}),
      ...(lastName.trim() ? { lastName } : {}),
    }),
  });
  const onSignedIn = useSignedIn();
  // The friend's code from a ?ref= link (read after hydration): the server records the referral (or ignores a stale code).
  const referralCode = useKeptReferral();
  const register = trpc.auth.register.useMutation({
    onSuccess: ({ user }) => {
      forgetReferral();
      rememberNewUser(user.id);
      return onSignedIn();
    },
    meta: { errorToast: { title: 'Sign up failed' } },
  });

  return (
    <form
      onSubmit={form.onSubmit((request) => register.mutate(referralCode ? { ...request, referralCode } : request))}
      noValidate
    >
      <Stack>
        {referralCode ? (
          <Text size="sm" fw={700} data-testid="referral-note">
            Joining with a friend&apos;s referral code: {referralCode}
          </Text>
        ) : null}
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" loading={register.isPending}>
          CREATE ACCOUNT
        </Button>
      </Stack>
    </form>
  );
}

export function LoginPage() {
  // ?next= is kept for the whole sign-up (onboarding included), so it outlives this page; ?tab=sign-up opens SIGN UP.
  const [params] = useSearchParams();
  useEffect(() => rememberReturn(params.get('next')), [params]);
  return (
    <Container size={460} py="xl">
      <PageTitle title="WELCOME TO WALLCRAFT" subtitle="Walls, artists and brands: one marketplace." />
      <ReferralInvite />
      <Card p="lg">
        <Tabs defaultValue={params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'} keepMounted={false}>
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
