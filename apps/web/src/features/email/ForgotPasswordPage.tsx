import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordRequest } from '@wallcraft/shared/schemas';
import { Link } from 'react-router-dom';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { AccountLinkCard } from './AccountLinkCard';

/** Asks for the address; the answer is the same whether or not an account uses it. */
export function ForgotPasswordPage() {
  const form = useRequestForm({
    schema: ZForgotPasswordRequest,
    initialValues: { email: '' },
    toRequest: (values) => values,
  });
  const forgot = trpc.email.forgotPassword.useMutation({
    meta: { errorToast: { title: 'Not sent', fallback: 'Try again in a few minutes.' } },
  });

  return (
    <AccountLinkCard
      title="FORGOT YOUR PASSWORD?"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      {forgot.data ? (
        <Alert color="green" title="Check your email" data-testid="forgot-sent">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((request) => forgot.mutate(request))} noValidate>
          <Stack>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" size="md" loading={forgot.isPending}>
              SEND RESET LINK
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </AccountLinkCard>
  );
}
