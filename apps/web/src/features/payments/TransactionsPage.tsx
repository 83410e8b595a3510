import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function TransactionsPage() {
  return <PlaceholderPage title="PAYMENTS & ESCROW" />;
}
