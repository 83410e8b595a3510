import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function SavedPage() {
  return <PlaceholderPage title="SAVED" />;
}
