import { AboutContent } from '../features/content/about-content';

/** `/about` (CONTENT-01). */
export function AboutPage() {
  return <AboutContent />;
}
