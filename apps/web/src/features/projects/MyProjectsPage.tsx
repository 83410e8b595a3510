import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function MyProjectsPage() {
  return <PlaceholderPage title="MY PROJECTS" />;
}
