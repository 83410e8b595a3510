import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function BrowseWallsPage() {
  return <PlaceholderPage title="BROWSE WALLS" />;
}
