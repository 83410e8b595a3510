import { LegalPage } from './LegalPage';
import text from './privacy.md?raw';

export function PrivacyPage() {
  return <LegalPage title="PRIVACY POLICY" text={text} />;
}
