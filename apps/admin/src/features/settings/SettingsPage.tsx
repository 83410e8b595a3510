import { Divider, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';

import { formatUsd } from '@wallcraft/shared';

import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PLATFORM_DEFAULTS, PLATFORM_TOGGLES } from './platform-defaults';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Platform defaults, read-only." />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={4} mb="md">
            Fees and limits
          </Title>
          <Stack>
            <NumberInput
              label="Platform fee (%)"
              description="Taken from each transaction; the net amount is the amount minus the fee."
              value={PLATFORM_DEFAULTS.platformFeePercent}
              readOnly
              hideControls
            />
            <NumberInput
              label="Minimum transaction (USD)"
              description={`Default: ${formatUsd(PLATFORM_DEFAULTS.minimumTransactionCents)}.`}
              value={PLATFORM_DEFAULTS.minimumTransactionCents / 100}
              readOnly
              hideControls
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={4} mb="md">
            Platform switches
          </Title>
          <Stack gap="sm">
            {PLATFORM_TOGGLES.map((toggle, i) => (
              <div key={toggle.label}>
                {i > 0 && <Divider mb="sm" />}
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{toggle.label}</Text>
                  <Switch checked={toggle.enabled} readOnly disabled color="black" aria-label={toggle.label} />
                </Group>
              </div>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        These values are configured by the server; this page shows them for reference and changes nothing.
      </Text>
    </>
  );
}
