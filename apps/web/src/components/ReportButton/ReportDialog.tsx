import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_TYPE_LABELS,
  type TReportTargetType,
} from '@wallcraft/shared';
import { REPORT_COMMENT_MAX_LENGTH, ZCreateReportRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { FormModal } from '../FormModal/FormModal';
import { toast } from '../../lib/toast';
import { trpc, type RouterInputs } from '../../lib/trpc';

type ReportRequest = Pick<RouterInputs['reports']['create'], 'reason' | 'comment'>;
type ReportValues = { reason: string; comment: string };

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** The report dialog: a reason (required), an optional comment, then POST /reports (its own chunk: ReportButton.tsx). */
export function ReportDialog({
  opened,
  onClose,
  targetType,
  targetId,
}: {
  opened: boolean;
  onClose: () => void;
  targetType: TReportTargetType;
  targetId: string;
}) {
  const form = useRequestForm<ReportValues, ReportRequest>({
    schema: ZCreateReportRequest.pick({ reason: true, comment: true }),
    initialValues: { reason: '', comment: '' },
    toRequest: ({ reason, comment }) => ({ reason: reason as ReportRequest['reason'], comment }),
    validateInputOnChange: true,
  });
  const create = trpc.reports.create.useMutation({
    onSuccess: () => {
      close();
      toast({ title: 'Report sent: our team will review it' });
    },
    meta: { errorToast: { title: 'Report failed', fallback: 'Could not send the report' } },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      dirty={form.isDirty()}
      title={<Text fw={900}>REPORT {REPORT_TARGET_TYPE_LABELS[targetType].toUpperCase()}</Text>}
      centered
    >
      <form onSubmit={form.onSubmit((request) => create.mutate({ targetType, targetId, ...request }))}>
        <Stack>
          <Text size="sm" c="dimmed">
            Tell us what is wrong. Our team reviews every report; the owner is not told who sent it.
          </Text>
          <Select
            label="Reason"
            placeholder="Choose a reason"
            data={REASON_OPTIONS}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('reason')}
          />
          <Textarea
            label="Comment (optional)"
            placeholder="What should our team look at?"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('comment')}
            description={`${form.values.comment.length} / ${REPORT_COMMENT_MAX_LENGTH}`}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              CANCEL
            </Button>
            <Button type="submit" color="red" loading={create.isPending}>
              SUBMIT REPORT
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
