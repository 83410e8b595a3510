import { Anchor, Button, Card, Container, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BackButton, NotFoundState } from '../../components/Detail/detail-parts';
import { isMissing } from '../../lib/errors';
import { useErrorToast } from '../../lib/toast';
import { StatusBadge } from '../../components/StatusBadge';
import { MessageButton } from '../../components/MessageButton';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { useViewer } from '../../lib/session';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { paymentsPath } from '../../components/PaymentsButton';
import { projectPath, shortId } from './payment-format';

type Payment = RouterOutputs['payments']['get'];

/**
 * Printed, the receipt stands alone: no header, footer, chat launcher, toasts or buttons. Mounted with the
 * receipt, so printing any other page is unchanged.
 */
const PRINT_CSS = `@media print {
  header, footer, .mantine-Notifications-root, [aria-label$='support chat'], .wc-no-print { display: none !important; }
  .wc-receipt { box-shadow: none !important; }
}`;

function Line({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" fw={800} c="dimmed" lts="0.06em">
        {label}
      </Text>
      <Text fw={strong ? 900 : 700} fz={strong ? 'lg' : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : null);

/** Each state the payment went through, with its time. */
function history(payment: Payment): { label: string; at: string }[] {
  const steps: [string, string | null][] = [
    ['CREATED', payment.createdAt],
    ['IN ESCROW', payment.escrowedAt],
    ['RELEASED', payment.releasedAt],
    ['CANCELLED', payment.cancelledAt],
    ['REFUNDED', payment.refundedAt],
  ];
  return steps.flatMap(([label, at]) => (at ? [{ label, at: when(at) ?? at }] : []));
}

/** /payments/{id}: one payment's receipt for its payer and the artist paid, printable. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const query = trpc.payments.get.useQuery({ id });
  const viewer = useViewer();
  const payment = query.data;
  useErrorToast(query.error);
  useDocumentTitle(`Receipt ${shortId(id)} | WallCraft`);

  if (query.isPending)
    return (
      <Container size="sm" py="xl" aria-label="Loading">
        <Skeleton h={480} />
      </Container>
    );
  if (!payment || isMissing(query.error)) return <NotFoundState title="Payment not found" />;
  // The receipt's other party: the payer and the artist paid each message the other from here.
  const other = payment.payer.id === viewer.userId ? payment.recipient : payment.payer;

  return (
    <Container size="sm" py="xl">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" className="wc-no-print" mb="md" wrap="wrap">
        <BackButton to={paymentsPath(payment.projectType, payment.projectId)} label="PAYMENTS" />
        <Group gap="xs">
          <MessageButton userId={other.id} label={other.id === payment.payer.id ? 'MESSAGE PAYER' : 'MESSAGE ARTIST'} />
          <Button variant="outline" onClick={() => window.print()}>
            PRINT
          </Button>
        </Group>
      </Group>
      <TestModeBanner compact />
      <Card p="xl" className="wc-receipt">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 26, sm: 34 }}>
                RECEIPT
              </Title>
              <Text ff="monospace" fw={700} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                #{payment.id}
              </Text>
            </Stack>
            <StatusBadge status={payment.paymentStatus} size="lg" />
          </Group>
          <Divider />
          <Line
            label="PROJECT"
            value={
              <Anchor component={Link} to={projectPath(payment.projectType, payment.projectId)} c="dark" fw={800}>
                {payment.project.title}
              </Anchor>
            }
          />
          <Line label="PAID BY" value={payment.payer.displayName} />
          <Line label="PAID TO" value={payment.recipient.displayName} />
          <Line label="TYPE" value={payment.paymentType === 'milestone' ? 'Milestone' : 'Lump sum'} />
          <Divider />
          <Line label="AMOUNT" value={formatMoney(payment.amount)} />
          <Line
            label={`PLATFORM FEE (${payment.platformFeePercentage}%)`}
            value={`−\u00a0${formatMoney(payment.platformFee)}`}
          />
          <Line label="NET TO ARTIST" value={formatMoney(payment.netAmount)} strong />
          <Divider />
          {history(payment).map((step) => (
            <Line key={step.label} label={step.label} value={step.at} />
          ))}
        </Stack>
      </Card>
    </Container>
  );
}
