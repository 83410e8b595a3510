import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ZAdminLoginRequest } from '@wallcraft/shared/schemas';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { formatError, isUnauthorized } from '../../lib/errors';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { RecoveryCodes } from '../../components/RecoveryCodes/RecoveryCodes';
import { SecondFactorForm } from './SecondFactorForm';

type Step = RouterOutputs['admin']['login'];
type Admin = RouterOutputs['admin']['me'];

/** Sign-in in two steps: the password, then a code from the authenticator app (enrolled here the first time). */
export function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [step, setStep] = useState<Step | null>(null);
  const [enrolled, setEnrolled] = useState<{ admin: Admin; codes: string[] } | null>(null);

  const enter = (admin: Admin) => {
    // Seed the session read so the guard lets the operator straight in.
    utils.admin.me.setData(undefined, admin);
    notifications.clean();
    void navigate('/', { replace: true });
  };

  if (enrolled)
    return (
      <Frame title="Save your recovery codes">
        <RecoveryCodes codes={enrolled.codes} onDone={() => enter(enrolled.admin)} />
      </Frame>
    );
  if (step)
    return (
      <Frame title={step.status === 'enrollment_required' ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}>
        <SecondFactorForm
          step={step}
          onSignedIn={({ admin, recoveryCodes }) =>
            recoveryCodes ? setEnrolled({ admin, codes: recoveryCodes }) : enter(admin)
          }
          onRestart={() => setStep(null)}
        />
      </Frame>
    );
  return (
    <Frame title="WallCraft Admin" subtitle="Sign in with your admin account.">
      <PasswordStep onNext={setStep} />
    </Frame>
  );
}

function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="black" p="md">
      <Paper w="100%" maw={420} p="xl" withBorder>
        <Stack>
          <div>
            <Title order={2}>{title}</Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function PasswordStep({ onNext }: { onNext: (step: Step) => void }) {
  // Checked by the same request schema the API validates the sign-in with.
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZAdminLoginRequest, { sync: true }),
  });
  const login = trpc.admin.login.useMutation({
    onSuccess: onNext,
    // Its own toast: a 401 here is wrong credentials, told the same way whatever the server's wording.
    ...NO_ERROR_TOAST,
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'LOGIN FAILED',
        // Wrong credentials read 'Invalid credentials'; other failures show the server's message.
        message: isUnauthorized(error) ? 'Invalid credentials' : formatError(error),
      });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack>
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
    </form>
  );
}
