import { Alert, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc';

/**
 * How this deployment takes payments (embedded or Stripe, test or live): fixed until the next deploy. AppLayout asks
 * for it beside the session, in the same request, so a money screen has it when it first draws and its banner never
 * pushes the page down after.
 */
export function usePaymentMode() {
  return trpc.billing.mode.useQuery(undefined, { staleTime: Infinity });
}

/**
 * Says plainly that no real money moves: with the embedded provider (no card is asked for) or Stripe's test keys.
 * Renders nothing with Stripe in live mode, and nothing while the mode is loading (only before a page's first data). Shown on every money screen and
 * receipt (printed too, so a test receipt never passes for a real one).
 */
export function TestModeBanner({ compact = false }: { compact?: boolean }) {
  const mode = usePaymentMode();
  if (!mode.data?.testMode) return null;
  const words =
    mode.data.provider === 'embedded'
      ? 'Payments here are simulated: no card is asked for and no real money moves.'
      : "Stripe is in test mode: pay with Stripe's test cards; no real money moves.";
  return (
    <Alert
      color="yellow"
      variant="light"
      mb={compact ? 'sm' : 'lg'}
      role="status"
      aria-label="Test mode"
      data-testid="test-mode-banner"
      title={
        <Text fw={900} lts="0.08em" size="sm">
          TEST MODE
        </Text>
      }
    >
      <Text size="sm">{words}</Text>
    </Alert>
  );
}
