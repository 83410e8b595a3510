import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function BrowseWallProjectsPage() {
  return <PlaceholderPage title="BROWSE WALL PROJECTS" />;
}
