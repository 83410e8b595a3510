import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AccountLinkCard } from './AccountLinkCard';

/** A mail's unsubscribe link: the button turns that mail's category off (a POST; no sign-in needed). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = trpc.email.unsubscribe.useMutation();

  return (
    <AccountLinkCard title="UNSUBSCRIBE" intro="Stop this kind of email. You can turn it back on in Settings.">
      {unsubscribe.data ? (
        <Alert color="green" title="Unsubscribed" data-testid="unsubscribe-done">
          You will get no more {unsubscribe.data.label.toLowerCase()} emails.
        </Alert>
      ) : (
        <>
          {!token ? <Alert color="red">This link is incomplete. Open it from the email again.</Alert> : null}
          {unsubscribe.error ? (
            <Alert color="red" title="This link cannot be used">
              {serverMessage(unsubscribe.error, 'Try again.')}
            </Alert>
          ) : null}
          <Button
            size="md"
            disabled={!token}
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token })}
          >
            UNSUBSCRIBE
          </Button>
        </>
      )}
      <Anchor component={Link} to="/settings" size="sm">
        Email settings
      </Anchor>
    </AccountLinkCard>
  );
}
