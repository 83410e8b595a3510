import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function WallProjectDetailPage() {
  return <PlaceholderPage title="WALL PROJECT DETAILS" />;
}
