import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatMoney } from '@wallcraft/shared';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadMore } from '../../components/BrowseList/LoadMore';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { PageTitle } from '../../components/PageTitle';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { infinitePaging } from '../../lib/paging';
import { useViewer } from '../../lib/session';
import { useErrorToast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PayoutsSection } from './PayoutsSection';

type Line = RouterOutputs['billing']['list']['items'][number];
type Summary = RouterOutputs['billing']['summary'];

const KIND_LABELS: Record<Line['kind'], string> = {
  payment: 'ESCROW PAYMENT',
  release: 'RELEASE',
  refund: 'REFUND',
  verification_fee: 'VERIFICATION FEE',
  referral_bonus: 'REFERRAL BONUS',
  shop_order: 'SHOP ORDER',
};

function Figure({ label, value, hint, testId }: { label: string; value?: string; hint?: string; testId: string }) {
  return (
    <Card p="md" aria-label={label}>
      <Text size="xs" fw={800} c="dimmed" lts="0.08em">
        {label}
      </Text>
      {/* The placeholder is one line of the figure, so the card keeps its height when the figure arrives. */}
      <Text
        component="div"
        fz={{ base: 20, sm: 26 }}
        fw={900}
        ff="heading"
        lh={1.15}
        data-testid={value === undefined ? undefined : testId}
      >
        {value === undefined ? <Skeleton h="1.15em" /> : formatMoney(value)}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function SummaryCards({ summary }: { summary: Summary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" mb="xl">
      <Figure
        label="HELD IN ESCROW"
        value={summary?.heldInEscrow.asPayer}
        hint="What you paid, not yet released"
        testId="billing-held-payer"
      />
      <Figure
        label="ESCROW FOR YOU"
        value={summary?.heldInEscrow.asArtist}
        hint="Waiting for release, before the fee"
        testId="billing-held-artist"
      />
      <Figure label="MONEY IN" value={summary?.overall.in} testId="billing-in" />
      <Figure label="MONEY OUT" value={summary?.overall.out} testId="billing-out" />
      <Figure label="FEES" value={summary?.overall.fees} hint="Kept from your releases" testId="billing-fees" />
    </SimpleGrid>
  );
}

/** Month by month: in, out and the fees kept from releases; four short columns that fit a phone. */
function MonthTotals({ summary }: { summary: Summary }) {
  if (summary.months.length === 0) return null;
  const cell = { ta: 'right' as const, fw: 700, size: 'sm' as const, style: { whiteSpace: 'nowrap' as const } };
  return (
    <Card p="md" mb="xl" component="section" aria-label="Totals per month">
      <Title order={2} fz="lg" mb="sm">
        TOTALS PER MONTH
      </Title>
      <Stack gap={6}>
        <SimpleGrid cols={4} spacing={6}>
          {['MONTH', 'IN', 'OUT', 'FEES'].map((label, i) => (
            <Text key={label} size="xs" fw={800} c="dimmed" ta={i === 0 ? 'left' : 'right'}>
              {label}
            </Text>
          ))}
        </SimpleGrid>
        {summary.months.map((month) => (
          <SimpleGrid key={month.month} cols={4} spacing={6} data-testid="billing-month" data-month={month.month}>
            <Text size="sm" fw={800}>
              {dayjs(`${month.month}-01`).format('MMM YYYY')}
            </Text>
            <Text {...cell} c={month.in === '0.00' ? undefined : 'green.8'} data-testid="month-in">
              {formatMoney(month.in)}
            </Text>
            <Text {...cell} data-testid="month-out">
              {formatMoney(month.out)}
            </Text>
            <Text {...cell} c="dimmed" data-testid="month-fees">
              {formatMoney(month.fees)}
            </Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Card>
  );
}

function MovementRow({ line }: { line: Line }) {
  const incoming = !line.amount.startsWith('-');
  return (
    <Card p="md" data-testid="billing-line" data-kind={line.kind}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Badge variant="light" color={incoming ? 'green' : 'gray'} size="sm">
            {KIND_LABELS[line.kind]}
          </Badge>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.description}
          </Text>
          <Text size="xs" c="dimmed">
            {dayjs(line.at).format('MMM D, YYYY h:mm A')}
            {line.fee ? ` · fee ${formatMoney(line.fee)} kept` : ''}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={900} c={incoming ? 'green.8' : undefined} data-testid="billing-line-amount">
            {incoming ? '+' : '−'}
            {formatMoney(line.amount.replace(/^-/, ''))}
          </Text>
          <Anchor component={Link} to={line.receiptUrl} size="sm" fw={700}>
            RECEIPT
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /billing: every movement of the account's money from the ledger (payments into escrow, releases, refunds, fees,
 * referral bonuses and shop orders), what escrow holds, totals per month, CSV export and, for artists, payouts.
 * ?projectId= narrows it to one project's payments (linked from the project's payments page and the deal room).
 */
export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? undefined;
  const viewer = useViewer();
  const filter = projectId ? { projectId } : {};
  const summary = trpc.billing.summary.useQuery(filter);
  useErrorToast(summary.error);
  const lines = trpc.billing.list.useInfiniteQuery({ limit: 20, ...filter }, infinitePaging);
  const list = usePagedList(lines);
  // Asked with the figures, in their request: the payouts card shows with them, below the movements.
  trpc.payments.payoutStatus.useQuery(undefined, { enabled: viewer.isArtist });
  // The figures and the movements show together: one arriving before the other would push the rows below it.
  const shown = list.firstLoad ? undefined : summary.data;
  const exportUrl = `/api/billing/export.csv${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`;

  return (
    <Container size="md" py="xl">
      <PageTitle title="BILLING & EARNINGS" subtitle="Every payment in and out of your account, with its receipt." />
      <TestModeBanner />
      {projectId ? (
        <Alert color="gray" variant="light" mb="lg" title="ONE PROJECT">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">Showing this project&apos;s payments only.</Text>
            <Button size="xs" variant="outline" onClick={() => setParams({})}>
              SHOW ALL
            </Button>
          </Group>
        </Alert>
      ) : null}
      <SummaryCards summary={shown} />
      {/* The rest shows as one, when the figures and the movements are in: a placeholder of its own height
          would be a guess (the months and rows vary), and the parts below it would jump when it was wrong. */}
      {shown ? (
        <>
          <MonthTotals summary={shown} />
          <Group justify="space-between" wrap="wrap" mb="sm">
            <Title order={2} fz={{ base: 22, sm: 28 }}>
              MOVEMENTS
            </Title>
            <Button component="a" href={exportUrl} download variant="outline" disabled={list.items.length === 0}>
              EXPORT CSV
            </Button>
          </Group>
          {list.items.length === 0 ? (
            <Stack align="flex-start" py="lg">
              <Text fw={800}>NO MONEY MOVED YET</Text>
              <Text c="dimmed" size="sm">
                Payments into escrow, releases, refunds, bonuses and shop orders show up here with their receipts.
              </Text>
              <Button component={Link} to="/my-projects" variant="outline">
                MY PROJECTS
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              {list.items.map((line) => (
                <MovementRow key={line.id} line={line} />
              ))}
            </Stack>
          )}
          <LoadMore list={list} mt="lg" />
          {viewer.isArtist ? <PayoutsSection /> : null}
        </>
      ) : (
        <Skeleton h={240} aria-label="Loading movements" />
      )}
    </Container>
  );
}
