import { TermsContent } from '../features/content';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../shared/first-paint';

export const firstPaint: FirstPaint = () => [paths.terms];
/** `/terms` (CONTENT-02). */
export function TermsPage() {
  return <TermsContent />;
}
