import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function WallDetailPage() {
  return <PlaceholderPage title="WALL DETAILS" />;
}
