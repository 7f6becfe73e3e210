import { TermsContent } from '../features/content/terms-content';

/** `/terms` (CONTENT-02). */
export function TermsPage() {
  return <TermsContent />;
}
