import { Alert, Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import {
  DISPUTE_REASON_MAX_LENGTH,
  MAX_EVIDENCE_IMAGES,
  MAX_EVIDENCE_MESSAGES,
  ZOpenDisputeRequest,
} from '@wallcraft/shared/schemas';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormModal } from '../FormModal/FormModal';
import { ImageUpload } from '../ImageUpload/ImageUpload';
import { errorText } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type Props = { projectId: string; projectType: TProjectType; opened: boolean; onClose: () => void; onDone: () => void };

/** Recent messages between the owner and the artist, to tick the ones that show the problem. */
function MessagePicker({
  artistId,
  value,
  onChange,
}: {
  artistId: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const messages = trpc.messages.list.useQuery({ userId: artistId, limit: 30 });
  if (messages.isPending) return <Skeleton h={80} />;
  if (messages.isError) return <Text size="sm">{errorText(messages.error)}</Text>;
  const items = messages.data.items.filter((message) => message.kind !== 'system');
  if (!items.length) return <Text size="sm">No messages with the artist to attach.</Text>;
  return (
    <Checkbox.Group label="Messages that show the problem (optional)" value={value} onChange={onChange}>
      <ScrollArea.Autosize mah={220} mt="xs">
        <Stack gap="xs">
          {items.map((message) => (
            <Checkbox
              key={message.id}
              value={message.id}
              disabled={!value.includes(message.id) && value.length >= MAX_EVIDENCE_MESSAGES}
              label={
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={800}>
                    {message.sender.displayName} · {dayjs(message.createdAt).format('MMM D, h:mm A')}:{' '}
                  </Text>
                  {message.content || '(attachment)'}
                </Text>
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

/**
 * The owner ends a completed project: CONFIRM accepts the work and releases what escrow holds at once; OPEN A
 * DISPUTE keeps it in escrow for an operator, with a reason, photos and messages as evidence. Both only within the
 * review window (the server decides; the dialog shows its answer).
 */
export function ConfirmCompletionDialog({ projectId, projectType, opened, onClose, onDone }: Props) {
  const [disputing, setDisputing] = useState(false);
  const state = trpc.reviews.forProject.useQuery({ projectId, projectType }, { enabled: opened });
  const artistId = state.data?.pairs[0]?.counterpart.id ?? null;
  const form = useRequestForm({
    schema: ZOpenDisputeRequest,
    initialValues: { reason: '', evidenceImages: [] as string[], evidenceMessageIds: [] as string[] },
    toRequest: (values) => ({ projectId, projectType, ...values }),
  });
  const finish = () => {
    setDisputing(false);
    form.reset();
    onClose();
    onDone();
  };
  const confirm = trpc.reviews.confirmCompletion.useMutation({
    meta: { errorToast: { title: 'CONFIRM FAILED' } },
    onSuccess: (done) => {
      toast({
        title: 'WORK CONFIRMED',
        message: `${formatMoney(done.released)} was released to the artist. Leave a review to finish the deal.`,
      });
      finish();
    },
  });
  const dispute = trpc.reviews.dispute.useMutation({
    meta: { errorToast: { title: 'DISPUTE FAILED' } },
    onSuccess: () => {
      toast({
        title: 'DISPUTE OPENED',
        message: 'The payment stays in escrow while an operator reviews your evidence; you will be notified.',
      });
      finish();
    },
  });
  const busy = confirm.isPending || dispute.isPending;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={disputing && form.isDirty()}
      onDiscard={() => {
        setDisputing(false);
        form.reset();
      }}
      title={<Text fw={900}>{disputing ? 'OPEN A DISPUTE' : 'CONFIRM COMPLETION'}</Text>}
      centered
      size="lg"
    >
      {state.isPending ? (
        <Skeleton h={120} />
      ) : state.isError ? (
        <Alert color="red">{errorText(state.error)}</Alert>
      ) : disputing ? (
        <form onSubmit={form.onSubmit((request) => dispute.mutate(request))} noValidate>
          <Stack>
            <Text size="sm">
              The money stays in escrow until an operator decides: released to the artist, refunded to you, or split.
            </Text>
            <Textarea
              label="What is wrong?"
              autosize
              minRows={3}
              maxLength={DISPUTE_REASON_MAX_LENGTH}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <ImageUpload
              label="Photos (optional)"
              value={form.values.evidenceImages}
              onChange={(urls) => form.setFieldValue('evidenceImages', urls)}
              error={form.errors.evidenceImages}
              maxFiles={MAX_EVIDENCE_IMAGES}
            />
            {artistId ? (
              <MessagePicker
                artistId={artistId}
                value={form.values.evidenceMessageIds}
                onChange={(ids) => form.setFieldValue('evidenceMessageIds', ids)}
              />
            ) : null}
            <Group justify="flex-end">
              <Button variant="outline" onClick={() => setDisputing(false)} disabled={busy}>
                BACK
              </Button>
              <Button type="submit" color="red" loading={dispute.isPending}>
                OPEN DISPUTE
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text size="sm">
            Confirming accepts the work: {formatMoney(state.data.inEscrow)} held in escrow is released to the artist at
            once. If something is wrong, open a dispute instead
            {state.data.revealsAt ? ` (until ${dayjs(state.data.revealsAt).format('MMM D, YYYY')})` : ''}.
          </Text>
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red"
              onClick={() => setDisputing(true)}
              disabled={busy || !state.data.canDispute}
            >
              OPEN A DISPUTE
            </Button>
            <Button color="dark" loading={confirm.isPending} onClick={() => confirm.mutate({ projectId, projectType })}>
              CONFIRM
            </Button>
          </Group>
        </Stack>
      )}
    </FormModal>
  );
}
