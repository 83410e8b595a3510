import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function TrackingPage() {
  return <PlaceholderPage title="LIVE TRACKING" />;
}
