import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function BrowseProjectsPage() {
  return <PlaceholderPage title="BROWSE PROJECTS" />;
}
