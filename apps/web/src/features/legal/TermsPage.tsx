import { LegalPage } from './LegalPage';
import text from './terms.md?raw';

export function TermsPage() {
  return <LegalPage title="TERMS OF SERVICE" text={text} />;
}
