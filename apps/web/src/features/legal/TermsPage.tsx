import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function TermsPage() {
  return <PlaceholderPage title="TERMS OF SERVICE" />;
}
