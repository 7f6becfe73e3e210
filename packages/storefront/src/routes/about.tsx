import { AboutContent } from '../features/content/about-content';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [paths.about];
/** `/about` (CONTENT-01). */
export function AboutPage() {
  return <AboutContent />;
}
