import { LegalPage } from '../features/marketing/components/legal-page.tsx';
import { PRIVACY_POLICY } from '../features/marketing/content/legal.ts';

export default function PrivacyPage() {
  return <LegalPage eyebrow="Legal" title="Política de privacidad" blocks={PRIVACY_POLICY} />;
}
