import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

import { formatMoney } from '@wallcraft/shared';

import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { WeeklyCharts } from './WeeklyCharts';

function MetricCard({ label, value, hint }: { label: string; value: string | undefined; hint?: string }) {
  return (
    <Paper withBorder p="lg" style={{ borderTop: '4px solid var(--mantine-color-black)' }}>
      <Text size="xs" fw={800} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={34} mt="xs" />
      ) : (
        <Text fz={32} fw={900}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export function DashboardPage() {
  const metrics = trpc.admin.metrics.useQuery();
  const data = metrics.data;
  const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('en-US'));

  return (
    <>
      <PageHeader title="Dashboard" description="Platform totals across all accounts, and the last twelve weeks." />
      {metrics.error ? (
        <Alert color="red" title="Could not load metrics" role="alert">
          {formatError(metrics.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <MetricCard label="Total users" value={count(data?.totalUsers)} />
          <MetricCard label="Total projects" value={count(data?.totalProjects)} hint="Brand and wall projects" />
          <MetricCard label="Total transactions" value={count(data?.totalTransactions)} />
          <MetricCard
            label="Platform fees"
            value={data ? formatMoney(data.platformFee) : undefined}
            hint={data ? `${data.platformFeePercent}% of each transaction` : undefined}
          />
        </SimpleGrid>
      )}
      <WeeklyCharts />
    </>
  );
}
