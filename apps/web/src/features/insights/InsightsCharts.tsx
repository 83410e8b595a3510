import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatUsd, moneyToCents } from '@wallcraft/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Trends = RouterOutputs['insights']['trends'];

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const weekLabel = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A chart's card: its title, the chart (or what to say when there is nothing yet), and the figures as a table for screen readers. */
function ChartCard({
  title,
  empty,
  emptyText,
  table,
  children,
  controls,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
  controls?: ReactNode;
}) {
  return (
    <Card p="lg" miw={0}>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        {controls}
        {empty ? (
          <Text c="dimmed" py="xl" ta="center">
            {emptyText}
          </Text>
        ) : (
          <div aria-hidden="true">{children}</div>
        )}
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.head.map((cell) => (
                  <th key={cell}>{cell}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}

function ViewsChart({ trends }: { trends: Trends }) {
  const owns = trends.userType !== 'artist';
  const data = trends.weeks.map((w) => ({ week: weekLabel(w.week), Profile: w.profileViews, Posts: w.itemViews }));
  const series = [
    { name: 'Profile', color: 'pink.6' },
    ...(owns ? [{ name: 'Posts', label: 'Your walls and projects', color: 'cyan.6' }] : []),
  ];
  return (
    <ChartCard
      title="VIEWS PER WEEK"
      empty={trends.weeks.every((w) => w.profileViews + w.itemViews === 0)}
      emptyText="No views yet"
      table={{
        head: owns ? ['Week of', 'Profile views', 'Views of your posts'] : ['Week of', 'Profile views'],
        rows: data.map((d) => (owns ? [d.week, d.Profile, d.Posts] : [d.week, d.Profile])),
      }}
    >
      <LineChart
        h={220}
        data={data}
        dataKey="week"
        series={series}
        curveType="linear"
        yAxisProps={{ allowDecimals: false }}
        withLegend={owns}
      />
    </ChartCard>
  );
}

function DecisionsChart({ trends }: { trends: Trends }) {
  const [kind, setKind] = useState<'applications' | 'invitations'>('applications');
  const data = trends.months.map((m) => ({
    month: monthLabel(m.month),
    Accepted: m[kind].accepted,
    Pending: m[kind].pending,
    Declined: m[kind].rejected,
  }));
  const sent = trends.userType === 'artist' ? 'sent' : 'received';
  return (
    <ChartCard
      title="APPLICATIONS & INVITATIONS PER MONTH"
      controls={
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          data={[
            { value: 'applications', label: 'APPLICATIONS' },
            { value: 'invitations', label: 'INVITATIONS' },
          ]}
        />
      }
      empty={data.every((d) => d.Accepted + d.Pending + d.Declined === 0)}
      emptyText={kind === 'applications' ? `No applications ${sent} yet` : 'No invitations yet'}
      table={{
        head: ['Month', 'Accepted', 'Pending', 'Declined'],
        rows: data.map((d) => [d.month, d.Accepted, d.Pending, d.Declined]),
      }}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        type="stacked"
        withLegend
        yAxisProps={{ allowDecimals: false }}
        series={[
          { name: 'Accepted', color: 'teal.6' },
          { name: 'Pending', color: 'yellow.6' },
          { name: 'Declined', color: 'gray.5' },
        ]}
      />
    </ChartCard>
  );
}

function MoneyChart({ trends }: { trends: Trends }) {
  const earned = trends.money === 'earned';
  const title = earned ? 'INCOME PER MONTH' : 'PAID TO ARTISTS PER MONTH';
  // The chart plots cents (a number); the table shows each month's amount as the API sent it.
  const data = trends.months.map((m) => ({ month: monthLabel(m.month), Amount: moneyToCents(m.money) ?? 0 }));
  const rows = trends.months.map((m) => [monthLabel(m.month), formatMoney(m.money)]);
  return (
    <ChartCard
      title={title}
      empty={data.every((d) => d.Amount === 0)}
      emptyText="No payments yet"
      table={{ head: ['Month', 'Amount'], rows }}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        valueFormatter={formatUsd}
        series={[{ name: 'Amount', color: earned ? 'teal.6' : 'indigo.6' }]}
      />
    </ChartCard>
  );
}

/** The figures over time the charts draw (GET /insights/trends). */
export function useTrends() {
  return trpc.insights.trends.useQuery();
}

/** Insights over time (GET /insights/trends): views per week, decisions and money per month. */
export function InsightsCharts() {
  const trends = useTrends();
  useEffect(() => {
    if (trends.error) toast({ title: 'Error', message: errorText(trends.error), variant: 'destructive' });
  }, [trends.error]);
  if (trends.isError) return <Text c="dimmed">The charts could not be loaded.</Text>;
  if (!trends.data) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={300} />
        ))}
      </SimpleGrid>
    );
  }
  if (!trends.data.userType) return null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <ViewsChart trends={trends.data} />
      <DecisionsChart trends={trends.data} />
      <MoneyChart trends={trends.data} />
    </SimpleGrid>
  );
}
