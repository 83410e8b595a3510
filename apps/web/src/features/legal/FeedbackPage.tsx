import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function FeedbackPage() {
  return <PlaceholderPage title="FEEDBACK" />;
}
