import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function HelpArticlePage() {
  return <PlaceholderPage title="HELP ARTICLE" />;
}
