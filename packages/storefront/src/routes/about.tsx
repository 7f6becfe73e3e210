import { AboutContent } from '../features/content';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../shared/first-paint';

export const firstPaint: FirstPaint = () => [paths.about];
/** `/about` (CONTENT-01). */
export function AboutPage() {
  return <AboutContent />;
}
