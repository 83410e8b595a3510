import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_TYPE_LABELS } from '@wallcraft/shared';
import { REPORT_NOTE_MAX_LENGTH, ZResolveReportForm } from '@wallcraft/shared/schemas';
import type { ReactNode } from 'react';

import { formatError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Report = RouterOutputs['admin']['report'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={800} c="dimmed">
        {label.toUpperCase()}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The reported item as it is now: its title or text, its owner, whether it is hidden, and how many reports are open. */
function Preview({ report }: { report: Report }) {
  const type = REPORT_TARGET_TYPE_LABELS[report.targetType];
  if (!report.item) return <Alert color="gray">This {type.toLowerCase()} was deleted.</Alert>;
  return (
    <Stack gap="sm" p="sm" style={{ border: '2px solid var(--mantine-color-dark-9)' }}>
      <Group gap="xs">
        <Badge variant="outline" color="dark">
          {type.toUpperCase()}
        </Badge>
        {report.item.hidden ? <Badge color="red">HIDDEN</Badge> : null}
        <Badge color="gray" variant="light">
          {report.openReports} OPEN {report.openReports === 1 ? 'REPORT' : 'REPORTS'}
        </Badge>
      </Group>
      <Field label={report.targetType === 'message' ? 'Text' : 'Title'}>{report.item.title}</Field>
      <Field label={report.targetType === 'message' ? 'Sender' : 'Owner'}>
        {report.item.ownerName ?? 'Unnamed user'}{' '}
        <Text span size="xs" c="dimmed">
          {report.item.ownerId ?? 'gone'}
        </Text>
      </Field>
    </Stack>
  );
}

/** REVIEW, HIDE ITEM, NO ACTION and UNHIDE: for operators and superadmins only (the server refuses viewers too). */
function Decisions({ report }: { report: Report }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { note: '' },
    validate: schemaResolver(ZResolveReportForm.pick({ note: true }), { sync: true }),
  });
  const done = (title: string) => () => {
    notifications.show({ title, message: `${REPORT_TARGET_TYPE_LABELS[report.targetType]} report updated.` });
    form.reset();
    void utils.admin.report.invalidate({ id: report.id });
    void utils.admin.reports.invalidate();
    void utils.admin.reportCounts.invalidate();
  };
  // The toast comes from the query client (meta); a failed decision may mean the report moved on, so reread it.
  const failed = () => void utils.admin.report.invalidate({ id: report.id });
  const review = trpc.admin.reviewReport.useMutation({
    onSuccess: done('UNDER REVIEW'),
    meta: { errorToast: { title: 'REVIEW FAILED' } },
    onError: failed,
  });
  const resolve = trpc.admin.resolveReport.useMutation({
    onSuccess: (result) => done(result.resolution === 'hidden' ? 'ITEM HIDDEN' : 'NO ACTION TAKEN')(),
    meta: { errorToast: { title: 'DECISION FAILED' } },
    onError: failed,
  });
  const unhide = trpc.admin.unhideContent.useMutation({
    onSuccess: done('ITEM SHOWN AGAIN'),
    meta: { errorToast: { title: 'UNHIDE FAILED' } },
    onError: failed,
  });
  const busy = review.isPending || resolve.isPending || unhide.isPending;
  const decide = (action: 'hide' | 'no_action') =>
    form.onSubmit(({ note }) => resolve.mutate({ id: report.id, action, note }))();

  return (
    <Stack gap="sm">
      {report.status !== 'resolved' ? (
        <>
          <Textarea
            label="Note"
            description={`Why you decide so, for the audit log (${form.values.note.length} / ${REPORT_NOTE_MAX_LENGTH})`}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('note')}
          />
          <Group gap="xs">
            {report.status === 'pending' ? (
              <Button
                variant="default"
                loading={review.isPending}
                disabled={busy}
                onClick={() => review.mutate({ id: report.id })}
              >
                REVIEW
              </Button>
            ) : null}
            <Button
              color="red"
              loading={resolve.isPending && resolve.variables.action === 'hide'}
              disabled={busy || !report.item}
              onClick={() => decide('hide')}
            >
              HIDE ITEM
            </Button>
            <Button
              variant="outline"
              color="dark"
              loading={resolve.isPending && resolve.variables.action === 'no_action'}
              disabled={busy}
              onClick={() => decide('no_action')}
            >
              NO ACTION
            </Button>
          </Group>
        </>
      ) : null}
      {report.item?.hidden ? (
        <Button
          variant="outline"
          loading={unhide.isPending}
          disabled={busy}
          onClick={() => unhide.mutate({ targetType: report.targetType, id: report.targetId })}
        >
          UNHIDE
        </Button>
      ) : null}
    </Stack>
  );
}

/** One report in a side drawer (full width on a phone): what was said, the item's preview, and the decisions. */
export function ReportDrawer({
  reportId,
  canAct,
  onClose,
}: {
  reportId: string | null;
  canAct: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const query = trpc.admin.report.useQuery({ id: reportId ?? '' }, { enabled: reportId !== null });
  const report = query.data;
  return (
    <Drawer
      opened={reportId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={<Text fw={900}>REPORT</Text>}
    >
      {query.error ? (
        <Alert color="red" title="Could not load this report" role="alert">
          {formatError(query.error)}
        </Alert>
      ) : !report ? (
        <Stack aria-label="Loading">
          <Skeleton h={20} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={report.status === 'resolved' ? 'dark' : 'brandYellow'}>
              {REPORT_STATUS_LABELS[report.status].toUpperCase()}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDate(report.createdAt)}
            </Text>
          </Group>
          <Field label="Reason">{REPORT_REASON_LABELS[report.reason]}</Field>
          <Field label="Comment">{report.comment ?? '—'}</Field>
          <Field label="Reporter">
            {report.reporter.name}{' '}
            <Text span size="xs" c="dimmed">
              {report.reporter.id}
            </Text>
          </Field>
          <Preview report={report} />
          {report.status === 'resolved' ? (
            <Field label="Decision">
              {report.resolution === 'hidden' ? 'Hidden' : 'No action'} by {report.resolvedBy ?? 'an operator'} on{' '}
              {formatDate(report.resolvedAt)}: {report.operatorNote}
            </Field>
          ) : null}
          {canAct ? <Decisions report={report} /> : null}
        </Stack>
      )}
    </Drawer>
  );
}
