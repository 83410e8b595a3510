import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function PrivacyPage() {
  return <PlaceholderPage title="PRIVACY POLICY" />;
}
