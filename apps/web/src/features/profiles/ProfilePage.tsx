import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function ProfilePage() {
  return <PlaceholderPage title="PROFILE" />;
}
