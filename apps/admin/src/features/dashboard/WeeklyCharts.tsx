import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatUsd, moneyToCents } from '@wallcraft/shared';
import type { ReactNode } from 'react';

import { formatError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Week = RouterOutputs['admin']['metricsWeekly']['weeks'][number];

const weekLabel = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** Charts plot dollars as numbers; the tables and tooltips show them formatted. */
const dollars = (amount: string) => (moneyToCents(amount) ?? 0) / 100;
const usd = (value: number) => formatUsd(Math.round(value * 100));

/**
 * A chart's card: the title, the chart (hidden from screen readers) and the same figures as a table they read
 * instead.
 */
function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" miw={0}>
      <Stack gap="sm">
        <Text size="xs" fw={800} c="dimmed" tt="uppercase">
          {title}
        </Text>
        <div aria-hidden="true">{children}</div>
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (i === 0 ? <th key={i}>{cell}</th> : <td key={i}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

function Charts({ weeks }: { weeks: Week[] }) {
  const data = weeks.map((w) => ({
    week: weekLabel(w.week),
    'Sign-ups': w.signUps,
    Brand: w.brandProjects,
    Wall: w.wallProjects,
    Payments: w.payments,
    Amount: dollars(w.paymentsAmount),
    Fees: dollars(w.platformFees),
  }));
  const rows = (pick: (w: Week) => (string | number)[]) =>
    weeks.map((w) => [`Week of ${weekLabel(w.week)}`, ...pick(w)]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
      <ChartCard title="Sign-ups per week" table={{ head: ['Week', 'Sign-ups'], rows: rows((w) => [w.signUps]) }}>
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          series={[{ name: 'Sign-ups', color: 'dark.6' }]}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard
        title="Projects posted per week"
        table={{
          head: ['Week', 'Brand projects', 'Wall projects'],
          rows: rows((w) => [w.brandProjects, w.wallProjects]),
        }}
      >
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          type="stacked"
          withLegend
          series={[
            { name: 'Brand', label: 'Brand projects', color: 'dark.6' },
            { name: 'Wall', label: 'Wall projects', color: 'brandMagenta.6' },
          ]}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard
        title="Payments into escrow per week"
        table={{
          head: ['Week', 'Payments', 'Amount'],
          rows: rows((w) => [w.payments, formatMoney(w.paymentsAmount)]),
        }}
      >
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          series={[{ name: 'Amount', label: 'Amount (USD)', color: 'brandCyan.6' }]}
          valueFormatter={usd}
        />
      </ChartCard>
      <ChartCard
        title="Platform fees per week"
        table={{ head: ['Week', 'Platform fees'], rows: rows((w) => [formatMoney(w.platformFees)]) }}
      >
        <LineChart
          h={220}
          data={data}
          dataKey="week"
          curveType="linear"
          series={[{ name: 'Fees', label: 'Platform fees (USD)', color: 'dark.6' }]}
          valueFormatter={usd}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

/** The last twelve weeks of the platform, from GET /admin/metrics/weekly. */
export function WeeklyCharts() {
  const weekly = trpc.admin.metricsWeekly.useQuery();
  if (weekly.error)
    return (
      <Alert color="red" title="Could not load the weekly charts" role="alert" mt="lg">
        {formatError(weekly.error)}
      </Alert>
    );
  if (!weekly.data)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={280} />
        ))}
      </SimpleGrid>
    );
  return <Charts weeks={weekly.data.weeks} />;
}
