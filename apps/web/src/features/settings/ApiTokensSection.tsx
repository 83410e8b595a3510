import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, type TApiTokenScope } from '@wallcraft/shared';
import { API_TOKEN_NAME_MAX_LENGTH, ZCreateApiTokenRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton/CopyButton';
import { useErrorToast } from '../../lib/toast';
import { formatRelativeTime } from '../../lib/format';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { CodeCheckboxGroup } from './CodeCheckboxGroup';
import { SettingsList } from './SettingsList';

type Token = RouterOutputs['apiTokens']['list'][number];
type CreateRequest = RouterInputs['apiTokens']['create'];
type CreateValues = { name: string; scopes: string[]; expires: string };

const EXPIRY_OPTIONS = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'never', label: 'Never' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function tokenState(token: Token, now = Date.now()): { label: string; color: string } {
  if (token.revokedAt) return { label: 'REVOKED', color: 'gray' };
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return { label: 'EXPIRED', color: 'orange' };
  return { label: 'ACTIVE', color: 'green' };
}

/**
 * Settings, API Tokens: create a personal token (name, scopes, expiry), see its secret once, list tokens with
 * their last use, and revoke one. The server checks the same request schema and hashes the secret.
 */
export function ApiTokensSection() {
  const tokens = trpc.apiTokens.list.useQuery();
  useErrorToast(tokens.error);
  const [created, setCreated] = useState<RouterOutputs['apiTokens']['create'] | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);

  const form = useRequestForm<CreateValues, CreateRequest>({
    schema: ZCreateApiTokenRequest,
    initialValues: { name: '', scopes: [], expires: '90' },
    toRequest: ({ name, scopes, expires }) => ({
      name,
      scopes: scopes as TApiTokenScope[],
      ...(expires === 'never' ? {} : { expiresInDays: Number(expires) }),
    }),
  });
  const create = trpc.apiTokens.create.useMutation({
    onSuccess: (token) => {
      setCreated(token);
      form.reset();
      toast({ title: 'TOKEN CREATED', message: 'Copy it now: it is shown this once.' });
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to create the token.' } },
  });
  const revoke = trpc.apiTokens.revoke.useMutation({
    onSuccess: () => {
      toast({ title: 'TOKEN REVOKED', message: 'Anything using it is refused from now on.' });
      setRevoking(null);
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to revoke the token.' } },
  });

  return (
    <Card p="lg" component="section" aria-label="API Tokens">
      <Stack gap="md">
        <Title order={2} fz="xl">
          API Tokens
        </Title>
        <Text size="sm">
          A personal token lets your own code, or a tool you trust, use the{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener">
            WallCraft API
          </Anchor>{' '}
          as you, within the scopes you choose. Send it as <Code>Authorization: Bearer wc_…</Code>.
        </Text>

        {created ? (
          <Alert color="green" title="YOUR NEW TOKEN" aria-label="Your new token">
            <Stack gap="sm">
              <Text size="sm">
                Copy “{created.name}” now and keep it somewhere safe: it is shown this once, and WallCraft stores only a
                hash of it.
              </Text>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="new-token">
                {created.token}
              </Code>
              <Group gap="sm">
                <CopyButton text={created.token} label="COPY TOKEN" />
                <Button variant="outline" onClick={() => setCreated(null)}>
                  DONE
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}

        <form onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate aria-label="New token">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Name"
                placeholder="e.g. Project sync script"
                maxLength={API_TOKEN_NAME_MAX_LENGTH}
                required
                {...form.getInputProps('name')}
              />
              <Select label="Expires" data={EXPIRY_OPTIONS} allowDeselect={false} {...form.getInputProps('expires')} />
            </SimpleGrid>
            <CodeCheckboxGroup
              label="Scopes"
              codes={API_TOKEN_SCOPES}
              labels={API_TOKEN_SCOPE_LABELS}
              {...form.getInputProps('scopes')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                CREATE TOKEN
              </Button>
            </Group>
          </Stack>
        </form>

        <SettingsList
          label="Your tokens"
          query={tokens}
          rowHeight={56}
          empty="No tokens yet. Create one above to use the API from your own code."
        >
          {(token) => <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />}
        </SettingsList>
      </Stack>

      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this token?"
        confirmLabel="REVOKE"
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        onClose={() => setRevoking(null)}
      >
        “{revoking?.name}” stops working at once: anything that uses it is refused from the next request. This cannot be
        undone.
      </ConfirmDialog>
    </Card>
  );
}

function TokenRow({ token, onRevoke }: { token: Token; onRevoke: () => void }) {
  const state = tokenState(token);
  return (
    <Card component="li" withBorder shadow="none" p="sm" aria-label={token.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={800} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            wc_{token.prefix}…
          </Text>
          <Group gap={4} wrap="wrap">
            {token.scopes.map((scope) => (
              <Badge key={scope} variant="outline" size="sm" tt="none" title={API_TOKEN_SCOPE_LABELS[scope]}>
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Created {formatRelativeTime(token.createdAt)} · Last used{' '}
            {token.lastUsedAt ? formatRelativeTime(token.lastUsedAt) : 'never'} ·{' '}
            {token.revokedAt
              ? `Revoked ${formatRelativeTime(token.revokedAt)}`
              : token.expiresAt
                ? `${state.label === 'EXPIRED' ? 'Expired' : 'Expires'} ${dateFormat.format(new Date(token.expiresAt))}`
                : 'Never expires'}
          </Text>
        </Stack>
        {state.label === 'ACTIVE' ? (
          <Button variant="outline" color="red" size="xs" onClick={onRevoke} aria-label={`REVOKE ${token.name}`}>
            REVOKE
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
