import { Table, Text } from '@mantine/core';
import { formatMoney } from '@wallcraft/shared';

import { DetailDrawer, Facts, Section } from '../../components/DetailDrawer/DetailDrawer';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate, shortId } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { LedgerTable } from './LedgerTable';

type Order = RouterOutputs['admin']['order'];

/** One shop order in detail: its lines, totals, buyer, address and ledger. */
export function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = trpc.admin.order.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = id !== null ? detail.data : undefined;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={data ? `Order ${shortId(data.id)}` : 'Order'}
      loading={!data}
      error={detail.error}
    >
      {data && <OrderDetail order={data} />}
    </DetailDrawer>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <>
      <Section title="Order">
        <Facts
          rows={[
            ['Status', <StatusBadge status={order.status} />],
            ['Buyer', `${order.buyerName} (${order.buyerEmail})`],
            ['Placed', formatDate(order.createdAt)],
            ['Paid', formatDate(order.paidAt)],
            ['Provider', order.provider ?? '—'],
            [
              'Ship to',
              address
                ? [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`]
                    .filter(Boolean)
                    .join(', ')
                : '—',
            ],
          ]}
        />
      </Section>
      <Section title="Lines">
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ITEM</Table.Th>
                <Table.Th ta="right">QTY</Table.Th>
                <Table.Th ta="right">PRICE</Table.Th>
                <Table.Th ta="right">LINE</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.productId}>
                  <Table.Td>{line.title}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.lineTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Facts
          rows={[
            ['Subtotal', formatMoney(order.subtotal)],
            ['Tax', formatMoney(order.tax)],
            ['Shipping', formatMoney(order.shipping)],
            ['Total', <Text fw={800}>{formatMoney(order.total)}</Text>],
          ]}
        />
      </Section>
      <Section title="Ledger">
        <LedgerTable entries={order.ledger} />
      </Section>
    </>
  );
}
