import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { OneClickLinkPage } from './AccountLinkCard';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** The confirmation mail's link: a button confirms (a POST; opening the link changes nothing by itself). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = trpc.email.confirm.useMutation(NO_ERROR_TOAST); // the page shows the failure in place
  const { session } = useSession();

  return (
    <OneClickLinkPage
      title="CONFIRM YOUR EMAIL"
      intro="One click and we know this address reaches you."
      token={token}
      actionLabel="CONFIRM MY EMAIL"
      pending={confirm.isPending}
      error={confirm.error}
      onAction={() => confirm.mutate({ token })}
      done={
        confirm.data ? (
          <Alert color="green" title="Email confirmed" data-testid="confirm-done">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Mail about your deals, messages and payments now reaches this address.</Text>
              {/* The next step: back into the app, signed in or not (the link may be opened on another device). */}
              {session ? (
                <Button component={Link} to="/">
                  GO TO YOUR DASHBOARD
                </Button>
              ) : (
                <Button component={Link} to="/login">
                  SIGN IN
                </Button>
              )}
            </Stack>
          </Alert>
        ) : null
      }
    />
  );
}
