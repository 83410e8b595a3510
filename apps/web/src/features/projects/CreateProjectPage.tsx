import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function CreateProjectPage() {
  return <PlaceholderPage title="POST A PROJECT" />;
}
