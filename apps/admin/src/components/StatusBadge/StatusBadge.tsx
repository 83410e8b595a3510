import { Badge, type MantineColor } from '@mantine/core';

import { enumLabel } from '../../lib/format';

/** Colours by meaning: waiting yellow, moving cyan, done black, stopped grey, money held magenta. */
const STATUS_COLORS: Record<string, MantineColor> = {
  open: 'brandCyan',
  pending: 'brandYellow',
  under_review: 'brandCyan',
  in_progress: 'brandCyan',
  escrowed: 'brandMagenta',
  completed: 'dark',
  resolved: 'dark',
  paid: 'dark',
  cancelled: 'gray',
  refunded: 'gray',
};

export function statusColor(status: string): MantineColor {
  return STATUS_COLORS[status.toLowerCase().replace(/\s+/g, '_')] ?? 'gray';
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="filled">
      {enumLabel(status)}
    </Badge>
  );
}
