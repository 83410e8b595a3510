import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function HelpCenterPage() {
  return <PlaceholderPage title="HELP CENTER" />;
}
