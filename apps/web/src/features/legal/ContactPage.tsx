import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function ContactPage() {
  return <PlaceholderPage title="CONTACT US" />;
}
