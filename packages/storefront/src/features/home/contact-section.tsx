import { useFooter } from '@dhanya/api/swr';
import { useTexts } from '../../shared/locale';
import { GetInTouchCard } from './get-in-touch-card';
import { WelcomePanel } from './welcome-panel';

/** The shop's name until the footer says otherwise (loading, failed or left empty). */
export const fallbackShopName = 'Dhanya';

/** Welcome panel and lead form side by side on desktop, stacked below 900 px (HOME-30). */
export function ContactSection() {
  const { data: footer } = useFooter();
  const texts = useTexts().home;
  return (
    <section aria-label={texts.contact} className="grid gap-6 min-[900px]:grid-cols-2">
      <WelcomePanel companyName={footer?.companyName || fallbackShopName} footer={footer} />
      <GetInTouchCard email={footer?.email || undefined} />
    </section>
  );
}
