import { Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type TWebhookEventType } from '@wallcraft/shared';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, ZCreateWebhookRequest } from '@wallcraft/shared/schemas';
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
import { WebhookDeliveries } from './WebhookDeliveries';

type Endpoint = RouterOutputs['webhooks']['list'][number];
type CreateRequest = RouterInputs['webhooks']['create'];
type CreateValues = { url: string; description: string; eventTypes: string[] };

/**
 * Settings, Webhooks: register an endpoint (URL and events), see each with its state and signing secret, pause,
 * resume or delete it, and read its delivery log with REDELIVER. The server checks the same request schema.
 */
export function WebhooksSection() {
  const endpoints = trpc.webhooks.list.useQuery();
  useErrorToast(endpoints.error);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);

  const form = useRequestForm<CreateValues, CreateRequest>({
    schema: ZCreateWebhookRequest,
    initialValues: { url: '', description: '', eventTypes: [] },
    toRequest: ({ url, description, eventTypes }) => ({
      url: url.trim(),
      description,
      eventTypes: eventTypes as TWebhookEventType[],
    }),
  });
  const create = trpc.webhooks.create.useMutation({
    onSuccess: () => {
      form.reset();
      toast({ title: 'ENDPOINT ADDED', message: 'Copy its signing secret to verify what it receives.' });
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to add the endpoint.' } },
  });
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: () => {
      toast({ title: 'ENDPOINT DELETED', message: 'Nothing more is sent to it.' });
      setDeleting(null);
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to delete the endpoint.' } },
  });

  return (
    <Card p="lg" component="section" aria-label="Webhooks" id="webhooks">
      <Stack gap="md">
        <Title order={2} fz="xl">
          Webhooks
        </Title>
        <Text size="sm">
          WallCraft POSTs the events you choose to your https endpoint as they happen, signed with the endpoint’s secret
          in a <Code>WallCraft-Signature</Code> header (how to verify it is in the{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener">
            API docs
          </Anchor>
          ). Failed deliveries are retried for 3 days.
        </Text>

        <form onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate aria-label="New endpoint">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Endpoint URL"
                placeholder="https://example.com/wallcraft-hooks"
                required
                inputMode="url"
                {...form.getInputProps('url')}
              />
              <TextInput
                label="Description (optional)"
                placeholder="e.g. CRM sync"
                maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
                {...form.getInputProps('description')}
              />
            </SimpleGrid>
            <CodeCheckboxGroup
              label="Events"
              codes={WEBHOOK_EVENT_TYPES}
              labels={WEBHOOK_EVENT_LABELS}
              {...form.getInputProps('eventTypes')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                ADD ENDPOINT
              </Button>
            </Group>
          </Stack>
        </form>

        <SettingsList
          label="Your endpoints"
          query={endpoints}
          rowHeight={72}
          empty="No endpoints yet. Add one above to hear of events as they happen."
        >
          {(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />}
        </SettingsList>
      </Stack>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this endpoint?"
        confirmLabel="DELETE"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        Nothing more is sent to {deleting?.url}, and its delivery log is deleted with it. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}

function EndpointRow({ endpoint, onDelete }: { endpoint: Endpoint; onDelete: () => void }) {
  const [showSecret, setShowSecret] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [rotating, setRotating] = useState(false);
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    onSuccess: () => {
      toast({ title: 'SECRET ROTATED', message: 'Deliveries are signed with the new secret from now on.' });
      setRotating(false);
      setShowSecret(true);
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to rotate the secret.' } },
  });
  const update = trpc.webhooks.update.useMutation({
    onSuccess: (updated) => {
      toast({
        title: updated.enabled ? 'ENDPOINT ENABLED' : 'ENDPOINT DISABLED',
        message: updated.enabled ? 'Pending deliveries resume now.' : 'Nothing is sent until you enable it.',
      });
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to change the endpoint.' } },
  });
  return (
    <Card component="li" withBorder shadow="none" p="sm" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={800} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </Text>
              <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
                {endpoint.enabled ? 'ACTIVE' : 'DISABLED'}
              </Badge>
            </Group>
            {endpoint.description ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            ) : null}
            {!endpoint.enabled && endpoint.disabledReason ? (
              <Text size="xs" c="red">
                {endpoint.disabledReason}
                {endpoint.disabledAt ? ` (${formatRelativeTime(endpoint.disabledAt)})` : ''}
              </Text>
            ) : null}
            <Group gap={4} wrap="wrap">
              {endpoint.eventTypes.map((type) => (
                <Badge key={type} variant="outline" size="sm" tt="none" title={WEBHOOK_EVENT_LABELS[type]}>
                  {type}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              Added {formatRelativeTime(endpoint.createdAt)}
              {endpoint.consecutiveFailures > 0 ? ` · ${endpoint.consecutiveFailures} failed attempts in a row` : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="outline"
              size="xs"
              loading={update.isPending}
              onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
              aria-label={`${endpoint.enabled ? 'DISABLE' : 'ENABLE'} ${endpoint.url}`}
            >
              {endpoint.enabled ? 'DISABLE' : 'ENABLE'}
            </Button>
            <Button variant="outline" color="red" size="xs" onClick={onDelete} aria-label={`DELETE ${endpoint.url}`}>
              DELETE
            </Button>
          </Group>
        </Group>

        <Stack gap={4}>
          <Text size="xs" fw={700}>
            Signing secret
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
            {showSecret ? endpoint.secret : `whsec_${'•'.repeat(12)}`}
          </Code>
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setShowSecret((shown) => !shown)}>
              {showSecret ? 'HIDE' : 'REVEAL'}
            </Button>
            <CopyButton text={endpoint.secret} label="COPY SECRET" variant="outline" size="xs" />
            <Button variant="subtle" color="red" size="xs" onClick={() => setRotating(true)}>
              ROTATE
            </Button>
          </Group>
        </Stack>

        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setShowLog((shown) => !shown)}
          aria-expanded={showLog}
        >
          {showLog ? 'HIDE DELIVERIES' : 'SHOW DELIVERIES'}
        </Button>
        {showLog ? <WebhookDeliveries endpointId={endpoint.id} enabled={endpoint.enabled} /> : null}
      </Stack>

      <ConfirmDialog
        opened={rotating}
        title="Rotate the signing secret?"
        confirmLabel="ROTATE"
        loading={rotate.isPending}
        onConfirm={() => rotate.mutate({ id: endpoint.id })}
        onClose={() => setRotating(false)}
      >
        A new secret replaces this one at once: your receiver must verify with the new one from the next delivery.
      </ConfirmDialog>
    </Card>
  );
}
