import { TermsContent } from '../features/content/terms-content';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [paths.terms];
/** `/terms` (CONTENT-02). */
export function TermsPage() {
  return <TermsContent />;
}
