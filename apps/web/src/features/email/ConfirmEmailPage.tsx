import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AccountLinkCard } from './AccountLinkCard';

/** The confirmation mail's link: a button confirms (a POST; opening the link changes nothing by itself). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const utils = trpc.useUtils();
  const confirm = trpc.email.confirm.useMutation({ onSuccess: () => utils.email.preferences.invalidate() });

  return (
    <AccountLinkCard title="CONFIRM YOUR EMAIL" intro="One click and we know this address reaches you.">
      {confirm.data ? (
        <Alert color="green" title="Email confirmed" data-testid="confirm-done">
          Thank you. You can close this page.
        </Alert>
      ) : (
        <>
          {!token ? <Alert color="red">This link is incomplete. Open it from the email again.</Alert> : null}
          {confirm.error ? (
            <Alert color="red" title="This link cannot be used">
              {serverMessage(confirm.error, 'Try again.')}
            </Alert>
          ) : null}
          <Button size="md" disabled={!token} loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
            CONFIRM MY EMAIL
          </Button>
        </>
      )}
      <Anchor component={Link} to="/settings" size="sm">
        Email settings
      </Anchor>
    </AccountLinkCard>
  );
}
