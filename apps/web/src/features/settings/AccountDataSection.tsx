import { Alert, Anchor, Button, Card, Group, List, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { ZDeleteAccountRequest, type TDeleteAccountRequest } from '@wallcraft/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormModal } from '../../components/FormModal/FormModal';
import { errorText } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { NO_ERROR_TOAST, toast, useErrorToast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { forgetNewUser } from '../../lib/welcome';

type Export = RouterOutputs['accountData']['listExports'][number];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** While an export is being built, the list is asked again every few seconds until it is ready. */
const PENDING_POLL_MS = 3_000;

/** What holds an account the server refused to delete (409 details.reasons), or null for any other failure. */
function refusalReasons(error: unknown): string[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const details = (error.data as { details?: { reasons?: { message: string }[] } } | undefined)?.details;
  return details?.reasons?.map((reason) => reason.message) ?? null;
}

/**
 * Settings, Your data: download everything you wrote and received as one JSON file (built in the background, kept
 * 7 days), or delete the account with your password. The server decides what may be deleted and what is kept.
 */
export function AccountDataSection() {
  return (
    <Card p="lg" component="section" aria-label="Your data" id="account-data">
      <Stack gap="lg">
        <Title order={2} fz="xl">
          Your data
        </Title>
        <DownloadData />
        <DeleteAccount />
      </Stack>
    </Card>
  );
}

const READY_TOAST = { title: 'YOUR FILE IS READY', message: 'Download it below: it stays available for 7 days.' };

function DownloadData() {
  const exports = trpc.accountData.listExports.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'pending') ? PENDING_POLL_MS : false),
  });
  useErrorToast(exports.error);
  // The export this tab asked for (or saw pending): once it is ready, a toast says so.
  const awaited = useRef<string | null>(null);
  const utils = trpc.useUtils();
  const request = trpc.accountData.requestExport.useMutation({
    onSuccess: (requested) => {
      toast({
        title: 'GATHERING YOUR DATA',
        message: 'You will get a notification and an email when the file is ready to download.',
      });
      // The list was read again before this runs (lib/trpc.ts): the file may be there already.
      const known = utils.accountData.listExports.getData()?.find((item) => item.id === requested.id);
      if (known?.status === 'ready') toast(READY_TOAST);
      else awaited.current = requested.id;
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to ask for your data.' } },
  });
  const latest: Export | undefined = exports.data?.[0];
  const pending = latest?.status === 'pending';
  // The toast of the request said a file is coming: once it is here (however soon), the toast says so instead of
  // going stale.
  useEffect(() => {
    if (pending) awaited.current = latest.id;
    else if (latest && latest.id === awaited.current) {
      awaited.current = null;
      if (latest.status === 'ready') toast(READY_TOAST);
    }
  }, [latest, pending]);

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Download my data
      </Title>
      <Text size="sm">
        One JSON file with your profile, walls, projects, applications, invitations, messages, reviews, payments,
        orders, notifications and saved items. It takes a moment to gather; the file can be downloaded for 7 days.
      </Text>
      {exports.isLoading ? <Loader size="sm" aria-label="Loading your exports" /> : null}
      {latest ? <ExportState item={latest} /> : null}
      <Group>
        <Button onClick={() => request.mutate()} loading={request.isPending} disabled={pending || exports.isLoading}>
          {latest?.status === 'ready' ? 'GATHER MY DATA AGAIN' : 'DOWNLOAD MY DATA'}
        </Button>
      </Group>
    </Stack>
  );
}

function ExportState({ item }: { item: Export }) {
  if (item.status === 'pending')
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">Gathering your data… you can leave this page; we will tell you when it is ready.</Text>
      </Group>
    );
  if (item.status === 'failed')
    return (
      <Alert color="red" title="THAT DID NOT WORK">
        Gathering your data failed. Ask again below; if it fails again, write to support from the Contact page.
      </Alert>
    );
  if (!item.downloadUrl || !item.expiresAt)
    return <Text size="sm">Your last file expired. Ask again to gather a fresh one.</Text>;
  return (
    <Alert color="green" title="YOUR FILE IS READY" aria-live="polite">
      <Stack gap={4}>
        <Anchor href={item.downloadUrl} download fw={700}>
          Download my data (JSON)
        </Anchor>
        <Text size="sm">Available until {dateFormat.format(new Date(item.expiresAt))}.</Text>
      </Stack>
    </Alert>
  );
}

function DeleteAccount() {
  const [opened, setOpened] = useState(false);
  const [reasons, setReasons] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useRequestForm<TDeleteAccountRequest, TDeleteAccountRequest>({
    schema: ZDeleteAccountRequest,
    initialValues: { password: '' },
    toRequest: (values) => values,
  });
  const remove = trpc.accountData.deleteAccount.useMutation({
    ...NO_ERROR_TOAST,
    onSuccess: () => {
      // Signed out by the server: drop every read of the old session, then start over on the home page.
      forgetNewUser();
      queryClient.clear();
      setOpened(false);
      void navigate('/', { replace: true });
      toast({
        title: 'ACCOUNT DELETED',
        message: 'Your account and personal data are gone. Thank you for being here.',
      });
    },
    onError: (error) => {
      const held = refusalReasons(error);
      if (held) return setReasons(held);
      if (error.data?.code === 'BAD_REQUEST') return form.setFieldError('password', 'That is not your password');
      toast({ title: 'ERROR', message: errorText(error), variant: 'destructive' });
    },
  });
  const close = () => {
    setOpened(false);
    setReasons(null);
    form.reset();
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Delete my account
      </Title>
      <Text size="sm">
        Your profile, photos, contact details and saved items are erased and you are signed out everywhere. Messages you
        sent stay with the people you wrote to, from “Deleted user”; payment records, orders and review ratings are kept
        without your name, as the{' '}
        <Anchor href="/privacy" target="_blank">
          privacy policy
        </Anchor>{' '}
        explains. Download your data first if you want a copy.
      </Text>
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          DELETE MY ACCOUNT
        </Button>
      </Group>
      <FormModal opened={opened} onClose={close} title="Delete your account?" dirty={form.isDirty()}>
        <form onSubmit={form.onSubmit((request) => remove.mutate(request))} noValidate aria-label="Delete account">
          <Stack gap="sm">
            <Alert color="red" title="THIS CANNOT BE UNDONE">
              Your account and personal data are deleted for good. Your open projects close and your pending
              applications and invitations are withdrawn.
            </Alert>
            {reasons ? (
              <Alert color="orange" title="YOUR ACCOUNT CANNOT BE DELETED YET" aria-label="Why not yet">
                <List size="sm" spacing={4}>
                  {reasons.map((reason) => (
                    <List.Item key={reason}>{reason}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                CANCEL
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                DELETE FOR GOOD
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </Stack>
  );
}
