import { Badge, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { formatMoney } from '@wallcraft/shared';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { formatAge, formatDate } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import { formatBytes, formatWait, readinessLabel } from './format';

export type Overview = RouterOutputs['admin']['system']['overview'];

/** One titled box of the page; `status` is its verdict at a glance. */
export function Section({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={4}>{title.toUpperCase()}</Title>
        {status}
      </Group>
      {children}
    </Paper>
  );
}

function Verdict({ ok, good, bad }: { ok: boolean; good: string; bad: string }) {
  return (
    <Badge color={ok ? 'dark' : 'red'} variant="filled" style={{ flexShrink: 0 }}>
      {ok ? good : bad}
    </Badge>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

export function ReadinessSection({ readiness }: { readiness: Overview['readiness'] }) {
  return (
    <Section title="Readiness" status={<Verdict ok={readiness.ready} good="READY" bad="NOT READY" />}>
      <Stack gap={6}>
        {readiness.checks.map((check) => (
          <Group key={check.part} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={700} c={check.ok ? undefined : 'red'} style={{ flexShrink: 0 }}>
              {check.ok ? '✓' : '✗'}
            </Text>
            <Text size="sm">
              {readinessLabel(check.part)}
              {check.reason && (
                <Text span size="sm" c="red">
                  {' '}
                  — {check.reason}
                </Text>
              )}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

export function LedgerSection({ ledger }: { ledger: Overview['ledger'] }) {
  if (!ledger)
    return (
      <Section title="Ledger check" status={<Badge color="gray">NEVER RUN</Badge>}>
        <Empty>The ledger check has not run yet; it runs at start and every 10 minutes.</Empty>
      </Section>
    );
  return (
    <Section title="Ledger check" status={<Verdict ok={ledger.ok} good="BALANCED" bad="OUT OF BALANCE" />}>
      <Stack gap={4}>
        <Text size="sm">Sum of all entries: {formatMoney(ledger.ledgerSum)}</Text>
        <Text size="sm">Escrow held: {formatMoney(ledger.escrowHeld)}</Text>
        <Text size="sm">Escrowed payments: {formatMoney(ledger.escrowExpected)}</Text>
        <Text size="xs" c="dimmed">
          Checked {formatDate(ledger.checkedAt, true)} ({formatAge(ledger.checkedAt)} ago)
        </Text>
      </Stack>
    </Section>
  );
}

function BackupLine({ label, run }: { label: string; run: NonNullable<Overview['backups']['last']> }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}: {formatDate(run.at, true)} · {run.kind} ·{' '}
      {run.ok
        ? `${run.fileName ?? 'taken by hand'} (${formatBytes(run.bytes)})`
        : `FAILED: ${run.error ?? 'no message'}`}
    </Text>
  );
}

export function BackupsSection({ backups }: { backups: Overview['backups'] }) {
  const { last, lastOk } = backups;
  const status = !backups.configured ? (
    <Badge color="gray">NOT SCHEDULED</Badge>
  ) : (
    <Verdict ok={last?.ok ?? false} good="OK" bad={last ? 'LAST FAILED' : 'NONE YET'} />
  );
  return (
    <Section title="Backups" status={status}>
      <Stack gap={4}>
        <Text size="sm">{backups.note}</Text>
        {last ? <BackupLine label="Last" run={last} /> : <Empty>No backup has been taken by this server yet.</Empty>}
        {lastOk && lastOk !== last && !last?.ok && <BackupLine label="Last good" run={lastOk} />}
      </Stack>
    </Section>
  );
}

/** A table of what is there, or only its empty text: every row is loaded with the page. */
function Listing<T>(props: { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; emptyText: string }) {
  if (props.rows.length === 0) return <Empty>{props.emptyText}</Empty>;
  return <DataTable {...props} loading={false} />;
}

const queueColumns: Column<Overview['queues'][number]>[] = [
  { header: 'Queue', cell: (q) => <Code>{q.name}</Code> },
  { header: 'Queued', cell: (q) => q.queued },
  { header: 'Active', cell: (q) => q.active },
  {
    header: 'Failed 24 h',
    cell: (q) => (
      <Text size="sm" c={q.failedDay ? 'red' : undefined} fw={q.failedDay ? 700 : undefined}>
        {q.failedDay}
      </Text>
    ),
  },
  { header: 'Oldest waiting', cell: (q) => formatWait(q.oldestQueuedSeconds) },
];

export function QueuesSection({ queues }: { queues: Overview['queues'] }) {
  const failed = queues.reduce((sum, q) => sum + q.failedDay, 0);
  return (
    <Section title="Job queues" status={<Verdict ok={failed === 0} good="NO FAILURES" bad={`${failed} FAILED`} />}>
      <Listing columns={queueColumns} rows={queues} rowKey={(q) => q.name} emptyText="No queues." />
    </Section>
  );
}

function RequestId({ id }: { id: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" title={id} maw={140} truncate="end">
        {id}
      </Text>
      <CopyButton value={id}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="default" onClick={copy} aria-label={`Copy request id ${id}`}>
            {copied ? 'COPIED' : 'COPY'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

const errorColumns: Column<Overview['recentErrors']['items'][number]>[] = [
  { header: 'When', cell: (e) => formatDate(e.at, true) },
  { header: 'Request id', cell: (e) => <RequestId id={e.requestId} /> },
  {
    header: 'Route',
    cell: (e) => (
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {e.method} {e.procedure ?? e.route}
      </Text>
    ),
  },
  { header: 'Status', cell: (e) => e.status },
  {
    header: 'Message',
    cell: (e) => (
      <Text size="sm" lineClamp={3} maw={360} title={e.message ?? undefined}>
        {e.message ?? '—'}
      </Text>
    ),
  },
];

export function ErrorsSection({ errors }: { errors: Overview['recentErrors'] }) {
  return (
    <Section
      title="Server errors, last 7 days"
      status={<Verdict ok={errors.total === 0} good="NONE" bad={`${errors.total}`} />}
    >
      <Listing
        columns={errorColumns}
        rows={errors.items}
        rowKey={(e) => String(e.id)}
        emptyText="No server errors in the last 7 days."
      />
    </Section>
  );
}

const endpointColumns: Column<Overview['webhooks']['failingEndpoints'][number]>[] = [
  { header: 'Host', cell: (w) => <Code>{w.host}</Code> },
  { header: 'Failures', cell: (w) => w.failures },
  { header: 'State', cell: (w) => (w.enabled ? 'Retrying' : `Disabled: ${w.disabledReason ?? 'no reason'}`) },
  {
    header: 'Last error',
    cell: (w) => (
      <Text size="sm" lineClamp={2} maw={320}>
        {w.lastError ?? '—'}
      </Text>
    ),
  },
  { header: 'Last attempt', cell: (w) => formatDate(w.lastAttemptAt, true) },
];

export function WebhooksSection({ webhooks }: { webhooks: Overview['webhooks'] }) {
  const ok = webhooks.failingEndpoints.length === 0 && webhooks.failedDay === 0;
  return (
    <Section title="Webhooks" status={<Verdict ok={ok} good="DELIVERING" bad="FAILURES" />}>
      <Text size="sm" mb="sm">
        {webhooks.pending} pending · {webhooks.failing} retrying after a failure · {webhooks.failedDay} given up in 24 h
      </Text>
      <Listing
        columns={endpointColumns}
        rows={webhooks.failingEndpoints}
        rowKey={(w) => w.id}
        emptyText="No webhook endpoint is failing."
      />
    </Section>
  );
}

const mailColumns: Column<Overview['mails']['recentFailures'][number]>[] = [
  { header: 'When', cell: (m) => formatDate(m.at, true) },
  { header: 'Recipient', cell: (m) => m.recipient ?? '(account deleted)' },
  { header: 'Mail', cell: (m) => (m.template ? <Code>{m.template}</Code> : '—') },
  {
    header: 'Error',
    cell: (m) => (
      <Text size="sm" lineClamp={2} maw={360}>
        {m.error ?? '—'}
      </Text>
    ),
  },
];

export function MailsSection({ mails }: { mails: Overview['mails'] }) {
  const ok = mails.failing === 0 && mails.failedDay === 0;
  return (
    <Section title="Mail" status={<Verdict ok={ok} good="SENDING" bad="FAILURES" />}>
      <Text size="sm" mb="sm">
        {mails.pending} waiting to send · {mails.failing} stuck over 15 min · {mails.failedDay} given up in 24 h
      </Text>
      <Listing
        columns={mailColumns}
        rows={mails.recentFailures}
        rowKey={(m) => m.id}
        emptyText="No mail failed in the last 24 hours."
      />
    </Section>
  );
}
