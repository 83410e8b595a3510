import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function ProjectDetailPage() {
  return <PlaceholderPage title="PROJECT DETAILS" />;
}
