import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@wallcraft/shared';
import { ZResetPasswordRequest } from '@wallcraft/shared/schemas';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { AccountLinkCard } from './AccountLinkCard';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** The reset mail's link: choose a new password (the sign-up rule); every session ends on success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const utils = trpc.useUtils();
  const form = useRequestForm({
    schema: ZResetPasswordRequest,
    initialValues: { password: '' },
    toRequest: ({ password }) => ({ token, password }),
  });
  const reset = trpc.email.resetPassword.useMutation({
    ...NO_ERROR_TOAST, // the form shows the failure in place
    // Every session has just ended, as on signing out: read the (now signed-out) session again.
    onSuccess: () => utils.auth.user.invalidate(),
  });

  if (!token)
    return (
      <AccountLinkCard title="CHOOSE A NEW PASSWORD">
        <Alert color="red">This link is incomplete. Open it from the email again, or ask for a new one.</Alert>
        <Anchor component={Link} to="/forgot-password" size="sm">
          Ask for a new link
        </Anchor>
      </AccountLinkCard>
    );

  return (
    <AccountLinkCard title="CHOOSE A NEW PASSWORD" intro="Choosing it signs you out on every device.">
      {reset.data ? (
        <>
          <Alert color="green" title="Password changed" data-testid="reset-done">
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/login">
            SIGN IN
          </Button>
        </>
      ) : (
        <form onSubmit={form.onSubmit((request) => reset.mutate(request))} noValidate>
          <Stack>
            {reset.error ? (
              <Alert color="red" title="This link cannot be used">
                {serverMessage(reset.error, 'Try again.')}
              </Alert>
            ) : null}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters`}
              {...form.getInputProps('password')}
            />
            <Button type="submit" size="md" loading={reset.isPending}>
              SET NEW PASSWORD
            </Button>
          </Stack>
        </form>
      )}
    </AccountLinkCard>
  );
}
