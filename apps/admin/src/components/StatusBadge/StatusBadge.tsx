import { Badge, type MantineColor } from '@mantine/core';
import { statusLabel, statusTone, type TStatusTone } from '@wallcraft/shared';

/** The shared tones in the console's colours: waiting yellow, moving cyan, money held magenta, done black, stopped grey. */
const TONE_COLORS: Record<TStatusTone, MantineColor> = {
  waiting: 'brandYellow',
  moving: 'brandCyan',
  held: 'brandMagenta',
  done: 'dark',
  stopped: 'gray',
};

/** `label` replaces the status's own words where a domain names it (HELD FOR REVIEW). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge color={TONE_COLORS[statusTone(status)]} variant="filled">
      {label ?? statusLabel(status)}
    </Badge>
  );
}
