import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { OneClickLinkPage } from './AccountLinkCard';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** A mail's unsubscribe link: the button turns that mail's category off (a POST; no sign-in needed). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The page shows the failure in place.
  const unsubscribe = trpc.email.unsubscribe.useMutation(NO_ERROR_TOAST);

  return (
    <OneClickLinkPage
      title="UNSUBSCRIBE"
      intro="Stop this kind of email. You can turn it back on in Settings."
      token={token}
      actionLabel="UNSUBSCRIBE"
      pending={unsubscribe.isPending}
      error={unsubscribe.error}
      onAction={() => unsubscribe.mutate({ token })}
      done={
        unsubscribe.data ? (
          <Alert color="green" title="Unsubscribed" data-testid="unsubscribe-done">
            You will get no more {unsubscribe.data.label.toLowerCase()} emails.
          </Alert>
        ) : null
      }
    />
  );
}
