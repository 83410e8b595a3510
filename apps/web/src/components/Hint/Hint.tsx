import type { ReactNode } from 'react';
import classes from './Hint.module.css';

/**
 * A short label shown below its control and ending where it ends (above, or centred, a card's edge cut it off), on
 * hover and keyboard focus, drawn by CSS alone. For the icon buttons of cards, which a page draws by the dozen:
 * Mantine's Tooltip brings floating-ui (about 20 KB gzip) into the first load of every list. The control keeps its own aria-label; the hint is for sighted pointer and keyboard users
 * and is hidden from screen readers, which would otherwise read the name twice.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label}>
      {children}
    </span>
  );
}
