import { PLATFORM_FEE_PERCENT } from '@wallcraft/shared';

/** Shown, not editable: the server owns these values. */
export const MINIMUM_TRANSACTION_CENTS = 100_00;

export const PLATFORM_DEFAULTS = {
  platformFeePercent: PLATFORM_FEE_PERCENT,
  minimumTransactionCents: MINIMUM_TRANSACTION_CENTS,
} as const;

/** Display-only switches with their platform defaults; none of them is wired to a call. */
export const PLATFORM_TOGGLES = [
  { label: 'New user registrations', enabled: true },
  { label: 'Email notifications', enabled: true },
  { label: 'Manual review of new walls', enabled: false },
  { label: 'Maintenance mode', enabled: false },
] as const;
