import { LegalPage } from '../features/marketing/components/legal-page.tsx';
import { TERMS_OF_SERVICE } from '../features/marketing/content/legal.ts';

export default function TermsPage() {
  return <LegalPage eyebrow="Legal" title="Términos del servicio" blocks={TERMS_OF_SERVICE} />;
}
