import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { OneClickLinkPage } from './AccountLinkCard';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** The confirmation mail's link: a button confirms (a POST; opening the link changes nothing by itself). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = trpc.email.confirm.useMutation(NO_ERROR_TOAST); // the page shows the failure in place

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
            Thank you. You can close this page.
          </Alert>
        ) : null
      }
    />
  );
}
