import { Table, Text } from '@mantine/core';
import { formatMoney, formatUsd, moneyToCents } from '@wallcraft/shared';

import { enumLabel, formatDate } from '../../lib/format';

type Entry = { id: string; movement: string; accountType: string; amount: string; createdAt: string };

/** Ledger entries as booked: each movement's entries sum to zero, which the footer shows. */
export function LedgerTable({ entries }: { entries: Entry[] }) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No ledger entries yet (no money has moved).
      </Text>
    );
  const sum = entries.reduce((total, entry) => total + (moneyToCents(entry.amount) ?? 0), 0);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>MOVEMENT</Table.Th>
            <Table.Th>ACCOUNT</Table.Th>
            <Table.Th ta="right">AMOUNT</Table.Th>
            <Table.Th>DATE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{enumLabel(entry.movement)}</Table.Td>
              <Table.Td>{enumLabel(entry.accountType)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(entry.amount)}
              </Table.Td>
              <Table.Td>{formatDate(entry.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>SUM</Table.Th>
            <Table.Th ta="right" ff="monospace">
              {formatUsd(sum)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
